import { type AdFields, type ParsedAd, priceDoubts } from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { salesCheckOf } from './market-check.ts';

/**
 * What comparable homes sell for per sq ft, by DLD's sales, at the narrowest level there are enough of
 * them (the project, the master project, the area): as the Market check of a listing with these fields
 * would find it. Null when the fields or the sales are not enough to say.
 */
async function marketMedianFor(
  ctx: Pick<ServiceContext, 'db'>,
  fields: AdFields,
  today: Date,
): Promise<number | null> {
  const { location, property_type, size_sqft, handover_date, distress_price } = fields;
  if (!location || !property_type || !size_sqft || !handover_date || !distress_price) return null;
  const check = await salesCheckOf(
    ctx.db,
    {
      property_name: fields.property_name ?? '',
      location,
      property_type,
      handover_date,
      size_sqft,
      distress_price,
    },
    today,
  );
  return 'reason' in check ? null : check.median_price_per_sqft;
}

/**
 * Why the ad's price is implausible (see priceDoubts in @dd/core), with the market's median it was
 * checked against.
 */
export async function adPriceDoubts(
  ctx: Pick<ServiceContext, 'db'>,
  ad: Pick<ParsedAd, 'fields' | 'price_notes'>,
  today: Date,
): Promise<{ doubts: string[]; median: number | null }> {
  const median = await marketMedianFor(ctx, ad.fields, today);
  const doubts = priceDoubts({ ...ad.fields, market_median_per_sqft: median, price_notes: ad.price_notes });
  return { doubts, median };
}
