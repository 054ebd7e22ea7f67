import { z } from 'zod';

import { HANDOVER_FILTERS, MAX_MIN_YIELD } from '../domain/filters.ts';
import { LISTING_SORTS, type ListingSort } from '../domain/listing-sort.ts';
import { LISTING_STATUSES } from '../domain/listing-status.ts';
import { parseMapBox } from '../domain/map-box.ts';
import { MARKET_VERDICTS } from '../market/market-verdict.ts';

/**
 * What a bad `bbox` is told (the API prefixes the parameter's name). Here, not beside parseMapBox: the
 * home page reads boxes too, and this text is the API's alone.
 */
const MAP_BOX_MESSAGE =
  'must be west,south,east,north: four numbers in degrees, west < east and south < north, ' +
  'longitudes within -180..180 and latitudes within -90..90 (e.g. 55.13,25.06,55.16,25.10)';

export const listingStatusSchema = z
  .enum(LISTING_STATUSES, { error: 'must be available, reserved or sold' })
  .meta({
    id: 'ListingStatus',
    description: 'available, reserved or sold (shown as a ribbon unless available)',
  });

export const propertyImageSchema = z
  .object({
    url: z.string().describe('Full-size WebP, path relative to the backend host'),
    card_url: z.string().describe('Card-size WebP (longest side at most 640 px)'),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'PropertyImage' });

const summaryShape = {
  id: z.string(),
  property_name: z.string(),
  developer: z.string(),
  location: z.string(),
  property_type: z.string(),
  size_sqft: z.number().int(),
  handover_date: z.string(),
  original_price: z.number().int().describe('AED'),
  distress_price: z.number().int().describe('AED'),
  discount_percent: z.number().int().describe('round((original - distress) / original * 100)'),
  display_order: z.number().int().describe('Above 0 shows as priority'),
  image_urls: z.array(z.string()).describe('Paths relative to the backend host, in display order'),
  image_url: z.string().nullable().describe('First of image_urls, or null'),
  images: z.array(propertyImageSchema),
  status: listingStatusSchema,
  posted_at: z
    .string()
    .describe("When the deal was posted: its Telegram post's time, else when it was listed"),
  created_at: z.string(),
  below_market_pct: z
    .number()
    .nullable()
    .describe(
      'How far below the market the listing is, % (negative: above it): its price per sq ft against the ' +
        "median of DLD's registered sales of comparable homes (GET /api/properties/{id}/market); null " +
        'without enough sales to compare',
    ),
  market_verdict: z
    .enum(MARKET_VERDICTS)
    .describe(
      'Our verdict on the price from below_market_pct: below (5 % or more under the median), at (within ' +
        '5 % of it), above (5 % or more over it), unknown (not enough sales to compare). discount_percent ' +
        "is the seller's claim against the developer's price",
    ),
  gross_yield_pct: z
    .number()
    .nullable()
    .describe(
      'The gross rent yield at the asking price, %: the median annual rent of comparable homes in ' +
        "registered Ejari contracts over the distress price (GET /api/properties/{id}/market's `rent`); " +
        'null without enough contracts',
    ),
  lat: z
    .number()
    .nullable()
    .describe(
      "The listing's point on the map, latitude in WGS84 degrees: its project's, else its community's " +
        "(the gazetteer's), unless an admin placed the pin; null when neither is known",
    ),
  lng: z.number().nullable().describe('Longitude of the same point, WGS84 degrees; null with lat'),
};

/** What the public list shows on a card (SPEC §2 Home). The full record needs a login. */
export const propertySummarySchema = z.object(summaryShape).meta({ id: 'PropertySummary' });

export const propertySchema = z
  .object({
    ...summaryShape,
    furnishing: z.string(),
    floor_level: z.string(),
    view_type: z.string(),
    has_balcony: z.boolean(),
    has_pool: z.boolean().describe('Private pool'),
    parking_spaces: z.number().int(),
    payment_plan: z.string(),
    brochure_link: z.string().nullable(),
    status_changed_at: z.string().nullable().describe('When the status last changed; null if never'),
    source: z
      .object({
        channel: z.string().describe("The channel's title"),
        username: z.string().nullable().describe('@username of a public channel, without the @'),
        url: z.string().nullable().describe('https://t.me/<username>/<message_id> for a public channel'),
        posted_at: z.string(),
      })
      .nullable()
      .describe('The Telegram post the listing was made from, when it came from a followed channel'),
    also_posted_in: z
      .array(
        z.object({
          channel: z.string().nullable().describe("The channel's title, when the bot follows it"),
          username: z.string().nullable(),
          url: z.string().nullable().describe('https://t.me/<username>/<message_id> for a public channel'),
          posted_at: z.string(),
        }),
      )
      .describe('Other posts of the same deal (reposts, other agents), newest first'),
    price_history: z
      .array(z.object({ old_price: z.number().int(), new_price: z.number().int(), changed_at: z.string() }))
      .describe('Changes of the distress price, newest first'),
    updated_at: z.string(),
  })
  .meta({ id: 'Property' });

/**
 * What a Telegram post said of a listing that it may not change by itself (another channel's post of
 * the deal, a SOLD reply there, a price in the listing's own channel outside publish mode), waiting
 * for an admin to accept or ignore it.
 */
export const listingSuggestionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['price', 'status']),
    price: z.number().int().nullable().describe("The post's distress price (kind 'price')"),
    status: listingStatusSchema.nullable().describe("The status the post gives (kind 'status')"),
    channel: z.string().nullable().describe("The channel's title, when the bot follows it"),
    username: z.string().nullable(),
    url: z.string().nullable().describe('https://t.me/<username>/<message_id> for a public channel'),
    created_at: z.string(),
  })
  .meta({ id: 'ListingSuggestion' });

export type ListingSuggestion = z.infer<typeof listingSuggestionSchema>;

const pinMovedSchema = z
  .boolean()
  .describe(
    'Admins only: an admin placed the pin (lat, lng); edits of the name or location and the ' +
      'gazetteer then leave it where it is, until the form gives it back (lat and lng null)',
  );

/**
 * What the admin form's writes (POST and PUT /api/admin/properties) answer: the full record and
 * whether an admin placed its pin.
 */
export const adminEditedPropertySchema = propertySchema
  .extend({ pin_moved: pinMovedSchema })
  .meta({ id: 'AdminEditedProperty' });

export type AdminEditedProperty = z.infer<typeof adminEditedPropertySchema>;

/** What GET /api/admin/properties answers: the full record and what is kept for admins only. */
export const adminPropertySchema = propertySchema
  .extend({
    ad_text: z
      .string()
      .nullable()
      .describe('Admins only: the ad text a Quick Add listing was made from, as pasted'),
    ad_phones: z.array(z.string()).describe('Admins only: the phone numbers found in that text'),
    inquiries: z
      .object({
        total: z.number().int().describe('Inquiries about the listing'),
        unhandled: z.number().int().describe('Of them, those no admin has marked handled yet'),
      })
      .describe('Admins only: its inquiries'),
    suggestions: z
      .array(listingSuggestionSchema)
      .describe("Admins only: what channels' posts said of it, waiting for an admin (newest first)"),
    pin_moved: pinMovedSchema,
  })
  .meta({ id: 'AdminProperty' });

export type AdminProperty = z.infer<typeof adminPropertySchema>;

export type PropertyImage = z.infer<typeof propertyImageSchema>;
export type PropertySummary = z.infer<typeof propertySummarySchema>;
export type Property = z.infer<typeof propertySchema>;

const optionalText = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const optionalPrice = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number of AED')
  .min(0, 'must not be negative')
  .max(2_000_000_000, 'is too large')
  .optional();

const LISTING_SORT_IDS = LISTING_SORTS.map((sort) => sort.id) as [ListingSort, ...ListingSort[]];

const soldQuery = z
  .enum(['include'], { error: 'must be include' })
  .optional()
  .describe('Without it, sold listings are left out; `sold=include` lists them too');

/** Query of GET /api/properties (SPEC §9 matching); every parameter optional. */
export const propertyListQuerySchema = z.object({
  q: optionalText.describe(
    'Matches property name, developer or location (case-insensitive), knowing Dubai: community ' +
      'names in their other spellings (JVC, Marina, Дубай Марина, دبي مارينا) match the community, ' +
      'and type words (2br, 2 bed, studio, villa, townhouse, penthouse) match the property type ' +
      'as the ad parser reads it. Several parts must all match (`marina 2br`); other words match by ' +
      'containment, as typed',
  ),
  location: optionalText.describe('Case-insensitive containment'),
  type: optionalText.describe('Case-insensitive containment on property_type'),
  handover: z
    .enum(HANDOVER_FILTERS, { error: 'must be ready or off-plan' })
    .optional()
    .describe(
      'ready: handover "Ready" (or a spelling of it) or a date already past; off-plan: a handover ' +
        'date this month or later ("Q4 2027", "Dec 2026", "2028"). Listings whose handover says ' +
        'neither are left out by either',
    ),
  min_below_market: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of percent')
    .min(0, 'must not be negative')
    .max(99, 'must be at most 99')
    .optional()
    .describe(
      'At least this many percent below the market: the median price per sq ft of comparable DLD ' +
        'sales (below_market_pct). Listings without enough sales to compare with are left out',
    ),
  min_yield: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of percent')
    .min(0, 'must not be negative')
    .max(MAX_MIN_YIELD, `must be at most ${MAX_MIN_YIELD}`)
    .optional()
    .describe(
      'A gross rent yield of at least this many percent: the median annual rent of comparable Ejari ' +
        'contracts over the distress price (gross_yield_pct). Listings without enough contracts are left out',
    ),
  min_discount: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of percent')
    .min(0, 'must not be negative')
    .max(99, 'must be at most 99')
    .optional()
    .describe(
      'At least this many percent off the original price, the discount rounded as the cards show it ' +
        '(round((original_price - distress_price) / original_price * 100))',
    ),
  min_price: optionalPrice.describe('Inclusive lower bound on the distress price'),
  max_price: optionalPrice.describe('Inclusive upper bound on the distress price'),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional()
    .describe('Page size; without it every matching listing is returned'),
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe('Opaque cursor from the X-Next-Cursor header of the previous page'),
  sort: z
    .enum(LISTING_SORT_IDS, { error: `must be one of ${LISTING_SORT_IDS.join(', ')}` })
    .optional()
    .describe(
      'featured (default): display_order descending, then newest first; discount: biggest saving ' +
        '(as a fraction of the original price) first; market: furthest below the market first ' +
        '(below_market_pct), listings without a figure last; yield: highest gross rent yield first ' +
        '(gross_yield_pct), listings without a figure last; price: lowest distress price first; ' +
        'price_sqft: lowest distress price per sq ft first, listings without a size last; newest: ' +
        'latest created first. Ties follow the featured order, then the id',
    ),
  sold: soldQuery,
  bbox: z
    .string()
    .max(200, MAP_BOX_MESSAGE)
    .transform((value, ctx) => {
      const box = parseMapBox(value);
      if (box) return box;
      ctx.addIssue({ code: 'custom', message: MAP_BOX_MESSAGE });
      return z.NEVER;
    })
    .optional()
    .describe(
      'west,south,east,north in WGS84 degrees (what a map view shows, e.g. 55.13,25.06,55.16,25.10): ' +
        'only listings whose point (lat, lng) is inside the box, edges included; listings without a ' +
        'point never are. Combines with every other filter, each sort and the cursor, and counts in ' +
        'X-Total-Count. A filter of the list only: saved searches and their alerts do not keep it',
    ),
});

export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

/** Query of GET /api/properties/facets: the options are those of the whole list, as the page shows them. */
export const propertyFacetsQuerySchema = z.object({ sold: soldQuery });

/** What the home page's filter bar offers, counted by the database. */
export const propertyFacetsSchema = z
  .object({
    total: z.number().int().describe('Listings in the view (sold ones as `sold` says), before any filter'),
    locations: z
      .array(z.string())
      .describe(
        'Location options: trimmed, unique ignoring case (first spelling in the featured order), alphabetical',
      ),
    types: z
      .array(z.string())
      .describe(
        'Property type options: trimmed, unique ignoring case, Studio first, then by bedrooms, others last',
      ),
    market_source: z
      .enum(['dld', 'demo', 'none'])
      .describe(
        "The sales listings are compared with (below_market_pct): DLD's open data, the demo seed's " +
          'generated sample (until a real import replaces it), or none loaded',
      ),
    rent_source: z
      .enum(['ejari', 'demo', 'none'])
      .describe(
        "The rent contracts the yields are from (gross_yield_pct): Ejari's open data, the demo seed's " +
          'generated sample (until a real import replaces it), or none loaded',
      ),
  })
  .meta({ id: 'PropertyFacets' });

export type PropertyFacets = z.infer<typeof propertyFacetsSchema>;

/** Body of PATCH /api/admin/properties/{id}/status. */
export const propertyStatusBodySchema = z.object({ status: listingStatusSchema });

export type PropertyStatusBody = z.infer<typeof propertyStatusBodySchema>;

/** Body of POST /api/admin/properties/:id/suggestions/:suggestionId. */
export const suggestionDecisionSchema = z.object({
  decision: z.enum(['accept', 'ignore'], { error: 'decision must be "accept" or "ignore"' }),
});
