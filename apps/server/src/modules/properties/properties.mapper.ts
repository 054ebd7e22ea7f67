import {
  type AdminEditedProperty,
  type AdminProperty,
  discountPercent,
  isListingStatus,
  marketVerdict,
  type Property,
  type PropertySummary,
} from '@dd/core';
import type { PropertyImageRow, PropertyRow } from '../../db/schema.ts';
import type { CardImageRow, SummaryRow } from './properties.repository.ts';
import type { DealHistory } from './same-deal.service.ts';
import { toBool, toIso, toIsoOrNull } from '../../db/values.ts';

/** Database rows → the public card record (SPEC §3 names, booleans and ISO times whatever the engine). */
export function toSummary(row: SummaryRow, images: readonly CardImageRow[] = []): PropertySummary {
  const imageUrls = images.map((image) => image.path);
  const belowMarket = row.below_market_pct === null ? null : Number(row.below_market_pct);
  return {
    id: row.id,
    property_name: row.property_name,
    developer: row.developer,
    location: row.location,
    property_type: row.property_type,
    size_sqft: row.size_sqft,
    handover_date: row.handover_date,
    original_price: row.original_price,
    distress_price: row.distress_price,
    discount_percent: discountPercent(row.original_price, row.distress_price),
    display_order: row.display_order,
    image_urls: imageUrls,
    image_url: imageUrls[0] ?? null,
    images: images.map((image) => ({
      url: image.path,
      card_url: image.card_path,
      width: image.width,
      height: image.height,
    })),
    // Only the status route writes it, with a checked value; anything else reads as available.
    status: isListingStatus(row.status) ? row.status : 'available',
    posted_at: toIso(row.source_posted_at ?? row.created_at),
    created_at: toIso(row.created_at),
    below_market_pct: belowMarket,
    market_verdict: marketVerdict(belowMarket),
    gross_yield_pct: row.gross_yield_pct === null ? null : Number(row.gross_yield_pct),
    // Both or neither: every write sets the two together.
    lat: row.lat === null || row.lng === null ? null : Number(row.lat),
    lng: row.lat === null || row.lng === null ? null : Number(row.lng),
  };
}

/** The followed channel a listing's post is in (telegram_channels), when it came from one. */
export interface SourceChannel {
  title: string;
  username: string | null;
}

/** Database rows → the full record shown to logged-in visitors and admins. */
export function toProperty(
  row: PropertyRow,
  images: PropertyImageRow[] = [],
  channel?: SourceChannel,
  history: DealHistory = { also_posted_in: [], price_history: [] },
): Property {
  return {
    ...toSummary(row, images),
    furnishing: row.furnishing,
    floor_level: row.floor_level,
    view_type: row.view_type,
    has_balcony: toBool(row.has_balcony),
    has_pool: toBool(row.has_pool),
    parking_spaces: row.parking_spaces,
    payment_plan: row.payment_plan,
    brochure_link: row.brochure_link,
    status_changed_at: toIsoOrNull(row.status_changed_at),
    source:
      channel && row.source_message_id
        ? {
            channel: channel.title,
            username: channel.username,
            url: channel.username ? `https://t.me/${channel.username}/${row.source_message_id}` : null,
            posted_at: toIso(row.source_posted_at ?? row.created_at),
          }
        : null,
    ...history,
    updated_at: toIso(row.updated_at),
  };
}

/** The full record with what only admins see: the ad text a listing was made from and its phones. */
export function toAdminProperty(
  row: PropertyRow,
  property: Property,
  inquiries: AdminProperty['inquiries'] = { total: 0, unhandled: 0 },
  suggestions: AdminProperty['suggestions'] = [],
): AdminProperty {
  return {
    ...property,
    ad_text: row.ad_text,
    ad_phones: row.ad_phones ? (JSON.parse(row.ad_phones) as string[]) : [],
    inquiries,
    suggestions,
    pin_moved: toBool(row.pin_moved),
  };
}

/** The full record with whether an admin placed its pin: what the admin form's writes answer. */
export function toAdminEditedProperty(
  row: Pick<PropertyRow, 'pin_moved'>,
  property: Property,
): AdminEditedProperty {
  return { ...property, pin_moved: toBool(row.pin_moved) };
}
