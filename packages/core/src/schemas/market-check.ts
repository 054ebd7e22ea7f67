import { z } from 'zod';

import { MAX_CHART_SALES, MIN_COMPARABLES } from '../market/market-reference.ts';

/** One comparable sale as the listing page's chart draws it. */
export const comparableSaleSchema = z
  .object({
    date: z.string().describe("The sale's registration date, YYYY-MM-DD"),
    price_per_sqft: z.number().describe('AED per sq ft, rounded'),
  })
  .meta({ id: 'ComparableSale' });

/** Where the sales come from: DLD's data, or the generated demo sample until a real import replaces it. */
const marketSourceSchema = z
  .enum(['dld', 'demo'])
  .describe("'demo' while the sales are the generated demo sample (not real DLD data), else 'dld'");

/** Where the rents come from: Ejari's open data, or the generated demo sample until a real import replaces it. */
const rentSourceSchema = z
  .enum(['ejari', 'demo'])
  .describe("'demo' while the rents are the generated demo sample (not real Ejari data), else 'ejari'");

/**
 * What comparable homes rent for (ADR 0058): the median annual rent of registered Ejari contracts of the
 * same kind and rooms, in the narrowest place with enough of them, and the gross yield at the listing's
 * price. Null when there is none.
 */
export const rentCheckSchema = z
  .object({
    median_annual: z.number().describe('Median annual rent of one comparable home, AED, rounded'),
    contracts: z
      .number()
      .int()
      .describe(`How many contracts the median is taken over (at least ${MIN_COMPARABLES})`),
    level: z.enum(['project', 'master_project', 'area']).describe('Where the contracts were found'),
    place: z.string().describe("The project's, master project's or area's name, as DLD writes it"),
    window_months: z.union([z.literal(12), z.literal(24)]),
    newest: z.string().describe("The newest contract's start date, YYYY-MM-DD"),
    gross_yield_pct: z
      .number()
      .describe('The median annual rent divided by the asking price, %, to one decimal'),
    kind: z.string().describe("DLD's kind of home the rents are of"),
    rooms: z.string().nullable().describe("Rooms: 'Studio', '1 B/R' …; null: any"),
    source: rentSourceSchema,
  })
  .meta({ id: 'RentCheck' });

export type RentCheck = z.infer<typeof rentCheckSchema>;

const rentField = rentCheckSchema
  .nullable()
  .describe(
    'What comparable homes rent for and the gross yield at this price; null without enough contracts',
  );

/**
 * What a listing's page says of the market (GET /api/properties/{id}/market, ADR 0029): the median of
 * comparable DLD sales and the listing against it, or why there is none.
 */
export const marketCheckSchema = z
  .union([
    z.object({
      median_price_per_sqft: z.number().describe('Median AED per sq ft of the comparable sales'),
      listing_price_per_sqft: z.number().describe("The listing's distress price per sq ft"),
      below_market_pct: z.number().describe('How far below the median, %; negative when above it'),
      comparables: z
        .number()
        .int()
        .describe(`How many sales the median is taken over (at least ${MIN_COMPARABLES})`),
      level: z.enum(['project', 'master_project', 'area']).describe('Where the comparables were found'),
      place: z.string().describe("The project's, master project's or area's name, as DLD writes it"),
      window_months: z.union([z.literal(12), z.literal(24)]),
      newest_sale: z.string().describe("The newest comparable sale's date, YYYY-MM-DD"),
      kind: z
        .string()
        .describe("DLD's kind of home: apartment, villa, townhouse, hotel apartment, penthouse"),
      rooms: z.string().nullable().describe("DLD's rooms: 'Studio', '1 B/R' …; null: any"),
      offplan: z.boolean().describe('Compared with off-plan sales (the handover is ahead), else ready ones'),
      source: marketSourceSchema,
      rent: rentField,
      sales: z
        .array(comparableSaleSchema)
        .describe(
          `The comparable sales, newest first, for a chart: ${MAX_CHART_SALES} of them spread evenly over ` +
            'the window when there are more (the newest and the oldest among them; `comparables` still ' +
            'counts them all)',
        ),
    }),
    z.object({
      comparables: z.literal(0),
      reason: z.string().describe('Why there is no reference, in words a visitor can read'),
      source: marketSourceSchema,
      rent: rentField,
    }),
  ])
  .meta({ id: 'MarketCheck' });

export type MarketCheck = z.infer<typeof marketCheckSchema>;
/** A rent reference as computed and stored, before the answer names where its rents come from. */
export type ComputedRentCheck = Omit<RentCheck, 'source'>;
/**
 * A check as computed and stored, before the answer names where its sales and rents come from. `rent`
 * is absent from checks stored before rents were compared (ADR 0058).
 */
export type ComputedMarketCheck = MarketCheck extends infer C
  ? C extends unknown
    ? Omit<C, 'source' | 'rent'> & { rent?: ComputedRentCheck | null }
    : never
  : never;
/** A market check with a reference (not the reason there is none). */
export type MarketReferenceCheck = Exclude<MarketCheck, { reason: string }>;
