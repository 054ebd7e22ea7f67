import {
  belowMarketPct,
  chooseRentReference,
  chooseReference,
  dldNameKey,
  dldPlaceOf,
  grossYieldPct,
  listingHomeKind,
  listingMarketKey,
  type ListingMarketKey,
  chartSales,
  type ComputedMarketCheck,
  type ComputedRentCheck,
  type MarketCheck,
  type ReferenceCandidates,
  type RentCandidates,
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
import { type ComparableRent, comparableRents, loadedRents } from './market-rents.repository.ts';
import { comparableSales, projectAndBuildingNames, loadedSales } from './market-sales.repository.ts';

export type { MarketCheck };

/**
 * A stored check (the `market_reference` column), or null when there is none or it is from before
 * checks kept their comparables' sales (the migration that added them marks those stale, and the
 * checker redoes them). One from before checks compared rents has no `rent`: it answers none until the
 * checker redoes it (migration 2026-12-06T0100 marks them all stale).
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

/** A name's words as names are matched: DLD's name key, each run of other characters one space. */
const wordsOf = (name: string): string =>
  dldNameKey(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Of the candidates, the one whose DLD name the listing's name contains word for word, the longest
 * such name ("Marina Gate Tower 1" is in "Marina Gate"; the first of equally long ones). Names of fewer
 * than 3 characters are never matched. Null when none is. How a listing finds its project among the
 * sales' projects and buildings, and among the rents' projects.
 */
function longestNameIn<T>(
  listingName: string,
  candidates: Iterable<T>,
  nameOf: (candidate: T) => string | null,
): T | null {
  const haystack = ` ${wordsOf(listingName)} `;
  let best: { candidate: T; length: number } | null = null;
  for (const candidate of candidates) {
    const name = nameOf(candidate);
    if (!name) continue;
    const needle = wordsOf(name);
    if (needle.length >= 3 && haystack.includes(` ${needle} `) && (!best || name.length > best.length))
      best = { candidate, length: name.length };
  }
  return best?.candidate ?? null;
}

/**
 * The DLD project or building a listing is in: the longest such name, among those with sales of its
 * kind in its community, that the listing's name contains word for word (longestNameIn). Null when
 * none is.
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
  const candidates = (await found).flatMap((row) =>
    (['building', 'project'] as const).map((column) => ({ column, name: row[column] })),
  );
  const best = longestNameIn(listingName, candidates, (candidate) => candidate.name);
  return best && { column: best.column, name: best.name! };
}

/** The contracts of both lists (a place's areas and its master projects share many), each once. */
function bothLists(areas: readonly ComparableRent[], masters: readonly ComparableRent[]): ComparableRent[] {
  return [...new Map([...areas, ...masters].map((rent) => [rent.contract_id, rent])).values()];
}

/**
 * What comparable homes rent for (ADR 0058): registered Ejari contracts of the listing's kind and rooms
 * (whatever its handover: an off-plan home is bought to let after handover too), in the narrowest place
 * with enough of them (chooseRentReference: the last 12 months, widened to 24): its project (the
 * contracts of its area and master project whose project its name contains word for word, as for
 * sales), its master project, its area; and the gross yield at its price. Null for what is not a home,
 * a listing without a price or a place in Dubai, or without enough contracts.
 */
async function rentCheckOf(
  db: Executor,
  listing: ListingForCheck,
  today: Date,
): Promise<ComputedRentCheck | null> {
  const home = listingHomeKind(listing.property_type);
  if ('reason' in home || !(listing.distress_price > 0)) return null;
  const place = dldPlaceOf(listing.location);
  if (!place || place.outsideDubai) return null;
  const since = windowStart(today, 24);
  const inAreas = place.areas.length ? await comparableRents(db, home, since, 'area', place.areas) : [];
  const inMasterProjects = place.masterProjects.length
    ? await comparableRents(db, home, since, 'master_project', place.masterProjects)
    : [];
  const named = bothLists(inAreas, inMasterProjects).filter((rent) => rent.project);
  const project = longestNameIn(listing.property_name, new Set(named.map((rent) => rent.project!)), (n) => n);
  const levels: RentCandidates[] = [];
  if (project)
    levels.push({
      level: 'project',
      name: project,
      rents: named.filter((rent) => rent.project === project),
    });
  if (place.masterProjects.length)
    levels.push({ level: 'master_project', name: place.masterProjects[0]!, rents: inMasterProjects });
  if (place.areas.length) levels.push({ level: 'area', name: place.areas.join(' / '), rents: inAreas });
  const found = chooseRentReference(levels, today);
  if ('reason' in found) return null;
  return {
    median_annual: Math.round(found.median_annual),
    contracts: found.contracts,
    level: found.level,
    place: found.name,
    window_months: found.window_months,
    newest: found.newest,
    gross_yield_pct: grossYieldPct(found.median_annual, listing.distress_price),
    kind: home.kind,
    rooms: home.rooms,
  };
}

/**
 * A listing's market check: its kind, bedrooms and state (listing-market-key.ts), its community's DLD
 * names (dld-places.ts), and the narrowest place with enough comparable sales (market-reference.ts);
 * with what comparable homes rent for (rentCheckOf), also when there is no sales reference.
 */
export async function checkListing(
  ctx: Pick<ServiceContext, 'db'>,
  listing: ListingForCheck,
  today: Date,
  names: PlaceNames = new Map(),
): Promise<ComputedMarketCheck> {
  const sales = await salesCheckOf(ctx.db, listing, today, names);
  return { ...sales, rent: await rentCheckOf(ctx.db, listing, today) };
}

/**
 * The sales side of a listing's market check (checkListing), without the rent: what an ad's price is
 * checked against when it is read (price-doubts.ts).
 */
export async function salesCheckOf(
  db: Executor,
  listing: ListingForCheck,
  today: Date,
  names: PlaceNames = new Map(),
): Promise<ComputedMarketCheck> {
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
 * Returns how many were checked, and how many of them changed how far below the market they are or
 * their gross yield (what the public list shows, orders and filters by: its caches are stale then).
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
    const grossYield = check.rent?.gross_yield_pct ?? null;
    if (below !== numberOrNull(row.below_market_pct) || grossYield !== numberOrNull(row.gross_yield_pct))
      changed++;
    await saveMarketCheck(ctx.db, row.id, {
      below_market_pct: below,
      gross_yield_pct: grossYield,
      market_reference: JSON.stringify(check),
      market_checked_at: at,
    });
  }
  return { checked: rows.length, changed };
}

/** A stored figure as a number, or null. */
const numberOrNull = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/** Marks every listing's market check to be done again (new market data). */
export async function staleAllMarketChecks(ctx: Pick<ServiceContext, 'db'>): Promise<void> {
  await staleEveryMarketCheck(ctx.db);
}

const NO_DATA = 'No market data is loaded yet';

/**
 * A listing's market check for its page: the one the background checker stored, else (a listing it has
 * not reached yet, or whose stored check is from before the checks kept their sales) checked here once.
 * Without sales it says no market data is loaded, still with the rent when rents are loaded; each side
 * names where its data come from (the demo sample or DLD's and Ejari's open data).
 */
export async function listingMarketCheck(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  propertyId: string,
): Promise<MarketCheck> {
  const row = await findListingForCheck(ctx.db, propertyId);
  if (!row) throw new NotFoundError('Property not found');
  const sales = await loadedSales(ctx.db);
  const rents = await loadedRents(ctx.db);
  const check =
    sales === 'none' && rents === 'none'
      ? null
      : (storedCheck(row.market_reference) ?? (await checkListing(ctx, row, ctx.now())));
  const rent = rents !== 'none' && check?.rent ? { ...check.rent, source: rents } : null;
  if (sales === 'none' || !check) return { comparables: 0, reason: NO_DATA, source: 'dld', rent };
  return { ...check, source: sales, rent } as MarketCheck;
}
