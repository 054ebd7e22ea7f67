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

/** The name and status of those of the listings that exist, by id. */
export async function findListings(
  db: Executor,
  propertyIds: readonly string[],
): Promise<Map<string, { name: string; status: string }>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('properties')
    .select(['id', 'property_name', 'status'])
    .where('id', 'in', propertyIds)
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.property_name, status: row.status }]));
}

/** Stores inquiries with one statement. */
export async function insertInquiries(db: Executor, inquiries: readonly NewInquiry[]): Promise<void> {
  if (inquiries.length > 0) await db.insertInto('inquiries').values(inquiries).execute();
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
