import { type Inquiry, type InquiryCreate, SOLD_INQUIRY_REFUSED } from '@dd/core';
import { toIso } from '../../db/values.ts';
import type { ServiceContext } from '../service-context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import { listInquiries, type InquiryWithListing } from './inquiries.repository.ts';
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

/** The admin's list (SPEC §2 Inquiries tab), newest first; deleted listings are marked. */
export async function listInquiriesForAdmin(ctx: ServiceContext): Promise<Inquiry[]> {
  return (await listInquiries(ctx.db)).map(toInquiry);
}

function toInquiry(row: InquiryWithListing): Inquiry {
  return {
    id: row.id,
    property_id: row.property_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: toIso(row.created_at),
    property_name: row.listing_id === null ? null : row.property_name,
    property_deleted: row.listing_id === null,
  };
}
