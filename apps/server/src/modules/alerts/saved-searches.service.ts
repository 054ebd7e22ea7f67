import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_REACHED,
  type SavedSearch,
  type SavedSearchFilters,
  savedSearchDefaultName,
  savedSearchQuery,
} from '@dd/core';
import type { savedSearchCreateSchema, savedSearchUpdateSchema } from '@dd/core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchRecord,
  updateSavedSearch,
} from './saved-searches.repository.ts';
import { readUnsubscribeToken, signsCurrentLinks } from './unsubscribe-token.ts';

const NOT_FOUND = 'Alert not found';

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
    frequency: record.frequency,
    active: record.active,
    created_at: record.created_at,
    search_path: query ? `/?${query}` : '/',
  };
}

export async function listMine(ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<SavedSearch[]> {
  return (await listSavedSearches(ctx.db, userId)).map(toSavedSearch);
}

/** Saves a search; the 21st is refused (400). Counted and inserted in one transaction. */
export async function createSavedSearch(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  userId: string,
  body: z.output<typeof savedSearchCreateSchema>,
): Promise<SavedSearch> {
  const id = randomUUID();
  const { name, frequency, ...filters } = body;
  return ctx.db.transaction().execute(async (trx) => {
    if ((await countSavedSearches(trx, userId)) >= MAX_SAVED_SEARCHES)
      throw new BadRequestError(SAVED_SEARCH_LIMIT_REACHED);
    await insertSavedSearch(
      trx,
      id,
      userId,
      { ...filters, frequency, name: name ?? savedSearchDefaultName(filters) },
      ctx.now(),
    );
    return toSavedSearch((await findSavedSearch(trx, id, userId))!);
  });
}

/** Renames, changes or turns an alert on or off; another visitor's is 404. */
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
  await updateSavedSearch(
    ctx.db,
    id,
    {
      ...next,
      ...(name !== undefined ? { name } : {}),
      ...(body.frequency ? { frequency: body.frequency } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      // Turned on again: the unsubscribe links of the e-mails sent before stop working.
      renewUnsubscribe: body.active === true && !current.active,
    },
    ctx.now(),
  );
  return toSavedSearch((await findSavedSearch(ctx.db, id, userId))!);
}

export async function removeSavedSearch(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
  id: string,
): Promise<void> {
  if (!(await deleteSavedSearch(ctx.db, id, userId))) throw new NotFoundError(NOT_FOUND);
}

/** The unsubscribe link's action: the alert named by a valid token is turned off. */
export async function unsubscribe(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'hasher'>,
  token: string,
): Promise<{ name: string; active: false }> {
  const read = readUnsubscribeToken(token);
  const found = read ? await findSavedSearch(ctx.db, read.id) : undefined;
  if (!read || !found || !signsCurrentLinks(ctx.hasher, found, read.signature)) {
    throw new NotFoundError('This unsubscribe link is not valid, or its alert was deleted.');
  }
  if (found.active) await updateSavedSearch(ctx.db, found.id, { active: false }, ctx.now());
  return { name: found.name, active: false };
}
