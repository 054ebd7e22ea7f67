import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.ts';

export type AuditRow = Selectable<AuditLogTable>;
export type NewAuditRow = Insertable<AuditLogTable>;

/** Writes entries, a few hundred per statement (a bulk action writes one per listing). */
export async function insertAudit(db: Kysely<Database>, rows: readonly NewAuditRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('audit_log')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

export interface AuditFilters {
  adminId?: string | undefined;
  action?: string | undefined;
  propertyId?: string | undefined;
  /** Entries after this position (newest first): the last entry of the previous page. */
  after?: { at: string; id: string } | undefined;
}

/** Entries newest first (ties by id), filtered, at most `limit`. */
export function listAuditRows(db: Kysely<Database>, filters: AuditFilters, limit: number) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filters.adminId !== undefined) query = query.where('admin_id', '=', filters.adminId);
  if (filters.action !== undefined) query = query.where('action', '=', filters.action);
  if (filters.propertyId !== undefined) query = query.where('property_id', '=', filters.propertyId);
  const after = filters.after;
  if (after)
    query = query.where((eb) =>
      eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]),
    );
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The admins the log names, each once with their latest username, for the Activity tab's filter. */
export async function auditAdmins(db: Kysely<Database>): Promise<{ id: string; username: string }[]> {
  return db
    .selectFrom('admins')
    .select(['id', 'username'])
    .where((eb) =>
      eb.exists(eb.selectFrom('audit_log').select('id').whereRef('audit_log.admin_id', '=', 'admins.id')),
    )
    .orderBy('username')
    .execute();
}
