import {
  handoverState,
  listingTypeWord,
  parseSearch,
  typeWordMatches,
  wantedHandover,
} from '@dd/core/search';
import type { Executor } from '../../db/schema.ts';
import type { ServiceContext } from '../service-context.ts';
import type { ListFilters } from './properties.repository.ts';

/**
 * The stored spellings of property_type and handover_date, read once per listing-cache generation and
 * at most a minute (ADR 0024): the search's type words and the handover (filter or search words) are decided by core's
 * readers on each distinct value, and the SQL keeps the rows whose value is one of those that match
 * (`in (…)`), so the database and the page apply the very same function.
 */
const VOCABULARY_TTL_MS = 60_000;

interface Vocabulary {
  generation: number;
  until: number;
  values: Promise<{ types: string[]; handovers: string[] }>;
}

const kept = new WeakMap<object, Vocabulary>();

async function readVocabulary(db: Executor) {
  const [types, handovers] = await Promise.all([
    db.selectFrom('properties').select('property_type').distinct().execute(),
    db.selectFrom('properties').select('handover_date').distinct().execute(),
  ]);
  return {
    types: types.map((row) => row.property_type),
    handovers: handovers.map((row) => row.handover_date),
  };
}

function vocabulary(
  ctx: Pick<ServiceContext, 'db'> & Partial<Pick<ServiceContext, 'listingCache'>>,
  now: Date,
) {
  const generation = ctx.listingCache?.generation;
  if (generation === undefined) return readVocabulary(ctx.db);
  const cached = kept.get(ctx.db);
  if (cached?.generation === generation && cached.until > now.getTime()) return cached.values;
  const values = readVocabulary(ctx.db);
  kept.set(ctx.db, { generation, until: now.getTime() + VOCABULARY_TTL_MS, values });
  values.catch(() => kept.get(ctx.db)?.values === values && kept.delete(ctx.db));
  return values;
}

/**
 * The repository's filters with the type words of the search and the handover it asks for (the
 * handover filter and the search's handover words, wantedHandover) turned into the stored values that
 * match them (at `now`, for the handover). A search word and a filter that disagree leave no value.
 */
export async function resolveFilters(
  ctx: Pick<ServiceContext, 'db'> & Partial<Pick<ServiceContext, 'listingCache'>>,
  filters: ListFilters,
  now: Date,
): Promise<ListFilters> {
  const words = parseSearch(filters.q).types;
  const wanted = wantedHandover(filters);
  if (words.length === 0 && wanted.length === 0) return filters;
  const { types, handovers } = await vocabulary(ctx, now);
  const resolved: ListFilters = { ...filters };
  if (words.length > 0)
    resolved.typeValues = words.map((word) =>
      types.filter((value) => typeWordMatches(word, listingTypeWord(value))),
    );
  if (wanted.length > 0)
    resolved.handoverValues = handovers.filter((value) => {
      const state = handoverState(value, now);
      return wanted.every((w) => w === state);
    });
  return resolved;
}
