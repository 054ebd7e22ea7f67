import type { Insertable } from 'kysely';
import type { Executor, InquiriesTable } from '../../db/schema.ts';

export type NewInquiry = Insertable<InquiriesTable> & { created_at: string };

/** An inquiry with the listing it is about; the listing columns are null once it was deleted. */
export interface InquiryWithListing {
  id: string;
  property_id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: Date | string;
  listing_id: string | null;
  property_name: string | null;
}

/** Name of the listing, or undefined when there is none with this id. */
export async function findListingName(db: Executor, propertyId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('properties')
    .select('property_name')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  return row?.property_name;
}

export async function insertInquiry(db: Executor, inquiry: NewInquiry): Promise<void> {
  await db.insertInto('inquiries').values(inquiry).execute();
}

/** Every inquiry, newest first, with its listing's name when the listing still exists. */
export function listInquiries(db: Executor): Promise<InquiryWithListing[]> {
  return db
    .selectFrom('inquiries')
    .leftJoin('properties', 'properties.id', 'inquiries.property_id')
    .select([
      'inquiries.id',
      'inquiries.property_id',
      'inquiries.name',
      'inquiries.email',
      'inquiries.phone',
      'inquiries.message',
      'inquiries.created_at',
      'properties.id as listing_id',
      'properties.property_name',
    ])
    .orderBy('inquiries.created_at', 'desc')
    .orderBy('inquiries.id', 'desc')
    .execute();
}
