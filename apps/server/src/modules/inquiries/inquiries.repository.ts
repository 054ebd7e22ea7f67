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
  handled_at: Date | string | null;
  handled_by: string | null;
  note: string;
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

/**
 * Every inquiry (or only the handled or the unhandled ones), newest first, with its listing's name when
 * the listing still exists.
 */
export function listInquiries(
  db: Executor,
  filters: { handled?: boolean | undefined; id?: string | undefined } = {},
): Promise<InquiryWithListing[]> {
  let query = db.selectFrom('inquiries');
  if (filters.handled !== undefined)
    query = query.where('inquiries.handled_at', filters.handled ? 'is not' : 'is', null);
  if (filters.id !== undefined) query = query.where('inquiries.id', '=', filters.id);
  return query
    .leftJoin('properties', 'properties.id', 'inquiries.property_id')
    .select([
      'inquiries.id',
      'inquiries.property_id',
      'inquiries.name',
      'inquiries.email',
      'inquiries.phone',
      'inquiries.message',
      'inquiries.created_at',
      'inquiries.handled_at',
      'inquiries.handled_by',
      'inquiries.note',
      'properties.id as listing_id',
      'properties.property_name',
    ])
    .orderBy('inquiries.created_at', 'desc')
    .orderBy('inquiries.id', 'desc')
    .execute();
}

/** Marks an inquiry handled (by whom, when) or not, and/or sets its note; false when there is no such inquiry. */
export async function updateInquiry(
  db: Executor,
  id: string,
  change: { handled?: { at: string; by: string } | null; note?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('inquiries')
    .set({
      ...(change.handled !== undefined
        ? { handled_at: change.handled?.at ?? null, handled_by: change.handled?.by ?? null }
        : {}),
      ...(change.note !== undefined ? { note: change.note } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many inquiries each listing has, and how many of them are not handled yet. */
export async function inquiryCountsByListing(
  db: Executor,
): Promise<Map<string, { total: number; unhandled: number }>> {
  const rows = await db
    .selectFrom('inquiries')
    .select((eb) => [
      'property_id',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('inquiries.id').filterWhere('handled_at', 'is', null).as('unhandled'),
    ])
    .groupBy('property_id')
    .execute();
  return new Map(
    rows.map((row) => [row.property_id, { total: Number(row.total), unhandled: Number(row.unhandled) }]),
  );
}
