import type { Inquiry, InquiryCreate } from '@dd/core';
import { randomUUID } from 'node:crypto';
import { toIso } from '../../db/values.ts';
import { newInquiryEmail } from '../../emails/new-inquiry.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { findContacts } from '../contacts/contacts.repository.ts';
import { isPropertyId } from '../properties/properties.service.ts';
import {
  findListingName,
  insertInquiry,
  listInquiries,
  type InquiryWithListing,
} from './inquiries.repository.ts';

export interface CreatedInquiry {
  inquiry: Inquiry;
  /** False when no admin address is known (ADMIN_EMAIL or the contacts e-mail): nobody was told. */
  adminNotified: boolean;
}

/**
 * Stores the inquiry and queues the admin's notice in the same transaction, so neither exists
 * without the other. `userId` links it to the visitor who was logged in, if any.
 */
export async function createInquiry(
  ctx: ServiceContext,
  input: InquiryCreate,
  userId: string | null,
): Promise<CreatedInquiry> {
  // Ids are UUIDs; anything else cannot exist, so it is a 404 without a query.
  const propertyId = input.property_id.toLowerCase();
  if (!isPropertyId(propertyId)) throw new NotFoundError('Property not found');
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const propertyName = await findListingName(trx, propertyId);
    if (propertyName === undefined) throw new NotFoundError('Property not found');
    const row = {
      id: randomUUID(),
      property_id: propertyId,
      user_id: userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      created_at: now.toISOString(),
    };
    await insertInquiry(trx, row);
    const to = ctx.config.adminEmail ?? (await findContacts(trx))?.email;
    if (to) {
      const mail = newInquiryEmail({
        propertyName,
        propertyLink: `${ctx.config.appUrl}/property/${propertyId}`,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
      });
      await ctx.mailer.send({ to, ...mail }, trx);
    }
    const { user_id: _userId, ...fields } = row;
    return {
      inquiry: { ...fields, property_name: propertyName, property_deleted: false },
      adminNotified: Boolean(to),
    };
  });
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
