import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_REACHED,
  type SavedSearch,
  type SavedSearchFilters,
  savedSearchDefaultName,
  savedSearchKey,
  savedSearchQuery,
} from '@dd/core';
import type { savedSearchCreateSchema, savedSearchUpdateSchema } from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  countSavedSearches,
  deleteSavedSearch,
  findMergedAlert,
  findSavedSearch,
  findSavedSearchIdByKey,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchRecord,
  updateSavedSearch,
} from './saved-searches.repository.ts';
import { readUnsubscribeToken, signsCurrentLinks } from './unsubscribe-token.ts';

const NOT_FOUND = 'Alert not found';
export const ALERT_ALREADY_SAVED = 'You already have an alert for this search.';

/** The visitor already keeps an alert for the same search (savedSearchKey): 409 with its id. */
export class DuplicateAlertError extends ConflictError {
  constructor(readonly id: string) {
    super(ALERT_ALREADY_SAVED);
  }
}

/**
 * Runs a write that stores the search of `criteriaKey` for the visitor. The other alert of the same
 * search found first, or the unique index refusing the write (two saves at once), is a
 * DuplicateAlertError with the other's id; if that one was deleted meanwhile, the write runs again.
 */
async function oneAlertPerSearch<T>(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
  criteriaKey: string,
  exceptId: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const other = await findSavedSearchIdByKey(ctx.db, userId, criteriaKey);
    if (other !== undefined && other !== exceptId) throw new DuplicateAlertError(other);
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

export function toSavedSearch(record: SavedSearchRecord): SavedSearch {
  const query = savedSearchQuery(record);
  return {
    id: record.id,
    name: record.name,
    q: record.q,
    location: record.location,
    property_type: record.property_type,
    min_price: record.min_price,
    max_price: record.max_price,
    min_discount: record.min_discount,
    min_below_market: record.min_below_market,
    min_yield: record.min_yield,
    frequency: record.frequency,
    active: record.active,
    created_at: record.created_at,
    search_path: query ? `/?${query}` : '/',
  };
}

export async function listMine(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<SavedSearch[]> {
  return (await listSavedSearches(ctx.db, userId)).map(toSavedSearch);
}

/**
 * Saves a search; one the visitor already keeps is refused (409, DuplicateAlertError), and so is the
 * 21st (400). Counted and inserted in one transaction.
 */
export async function createSavedSearch(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  userId: string,
  body: z.output<typeof savedSearchCreateSchema>,
): Promise<SavedSearch> {
  const id = randomUUID();
  const { name, frequency, ...filters } = body;
  const criteria_key = savedSearchKey(filters);
  return oneAlertPerSearch(ctx, userId, criteria_key, undefined, () =>
    ctx.db.transaction().execute(async (trx) => {
      if ((await countSavedSearches(trx, userId)) >= MAX_SAVED_SEARCHES)
        throw new BadRequestError(SAVED_SEARCH_LIMIT_REACHED);
      await insertSavedSearch(
        trx,
        id,
        userId,
        { ...filters, criteria_key, frequency, name: name ?? savedSearchDefaultName(filters) },
        ctx.now(),
      );
      return toSavedSearch((await findSavedSearch(trx, id, userId))!);
    }),
  );
}

/**
 * Renames, changes or turns an alert on or off; another visitor's is 404. Filters that make it the
 * same search as another of the visitor's alerts are refused (409, DuplicateAlertError).
 */
export async function changeSavedSearch(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  userId: string,
  id: string,
  body: z.output<typeof savedSearchUpdateSchema>,
): Promise<SavedSearch> {
  const current = await findSavedSearch(ctx.db, id, userId);
  if (!current) throw new NotFoundError(NOT_FOUND);
  const next: SavedSearchFilters = { ...current };
  for (const key of Object.keys(next) as (keyof SavedSearchFilters)[]) {
    if (key in body && body[key] !== undefined) (next as unknown as Record<string, unknown>)[key] = body[key];
  }
  if (next.min_price !== null && next.max_price !== null && next.min_price > next.max_price)
    throw new BadRequestError('min_price must not be above max_price', {
      min_price: ['must not be above max_price'],
    });
  const name = 'name' in body ? (body.name ?? savedSearchDefaultName(next)) : undefined;
  const criteria_key = savedSearchKey(next);
  await oneAlertPerSearch(ctx, userId, criteria_key, id, () =>
    updateSavedSearch(
      ctx.db,
      id,
      {
        ...next,
        criteria_key,
        ...(name !== undefined ? { name } : {}),
        ...(body.frequency ? { frequency: body.frequency } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        // Turned on again: the unsubscribe links of the e-mails sent before stop working.
        renewUnsubscribe: body.active === true && !current.active,
      },
      ctx.now(),
    ),
  );
  const changed = await findSavedSearch(ctx.db, id, userId);
  if (!changed) throw new NotFoundError(NOT_FOUND);
  return toSavedSearch(changed);
}

export async function removeSavedSearch(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
  id: string,
): Promise<void> {
  if (!(await deleteSavedSearch(ctx.db, id, userId))) throw new NotFoundError(NOT_FOUND);
}

/**
 * The alert a token's link turns off: the alert it names while the link is current, or the one that
 * alert was merged into (ADR 0053) while that one has not been turned on again since.
 */
async function alertOfLink(
  ctx: Pick<ServiceContext, 'db' | 'hasher'>,
  token: string,
): Promise<SavedSearchRecord | undefined> {
  const read = readUnsubscribeToken(token);
  if (!read) return undefined;
  const found = await findSavedSearch(ctx.db, read.id);
  if (found) return signsCurrentLinks(ctx.hasher, found, read.signature) ? found : undefined;
  const merged = await findMergedAlert(ctx.db, read.id);
  if (!merged) return undefined;
  const link = { id: read.id, unsubscribe_generation: Number(merged.merged_generation) };
  if (!signsCurrentLinks(ctx.hasher, link, read.signature)) return undefined;
  const kept = await findSavedSearch(ctx.db, merged.saved_search_id);
  return kept && kept.unsubscribe_generation === Number(merged.kept_generation) ? kept : undefined;
}

/** The unsubscribe link's action: the alert named by a valid token is turned off. */
export async function unsubscribe(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'hasher'>,
  token: string,
): Promise<{ name: string; active: false }> {
  const found = await alertOfLink(ctx, token);
  if (!found) throw new NotFoundError('This unsubscribe link is not valid, or its alert was deleted.');
  if (found.active) await updateSavedSearch(ctx.db, found.id, { active: false }, ctx.now());
  return { name: found.name, active: false };
}
