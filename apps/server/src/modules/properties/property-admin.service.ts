import type { AdminProperty } from '@dd/core';
import type { ServiceContext } from '../service-context.ts';
import { toAdminProperty, toProperty } from './properties.mapper.ts';
import { dealHistories } from './same-deal.service.ts';
import { imagesByProperty, listProperties, sourceChannelsByProperty } from './properties.repository.ts';
import { inquiryCountsByListing } from '../inquiries/inquiries.repository.ts';
import { openSuggestions } from './listing-suggestions.service.ts';

/** Every listing with every field, its inquiry counts and open suggestions, in the public order (display_order desc, newest first). */
export async function listAdminProperties(ctx: ServiceContext): Promise<AdminProperty[]> {
  const rows = await listProperties(ctx.db, {});
  const images = await imagesByProperty(
    ctx.db,
    rows.map((row) => row.id),
  );
  const channels = await sourceChannelsByProperty(ctx.db);
  const histories = await dealHistories(
    ctx,
    rows.map((row) => row.id),
  );
  const inquiries = await inquiryCountsByListing(ctx.db);
  const suggestions = await openSuggestions(ctx);
  return rows.map((row) =>
    toAdminProperty(
      row,
      toProperty(row, images.get(row.id), channels.get(row.id), histories.get(row.id)),
      inquiries.get(row.id),
      suggestions.get(row.id),
    ),
  );
}
