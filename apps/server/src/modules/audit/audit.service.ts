import type { AuditAction, AuditEntry, AuditQuery, FieldChange } from '@dd/core';
import { timeOrderedId } from '../../db/ids.ts';
import { toIso } from '../../db/values.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { findAdminById } from '../admin-auth/admins.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  type AuditRow,
  auditAdmins,
  insertAudit,
  listAuditRows,
  type NewAuditRow,
} from './audit.repository.ts';

/** Who did it: an admin, or (a failed login) the name typed. */
export interface Actor {
  id: string | null;
  name: string;
}

export interface AuditEvent {
  action: AuditAction;
  /** The listing it concerns, with its name then. */
  property?: { id: string; name: string } | undefined;
  summary: string;
  changes?: FieldChange[];
  counts?: Record<string, number>;
}

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

/** The admin behind a request's token, as the log names them. */
export async function adminActor(ctx: Pick<ServiceContext, 'db'>, adminId: string): Promise<Actor> {
  const admin = await findAdminById(ctx.db, adminId);
  return { id: adminId, name: admin?.username ?? adminId };
}

/**
 * Records an action in the activity log (or several: a bulk action records one per listing, in the
 * order given). Written after the change it records has committed; a failure to write it is reported
 * to the caller's log, never undoes or fails the change itself.
 */
export async function recordAudit(
  ctx: Ctx & { log?: { error(details: object, message: string): void } },
  actor: Actor,
  events: AuditEvent | readonly AuditEvent[],
): Promise<void> {
  const at = ctx.now().toISOString();
  const rows = (Array.isArray(events) ? events : [events]).map((event: AuditEvent): NewAuditRow => ({
    // Time-ordered: entries of one millisecond keep the order they were written in.
    id: timeOrderedId(),
    at,
    admin_id: actor.id,
    admin: actor.name,
    action: event.action,
    property_id: event.property?.id ?? null,
    property_name: event.property?.name ?? null,
    summary: event.summary,
    details: JSON.stringify({
      ...(event.changes?.length ? { changes: event.changes } : {}),
      ...(event.counts ? { counts: event.counts } : {}),
    }),
  }));
  if (rows.length === 0) return;
  try {
    await insertAudit(ctx.db, rows);
  } catch (error) {
    ctx.log?.error(
      { err: error, audit: rows.slice(0, 3), entries: rows.length },
      'could not record an activity log entry',
    );
  }
}

const encodeCursor = (row: { at: string; id: string }) =>
  Buffer.from(JSON.stringify([row.at, row.id])).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at))) return { at, id };
  } catch {
    // answered below
  }
  throw new BadRequestError('cursor: is not a cursor returned by this API', {
    cursor: ['is not a cursor returned by this API'],
  });
}

function toEntry(row: AuditRow): AuditEntry {
  const details = JSON.parse(row.details) as { changes?: FieldChange[]; counts?: Record<string, number> };
  return {
    id: row.id,
    at: toIso(row.at),
    admin_id: row.admin_id,
    admin: row.admin,
    action: row.action as AuditAction,
    property_id: row.property_id,
    property_name: row.property_name,
    summary: row.summary,
    changes: details.changes ?? [],
    counts: details.counts ?? {},
  };
}

/** A page of the log, newest first, and the cursor of the next page (null at the end). */
export async function listAudit(
  ctx: Pick<ServiceContext, 'db'>,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const rows = await listAuditRows(
    ctx.db,
    {
      adminId: query.admin_id,
      action: query.action,
      propertyId: query.property_id,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
    },
    query.limit + 1,
  );
  const items = rows.slice(0, query.limit).map(toEntry);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

export const listAuditAdmins = (ctx: Pick<ServiceContext, 'db'>) => auditAdmins(ctx.db);
