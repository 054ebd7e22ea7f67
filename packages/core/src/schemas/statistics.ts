import { z } from 'zod';
import { isStatisticsPeriod, STATISTICS_PERIODS } from '../statistics/statistics-days.ts';

/** Query of GET /api/admin/statistics. */
export const statisticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: `must be one of ${STATISTICS_PERIODS.join(', ')}` })
    .refine(isStatisticsPeriod, `must be one of ${STATISTICS_PERIODS.join(', ')}`)
    .default(30)
    .describe('The period: the last 7, 30 or 90 days (Dubai days, today included)'),
});

export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const day = z.string().describe("A Dubai day, 'YYYY-MM-DD'");
const week = z.string().describe("A week's Monday, 'YYYY-MM-DD'");
const topListing = z.object({
  property_id: z.string(),
  property_name: z.string(),
  count: z.number().int(),
});

/** Everything the Statistics tab draws, for one period. */
export const statisticsSchema = z
  .object({
    days: z.number().int(),
    from: day,
    to: day,
    listings_by_status: z
      .array(
        z.object({ day, available: z.number().int(), reserved: z.number().int(), sold: z.number().int() }),
      )
      .describe('Listings in each status at the end of each day (listings deleted since are not counted)'),
    new_listings: z
      .array(
        z.object({
          day,
          form: z.number().int(),
          quick_add: z.number().int(),
          bulk_add: z.number().int(),
          channel: z.number().int(),
        }),
      )
      .describe('Listings created each day, by how they were made'),
    inquiries: z.array(z.object({ week, count: z.number().int() })).describe('Inquiries per week'),
    visitors: z
      .array(z.object({ week, registered: z.number().int(), verified: z.number().int() }))
      .describe('Visitor accounts registered, and e-mails verified, per week'),
    top_viewed: z.array(topListing).describe('The 10 listings with most detail views in the period'),
    top_inquired: z.array(topListing).describe('The 10 listings with most inquiries in the period'),
  })
  .meta({ id: 'Statistics' });

export type Statistics = z.infer<typeof statisticsSchema>;
export type TopListing = z.infer<typeof topListing>;
