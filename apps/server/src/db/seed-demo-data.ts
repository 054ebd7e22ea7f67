import type { TimeOfDay } from './seed-demo-drawing.ts';
import type { SceneKind } from './seed-demo-scenes.ts';

/** A drawn scene: kind, time of day and seed; the same reference always yields the same picture. */
export type SceneRef = `${SceneKind}/${TimeOfDay}/${number}`;

/** A demo listing as stored, less the ids and timestamps; `age_hours` places created_at in the past. */
export interface DemoListing {
  property_name: string;
  developer: string;
  location: string;
  property_type: string;
  furnishing: string;
  size_sqft: number;
  floor_level: string;
  view_type: string;
  has_balcony: boolean;
  has_pool: boolean;
  parking_spaces: number;
  handover_date: string;
  payment_plan: string;
  original_price: number;
  distress_price: number;
  brochure_link: string | null;
  display_order: number;
  age_hours: number;
  /** Images in display order; the first is the card cover and is never shared with another listing. */
  scenes: SceneRef[];
}

// Secondary pictures shared between listings (one file each in the store); covers are all distinct.
const ROOM_DAY: SceneRef = 'interior/day/1';
const ROOM_SUNSET: SceneRef = 'interior/sunset/2';
const ROOM_DUSK: SceneRef = 'interior/dusk/3';
const ROOM_NIGHT: SceneRef = 'interior/night/4';
const POOL_NIGHT: SceneRef = 'villa/night/5';
const BEACH_DAY: SceneRef = 'beach/day/6';
const MARINA_NIGHT: SceneRef = 'marina/night/7';

type Fields = Omit<
  DemoListing,
  'has_balcony' | 'has_pool' | 'parking_spaces' | 'brochure_link' | 'display_order'
>;
interface Extras {
  balcony?: boolean;
  pool?: boolean;
  parking?: number;
  brochure?: string;
  priority?: number;
}

function listing(fields: Fields, extras: Extras = {}): DemoListing {
  return {
    ...fields,
    has_balcony: extras.balcony ?? true,
    has_pool: extras.pool ?? false,
    parking_spaces: extras.parking ?? 1,
    brochure_link: extras.brochure ?? null,
    display_order: extras.priority ?? 0,
  };
}

/**
 * Plausible Dubai distress deals for demos and local development: real communities and developers,
 * invented offers. Distress prices cover every price filter of SPEC §9, discounts run from 9% to 35%.
 */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  // Under 1M
  listing(
    {
      property_name: 'Binghatti Onyx',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      furnishing: 'Unfurnished',
      size_sqft: 412,
      floor_level: '8th floor',
      view_type: 'Community view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 720_000,
      distress_price: 585_000,
      age_hours: 5,
      scenes: ['skyline/sunset/11', ROOM_DAY],
    },
    { brochure: 'https://www.binghatti.com' },
  ),
  listing(
    {
      property_name: 'Samana Golf Avenue',
      developer: 'Samana',
      location: 'Dubai Studio City',
      property_type: '1BR',
      furnishing: 'Furnished',
      size_sqft: 748,
      floor_level: '2nd floor',
      view_type: 'Golf course view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 1_150_000,
      distress_price: 915_000,
      age_hours: 30,
      scenes: ['skyline/dawn/12', ROOM_SUNSET, POOL_NIGHT],
    },
    { pool: true, brochure: 'https://samanadevelopers.com' },
  ),
  listing({
    property_name: 'Pearl House 3',
    developer: 'Object 1',
    location: 'Jumeirah Village Circle',
    property_type: '1BR',
    furnishing: 'Semi-furnished',
    size_sqft: 689,
    floor_level: 'Ground + 4',
    view_type: 'Garden view',
    handover_date: 'Q3 2027',
    payment_plan: '1% monthly',
    original_price: 1_080_000,
    distress_price: 875_000,
    age_hours: 52,
    scenes: ['skyline/day/13'],
  }),
  listing(
    {
      property_name: 'Azizi Venice 4',
      developer: 'Azizi',
      location: 'Dubai South',
      property_type: 'Studio',
      furnishing: 'Unfurnished',
      size_sqft: 430,
      floor_level: 'Low floor',
      view_type: 'Crystal lagoon view',
      handover_date: '4Q 2027',
      payment_plan: '60/40',
      original_price: 690_000,
      distress_price: 548_000,
      age_hours: 75,
      scenes: ['beach/dawn/14', ROOM_DAY],
    },
    { parking: 0, brochure: 'https://www.azizidevelopments.com' },
  ),
  listing({
    property_name: 'Azizi Riviera 42',
    developer: 'Azizi',
    location: 'Meydan',
    property_type: 'Studio',
    furnishing: 'Furnished',
    size_sqft: 398,
    floor_level: 'Mid floor',
    view_type: 'Canal view',
    handover_date: 'Ready',
    payment_plan: 'Cash',
    original_price: 760_000,
    distress_price: 495_000,
    age_hours: 140,
    scenes: ['marina/dusk/15', ROOM_NIGHT],
  }),
  // 1M - 2M
  listing(
    {
      property_name: 'Upper House',
      developer: 'Ellington',
      location: 'Jumeirah Lake Towers',
      property_type: '1BR',
      furnishing: 'Semi-furnished',
      size_sqft: 870,
      floor_level: 'High floor',
      view_type: 'Lake view',
      handover_date: 'Q4 2026',
      payment_plan: '60/40',
      original_price: 1_780_000,
      distress_price: 1_445_000,
      age_hours: 9,
      scenes: ['marina/night/16', ROOM_DUSK],
    },
    { priority: 1, brochure: 'https://ellingtonproperties.ae' },
  ),
  listing(
    {
      property_name: 'Amazonia Cluster',
      developer: 'Damac',
      location: 'Damac Hills 2',
      property_type: 'Townhouse',
      furnishing: 'Unfurnished',
      size_sqft: 1_620,
      floor_level: 'Ground + 1',
      view_type: 'Park view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 1_650_000,
      distress_price: 1_399_000,
      age_hours: 98,
      scenes: ['townhouse/day/17', ROOM_SUNSET],
    },
    { balcony: false, parking: 2, brochure: 'https://www.damacproperties.com' },
  ),
  listing({
    property_name: 'Creek Rise Tower 1',
    developer: 'Emaar',
    location: 'Dubai Creek Harbour',
    property_type: '1BR',
    furnishing: 'Unfurnished',
    size_sqft: 722,
    floor_level: '22nd floor',
    view_type: 'Creek and skyline view',
    handover_date: 'Ready',
    payment_plan: 'Cash',
    original_price: 1_850_000,
    distress_price: 1_590_000,
    age_hours: 170,
    scenes: ['downtown/dusk/18', ROOM_DAY, MARINA_NIGHT],
  }),
  listing(
    {
      property_name: 'Miraclz Tower',
      developer: 'Danube',
      location: 'Arjan',
      property_type: '2BR',
      furnishing: 'Furnished',
      size_sqft: 1_150,
      floor_level: '18th floor',
      view_type: 'Miracle Garden view',
      handover_date: 'Q2 2027',
      payment_plan: '1% monthly',
      original_price: 1_950_000,
      distress_price: 1_560_000,
      age_hours: 210,
      scenes: ['skyline/dusk/19', ROOM_NIGHT],
    },
    { brochure: 'https://www.danubeproperties.com' },
  ),
  listing(
    {
      property_name: 'Hayat Townhouses',
      developer: 'Nshama',
      location: 'Town Square',
      property_type: 'Townhouse',
      furnishing: 'Unfurnished',
      size_sqft: 1_985,
      floor_level: 'Ground + 2',
      view_type: 'Pool and park view',
      handover_date: 'Q1 2027',
      payment_plan: '50/50',
      original_price: 2_100_000,
      distress_price: 1_820_000,
      age_hours: 260,
      scenes: ['townhouse/sunset/20'],
    },
    { balcony: false, parking: 2 },
  ),
  // 2M - 3M
  listing(
    {
      property_name: 'Marina Gate 2',
      developer: 'Select Group',
      location: 'Dubai Marina',
      property_type: '2BR',
      furnishing: 'Furnished',
      size_sqft: 1_240,
      floor_level: '32nd floor',
      view_type: 'Full marina view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 3_350_000,
      distress_price: 2_745_000,
      age_hours: 20,
      scenes: ['marina/sunset/21', ROOM_NIGHT, MARINA_NIGHT, BEACH_DAY],
    },
    { priority: 2, brochure: 'https://www.select-group.ae' },
  ),
  listing({
    property_name: 'Act One | Act Two',
    developer: 'Emaar',
    location: 'Downtown Dubai',
    property_type: '1BR',
    furnishing: 'Unfurnished',
    size_sqft: 790,
    floor_level: 'High floor',
    view_type: 'Burj Khalifa view',
    handover_date: 'Ready',
    payment_plan: 'Cash',
    original_price: 2_450_000,
    distress_price: 2_095_000,
    age_hours: 44,
    scenes: ['downtown/night/22', ROOM_SUNSET, MARINA_NIGHT],
  }),
  listing(
    {
      property_name: 'Peninsula Four',
      developer: 'Select Group',
      location: 'Business Bay',
      property_type: '2BR',
      furnishing: 'Semi-furnished',
      size_sqft: 1_180,
      floor_level: '19th floor',
      view_type: 'Canal view',
      handover_date: 'Q4 2026',
      payment_plan: '60/40',
      original_price: 2_900_000,
      distress_price: 2_390_000,
      age_hours: 120,
      scenes: ['skyline/night/23', ROOM_DAY],
    },
    { brochure: 'https://www.select-group.ae' },
  ),
  listing(
    {
      property_name: 'Sobha One',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: '2BR',
      furnishing: 'Unfurnished',
      size_sqft: 1_262,
      floor_level: '27th floor',
      view_type: 'Golf course and skyline view',
      handover_date: '4Q 2027',
      payment_plan: '60/40',
      original_price: 2_950_000,
      distress_price: 2_480_000,
      age_hours: 190,
      scenes: ['downtown/sunset/24', ROOM_DUSK, POOL_NIGHT],
    },
    { brochure: 'https://www.sobharealty.com' },
  ),
  listing(
    {
      property_name: 'La Rosa 6',
      developer: 'Dubai Properties',
      location: 'Villanova',
      property_type: '3BR',
      furnishing: 'Unfurnished',
      size_sqft: 2_040,
      floor_level: 'Ground + 1',
      view_type: 'Community view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 2_600_000,
      distress_price: 2_290_000,
      age_hours: 330,
      scenes: ['townhouse/dawn/25', ROOM_SUNSET],
    },
    { parking: 2, brochure: 'https://www.dubaiproperties.ae' },
  ),
  // 3M - 5M
  listing(
    {
      property_name: 'Murooj Al Furjan',
      developer: 'Nakheel',
      location: 'Al Furjan',
      property_type: 'Townhouse',
      furnishing: 'Unfurnished',
      size_sqft: 2_350,
      floor_level: 'Ground + 2',
      view_type: 'Park view',
      handover_date: 'Q3 2027',
      payment_plan: '40/60',
      original_price: 4_100_000,
      distress_price: 3_390_000,
      age_hours: 66,
      scenes: ['townhouse/dusk/26', ROOM_DAY],
    },
    { parking: 2, brochure: 'https://www.nakheel.com' },
  ),
  listing(
    {
      property_name: 'Beach Isle',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '2BR',
      furnishing: 'Unfurnished',
      size_sqft: 1_318,
      floor_level: 'High floor',
      view_type: 'Sea and Palm view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 4_600_000,
      distress_price: 3_850_000,
      age_hours: 150,
      scenes: ['beach/sunset/27', ROOM_NIGHT, MARINA_NIGHT],
    },
    { brochure: 'https://www.emaar.com' },
  ),
  listing({
    property_name: 'Haven by Aldar',
    developer: 'Aldar',
    location: 'Dubailand',
    property_type: '4BR',
    furnishing: 'Unfurnished',
    size_sqft: 2_880,
    floor_level: 'Ground + 1',
    view_type: 'Lagoon view',
    handover_date: 'Q2 2028',
    payment_plan: '60/40',
    original_price: 4_400_000,
    distress_price: 3_990_000,
    age_hours: 400,
    scenes: ['villa/sunset/28'],
  }),
  listing(
    {
      property_name: 'Bluewaters Residences',
      developer: 'Meraas',
      location: 'Bluewaters Island',
      property_type: '2BR',
      furnishing: 'Furnished',
      size_sqft: 1_450,
      floor_level: 'Mid floor',
      view_type: 'Ain Dubai and sea view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 5_400_000,
      distress_price: 4_650_000,
      age_hours: 230,
      scenes: ['marina/day/29', ROOM_DUSK, BEACH_DAY],
    },
    { brochure: 'https://www.meraas.com' },
  ),
  // Above 5M
  listing(
    {
      property_name: 'Garden Homes Frond E',
      developer: 'Nakheel',
      location: 'Palm Jumeirah',
      property_type: 'Villa',
      furnishing: 'Semi-furnished',
      size_sqft: 5_200,
      floor_level: 'Ground + 1',
      view_type: 'Beach and sea view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 28_000_000,
      distress_price: 22_500_000,
      age_hours: 14,
      scenes: ['villa/day/30', BEACH_DAY, POOL_NIGHT, ROOM_DAY],
    },
    { pool: true, parking: 3, priority: 3, brochure: 'https://www.nakheel.com' },
  ),
  listing(
    {
      property_name: 'Orla Infinity',
      developer: 'Omniyat',
      location: 'Palm Jumeirah',
      property_type: 'Penthouse',
      furnishing: 'Furnished',
      size_sqft: 6_800,
      floor_level: 'Top floor',
      view_type: 'Panoramic sea and skyline view',
      handover_date: 'Q4 2028',
      payment_plan: '70/30',
      original_price: 48_000_000,
      distress_price: 39_900_000,
      age_hours: 280,
      scenes: ['beach/dusk/31', ROOM_NIGHT, MARINA_NIGHT],
    },
    { pool: true, parking: 4, brochure: 'https://www.omniyat.com' },
  ),
  listing(
    {
      property_name: 'Golf Place',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: '5BR+',
      furnishing: 'Unfurnished',
      size_sqft: 6_950,
      floor_level: 'Ground + 1',
      view_type: 'Golf course view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 16_500_000,
      distress_price: 13_900_000,
      age_hours: 88,
      scenes: ['villa/dusk/32', ROOM_SUNSET, POOL_NIGHT],
    },
    { pool: true, parking: 3 },
  ),
  listing({
    property_name: 'Cavalli Tower',
    developer: 'Damac',
    location: 'Dubai Marina',
    property_type: 'Duplex',
    furnishing: 'Furnished',
    size_sqft: 3_420,
    floor_level: '61st floor',
    view_type: 'Sea and marina view',
    handover_date: 'Q1 2027',
    payment_plan: '60/40',
    original_price: 11_200_000,
    distress_price: 7_750_000,
    age_hours: 360,
    scenes: ['marina/dawn/33', ROOM_DUSK],
  }),
  listing(
    {
      property_name: 'Hartland Villas',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: 'Villa',
      furnishing: 'Unfurnished',
      size_sqft: 5_800,
      floor_level: 'Ground + 2',
      view_type: 'Forest and lagoon view',
      handover_date: 'Ready',
      payment_plan: 'Cash',
      original_price: 12_800_000,
      distress_price: 10_950_000,
      age_hours: 520,
      scenes: ['villa/dawn/34'],
    },
    { pool: true, parking: 4, brochure: 'https://www.sobharealty.com' },
  ),
];
