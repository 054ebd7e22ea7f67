import {
  type AdminInquiry,
  displayPhone,
  type InquiryCreate,
  type InquiryUpdate,
  SOLD_INQUIRY_REFUSED,
} from '@dd/core';
import { stringify } from 'csv-stringify/sync';
import { toIso, toIsoOrNull } from '../../db/values.ts';
import type { ServiceContext } from '../service-context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import { listInquiries, type InquiryWithListing, updateInquiry } from './inquiries.repository.ts';
import type { CreatedInquiry, InquiryWriter } from './inquiry-writer.ts';

/**
 * Stores the inquiry and queues the admin's notice in the same transaction, so neither exists
 * without the other. `userId` links it to the visitor who was logged in, if any. A sold listing
 * takes no inquiries (409).
 */
export async function createInquiry(
  writer: InquiryWriter,
  input: InquiryCreate,
  userId: string | null,
): Promise<CreatedInquiry> {
  // Ids are UUIDs; anything else cannot exist, so it is a 404 without a query.
  const propertyId = input.property_id.toLowerCase();
  if (!isPropertyId(propertyId)) throw new NotFoundError('Property not found');
  const created = await writer.write({ ...input, property_id: propertyId }, userId);
  if (!created) throw new NotFoundError('Property not found');
  if (created === 'sold') throw new ConflictError(SOLD_INQUIRY_REFUSED);
  return created;
}

/**
 * The admin's list (SPEC §2 Inquiries tab), newest first, every one or only the handled or unhandled
 * ones; deleted listings are marked.
 */
export async function listInquiriesForAdmin(
  ctx: Pick<ServiceContext, 'db'>,
  filters: { handled?: boolean | undefined } = {},
): Promise<AdminInquiry[]> {
  return (await listInquiries(ctx.db, filters)).map(toInquiry);
}

/** Marks an inquiry handled by this admin (or not) and/or sets its note. */
export async function changeInquiry(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  id: string,
  change: InquiryUpdate,
  adminName: string,
): Promise<AdminInquiry> {
  const handled =
    change.handled === undefined
      ? undefined
      : change.handled
        ? { at: ctx.now().toISOString(), by: adminName }
        : null;
  const found = await updateInquiry(ctx.db, id, {
    ...(handled !== undefined ? { handled } : {}),
    ...(change.note !== undefined ? { note: change.note } : {}),
  });
  const [row] = found ? await listInquiries(ctx.db, { id }) : [];
  if (!row) throw new NotFoundError('Inquiry not found');
  return toInquiry(row);
}

const CSV_COLUMNS = [
  'Received (UTC)',
  'Listing',
  'Listing id',
  'Name',
  'Email',
  'Phone',
  'Message',
  'Handled (UTC)',
  'Handled by',
  'Note',
];

/**
 * Every inquiry as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads Arabic and
 * Russian names), CRLF line ends, fields quoted where they need to be, no cell read as a formula;
 * newest first.
 */
export async function inquiriesCsv(ctx: Pick<ServiceContext, 'db'>): Promise<string> {
  const rows = (await listInquiriesForAdmin(ctx)).map((inquiry) => [
    inquiry.created_at,
    inquiry.property_name ?? '(deleted listing)',
    inquiry.property_id,
    inquiry.name,
    inquiry.email,
    inquiry.phone,
    inquiry.message,
    inquiry.handled_at ?? '',
    inquiry.handled_by ?? '',
    inquiry.note,
  ]);
  return `\uFEFF${stringify([CSV_COLUMNS, ...rows.map((row) => row.map(plainCell))], { record_delimiter: 'windows' })}`;
}

/**
 * A text a spreadsheet shows as typed: one that starts like a formula (=, +, -, @, a tab or a carriage
 * return) is kept as text with a leading apostrophe, which Excel and LibreOffice do not show — so a
 * visitor's "=HYPERLINK(…)" stays words, and "+971 50 …" stays a phone number.
 */
const plainCell = (text: string) => (/^[=+\-@\t\r]/u.test(text) ? `'${text}` : text);

function toInquiry(row: InquiryWithListing): AdminInquiry {
  return {
    id: row.id,
    property_id: row.property_id,
    name: row.name,
    email: row.email,
    // Stored in the site's form since ADR 0054; an older row typed otherwise is shown in it when it reads as a number.
    phone: displayPhone(row.phone),
    message: row.message,
    created_at: toIso(row.created_at),
    property_name: row.listing_id === null ? null : row.property_name,
    property_deleted: row.listing_id === null,
    handled_at: toIsoOrNull(row.handled_at),
    handled_by: row.handled_by,
    note: row.note,
  };
}
