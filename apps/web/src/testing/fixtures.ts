import type { Contacts, Property, PropertyImage, PropertySummary } from '@dd/core';
import { discountPercent, marketVerdict } from '@dd/core';

const image = (name: string, width = 1600, height = 1200): PropertyImage => ({
  url: `/uploads/${name}.webp`,
  card_url: `/uploads/${name}-card.webp`,
  width,
  height,
});

type Base = Omit<
  PropertySummary,
  | 'discount_percent'
  | 'image_urls'
  | 'image_url'
  | 'created_at'
  | 'posted_at'
  | 'status'
  | 'below_market_pct'
  | 'market_verdict'
  | 'gross_yield_pct'
  | 'lat'
  | 'lng'
> & {
  below_market_pct?: number | null;
  gross_yield_pct?: number | null;
  lat?: number | null;
  lng?: number | null;
};

function summary(base: Base): PropertySummary {
  const image_urls = base.images.map((i) => i.url);
  return {
    status: 'available',
    ...base,
    discount_percent: discountPercent(base.original_price, base.distress_price),
    image_urls,
    image_url: image_urls[0] ?? null,
    posted_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    below_market_pct: base.below_market_pct ?? null,
    market_verdict: marketVerdict(base.below_market_pct ?? null),
    gross_yield_pct: base.gross_yield_pct ?? null,
    lat: base.lat ?? null,
    lng: base.lng ?? null,
  };
}

/** Realistic Dubai listings, in display order. */
export const properties: PropertySummary[] = [
  summary({
    id: 'p-marina-vista',
    property_name: 'Marina Vista Tower B',
    developer: 'Emaar',
    location: 'Dubai Marina',
    property_type: '2BR',
    size_sqft: 1250,
    handover_date: '2Q 2026',
    original_price: 2_500_000,
    distress_price: 2_050_000,
    display_order: 2,
    images: [image('marina-1'), image('marina-2'), image('marina-3')],
  }),
  summary({
    id: 'p-creek-studio',
    property_name: 'Creek Rise Studio',
    developer: 'Emaar',
    location: 'Dubai Creek Harbour',
    property_type: 'Studio',
    size_sqft: 460,
    handover_date: 'Ready',
    original_price: 950_000,
    distress_price: 780_000,
    display_order: 0,
    images: [image('creek-1', 1200, 800)],
  }),
  summary({
    id: 'p-jvc-1br',
    property_name: 'Binghatti Onyx',
    developer: 'Binghatti',
    location: 'Jumeirah Village Circle',
    property_type: '1BR',
    size_sqft: 780,
    handover_date: '4Q 2025',
    original_price: 1_150_000,
    distress_price: 920_000,
    display_order: 0,
    images: [],
  }),
  summary({
    id: 'p-palm-villa',
    property_name: 'Palm Jumeirah Signature Villa',
    developer: 'Nakheel',
    location: 'Palm Jumeirah',
    property_type: '5BR',
    size_sqft: 7400,
    handover_date: '1Q 2027',
    original_price: 32_000_000,
    distress_price: 26_500_000,
    display_order: 0,
    images: [image('palm-1'), image('palm-2')],
  }),
  summary({
    id: 'p-downtown-3br',
    property_name: 'Downtown Views II',
    developer: 'Emaar',
    location: 'Downtown Dubai',
    property_type: '3BR',
    size_sqft: 1820,
    handover_date: '3Q 2026',
    original_price: 4_600_000,
    distress_price: 3_900_000,
    display_order: 0,
    images: [image('downtown-1')],
  }),
];

export const marinaVista = properties[0] as PropertySummary;

/** The full record of the first listing, as GET /api/properties/{id} returns it. */
export const marinaVistaDetail: Property = {
  ...marinaVista,
  furnishing: 'Furnished',
  floor_level: 'High Floor',
  view_type: 'Full Marina View',
  has_balcony: true,
  has_pool: true,
  parking_spaces: 2,
  payment_plan: '60/40',
  brochure_link: 'https://example.com/brochures/marina-vista.pdf',
  status_changed_at: null,
  source: null,
  also_posted_in: [],
  price_history: [],
  updated_at: '2026-11-21T08:30:00.000Z',
};

export const contacts: Contacts = {
  phone: '+971 50 123 4567',
  email: 'deals@dubaidistressdeals.ae',
  whatsapp: '+971 55 987 6543',
  address: 'Business Bay, Dubai',
};
