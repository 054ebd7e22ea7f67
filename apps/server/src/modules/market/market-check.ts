import {
  belowMarketPct,
  chooseReference,
  dldNameKey,
  dldPlaceOf,
  listingMarketKey,
  type ListingMarketKey,
  chartSales,
  type ComputedMarketCheck,
  type MarketCheck,
  type ReferenceCandidates,
  windowStart,
} from '@dd/core';
import type { Executor } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  findListingForCheck,
  listingsDueForCheck,
  saveMarketCheck,
  staleEveryMarketCheck,
} from './market-checks.repository.ts';
import { comparableSales, projectAndBuildingNames, loadedSales } from './market-sales.repository.ts';

export type { MarketCheck };

/**
 * A stored check (the `market_reference` column), or null when there is none or it is from before
 * checks kept their comparables' sales (the migration that added them marks those stale, and the
 * checker redoes them).
 */
export function storedCheck(json: string | null): ComputedMarketCheck | null {
  if (!json) return null;
  const check = JSON.parse(json) as ComputedMarketCheck;
  return 'reason' in check || Array.isArray(check.sales) ? check : null;
}

export interface ListingForCheck {
  property_name: string;
  location: string;
  property_type: string;
  handover_date: string;
  size_sqft: number;
  distress_price: number;
}

/** DLD's project and building names per kind and community, kept for one pass over the listings. */
export type PlaceNames = Map<string, Promise<{ project: string | null; building: string | null }[]>>;

/**
 * The DLD project or building a listing is in: the longest such name, among those with sales of its
 * kind in its community, that the listing's name contains word for word ("Marina Gate Tower 1" is in
 * "Marina Gate"). Null when none is.
 */
async function projectOf(
  db: Executor,
  key: ListingMarketKey,
  listingName: string,
  areas: readonly string[],
  masterProjects: readonly string[],
  names: PlaceNames,
): Promise<{ column: 'project' | 'building'; name: string } | null> {
  if (areas.length === 0 && masterProjects.length === 0) return null;
  const cacheKey = JSON.stringify([key.kind, areas, masterProjects]);
  let found = names.get(cacheKey);
  if (!found) {
    found = projectAndBuildingNames(db, key.kind, areas, masterProjects);
    names.set(cacheKey, found);
  }
  const rows = await found;
  const haystack = ` ${dldNameKey(listingName).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  let best: { column: 'project' | 'building'; name: string } | null = null;
  for (const row of rows)
    for (const column of ['building', 'project'] as const) {
      const name = row[column];
      if (!name) continue;
      const needle = ` ${dldNameKey(name)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()} `;
      if (needle.trim().length >= 3 && haystack.includes(needle) && (!best || name.length > best.name.length))
        best = { column, name };
    }
  return best;
}

/**
 * A listing's market check: its kind, bedrooms and state (listing-market-key.ts), its community's DLD
 * names (dld-places.ts), and the narrowest place with enough comparable sales (market-reference.ts).
 */
export async function checkListing(
  ctx: Pick<ServiceContext, 'db'>,
  listing: ListingForCheck,
  today: Date,
  names: PlaceNames = new Map(),
): Promise<ComputedMarketCheck> {
  const { db } = ctx;
  const key = listingMarketKey(listing, today);
  if ('reason' in key)
    return {
      comparables: 0,
      reason:
        key.reason === 'not a home'
          ? 'Only homes are compared with the market, not offices or plots'
          : `The listing's ${key.reason.replace(/ unknown$/, '')} is not known`,
    };
  if (!(listing.distress_price > 0)) return { comparables: 0, reason: "The listing's price is not known" };
  const place = dldPlaceOf(listing.location);
  if (!place) return { comparables: 0, reason: `"${listing.location}" could not be matched to DLD's areas` };
  if (place.outsideDubai)
    return { comparables: 0, reason: `${place.community} is outside Dubai: DLD has no sales there` };
  const since = windowStart(today, 24);
  const levels: ReferenceCandidates[] = [];
  const project = await projectOf(db, key, listing.property_name, place.areas, place.masterProjects, names);
  if (project)
    levels.push({
      level: 'project',
      name: project.name,
      sales: await comparableSales(db, key, since, project.column, [project.name]),
    });
  if (place.masterProjects.length)
    levels.push({
      level: 'master_project',
      name: place.masterProjects[0]!,
      sales: await comparableSales(db, key, since, 'master_project', place.masterProjects),
    });
  if (place.areas.length)
    levels.push({
      level: 'area',
      name: place.areas.join(' / '),
      sales: await comparableSales(db, key, since, 'area', place.areas),
    });
  const found = chooseReference(levels, today);
  if ('reason' in found) return found;
  const listingPerSqft = listing.distress_price / listing.size_sqft;
  return {
    median_price_per_sqft: Math.round(found.median_price_per_sqft),
    listing_price_per_sqft: Math.round(listingPerSqft),
    below_market_pct: belowMarketPct(listingPerSqft, found.median_price_per_sqft),
    comparables: found.comparables,
    level: found.level,
    place: found.name,
    window_months: found.window_months,
    newest_sale: found.newest_sale,
    kind: key.kind,
    rooms: key.rooms,
    offplan: key.offplan,
    // For the listing page's chart: spread over the window, few enough that the stored check stays small.
    sales: chartSales(found.sales).map((sale) => ({
      date: sale.date,
      price_per_sqft: Math.round(sale.price_per_sqft),
    })),
  };
}

/**
 * Computes and stores the market check of listings whose check is missing, older than their last
 * change, or from before today (the comparables' window moves with the days), at most `limit` of them.
 * Returns how many were checked, and how many of them changed how far below the market they are (what
 * the public list shows: its caches are stale then).
 */
export async function refreshStaleMarketChecks(
  ctx: Pick<ServiceContext, 'db'>,
  now: Date,
  limit = 200,
): Promise<{ checked: number; changed: number }> {
  const today = `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
  const rows = await listingsDueForCheck(ctx.db, today, limit);
  const at = now.toISOString();
  const names: PlaceNames = new Map();
  let changed = 0;
  for (const row of rows) {
    const check = await checkListing(ctx, row, now, names);
    const below = 'reason' in check ? null : check.below_market_pct;
    if (below !== (row.below_market_pct === null ? null : Number(row.below_market_pct))) changed++;
    await saveMarketCheck(ctx.db, row.id, {
      below_market_pct: below,
      market_reference: JSON.stringify(check),
      market_checked_at: at,
    });
  }
  return { checked: rows.length, changed };
}

/** Marks every listing's market check to be done again (new market data). */
export async function staleAllMarketChecks(ctx: Pick<ServiceContext, 'db'>): Promise<void> {
  await staleEveryMarketCheck(ctx.db);
}

const NO_DATA = 'No market data is loaded yet';

/**
 * A listing's market check for its page: the one the background checker stored, else (a listing it has
 * not reached yet, or whose stored check is from before the checks kept their sales) checked here once.
 */
export async function listingMarketCheck(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  propertyId: string,
): Promise<MarketCheck> {
  const row = await findListingForCheck(ctx.db, propertyId);
  if (!row) throw new NotFoundError('Property not found');
  const sales = await loadedSales(ctx.db);
  if (sales === 'none') return { comparables: 0, reason: NO_DATA, source: 'dld', rent: null };
  const check = storedCheck(row.market_reference) ?? (await checkListing(ctx, row, ctx.now()));
  return { ...check, source: sales, rent: null } as MarketCheck;
}
