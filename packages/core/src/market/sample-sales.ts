/**
 * Made-up DLD transactions rows, in either layout, for the import benchmark (millions of rows) and
 * the demo data: deterministic for a seed, streamed (a generator; nothing is kept between rows). A
 * seed gives the same sales in either layout; only the columns and the date form differ.
 *
 * What they hold: apartments (studio to 5 B/R) and villas (3 to 5 B/R) sold at 8,000–40,000 AED/m²
 * (each place has its own level, each sale ±25 % around it), ready resales and off-plan sales; and,
 * for the cleaning to have work, about 8 % mortgages (the loan as the value), 2 % gifts (grants) and
 * 1 % outliers (a price per m² out of range, a tiny area or a tiny value). So about 89 % of the rows
 * are kept by readDldRow. Dates are ISO in the bulk file and day-first in the export.
 */

import { readDldDate, type DldLayout } from './dld-rows.ts';

/** Where the sales are: DLD's area, the master project and its projects (may be empty). */
export interface SamplePlace {
  area: string;
  masterProject: string;
  projects: readonly string[];
  /** The place's price level, AED per m² (each sale ±25 % around it); drawn at random when not given. */
  aedPerSqm?: number;
  /**
   * The place's rent level for the rents sample (sample-rents.ts): a 1-bed flat's year, AED; worked out
   * from aedPerSqm when not given.
   */
  aedPerYear?: number;
}

export interface SampleDldOptions {
  /** How many data rows. */
  rows: number;
  /** Same seed, same rows (default 1). */
  seed?: number;
  layout: DldLayout;
  /** First and last registration dates, 'YYYY-MM-DD' (inclusive). */
  from: string;
  to: string;
  places: readonly SamplePlace[];
}

/** The bulk file's 46 columns, as DLD publishes them. */
const BULK_HEADER = [
  'transaction_id',
  'procedure_id',
  'trans_group_id',
  'trans_group_ar',
  'trans_group_en',
  'procedure_name_ar',
  'procedure_name_en',
  'instance_date',
  'property_type_id',
  'property_type_ar',
  'property_type_en',
  'property_sub_type_id',
  'property_sub_type_ar',
  'property_sub_type_en',
  'property_usage_ar',
  'property_usage_en',
  'reg_type_id',
  'reg_type_ar',
  'reg_type_en',
  'area_id',
  'area_name_ar',
  'area_name_en',
  'building_name_ar',
  'building_name_en',
  'project_number',
  'project_name_ar',
  'project_name_en',
  'master_project_en',
  'master_project_ar',
  'nearest_landmark_ar',
  'nearest_landmark_en',
  'nearest_metro_ar',
  'nearest_metro_en',
  'nearest_mall_ar',
  'nearest_mall_en',
  'rooms_ar',
  'rooms_en',
  'has_parking',
  'procedure_area',
  'actual_worth',
  'meter_sale_price',
  'rent_value',
  'meter_rent_price',
  'no_of_parties_role_1',
  'no_of_parties_role_2',
  'no_of_parties_role_3',
] as const;

/** The open-data page export's 22 columns. */
const EXPORT_HEADER = [
  'TRANSACTION_NUMBER',
  'INSTANCE_DATE',
  'GROUP_EN',
  'PROCEDURE_EN',
  'IS_OFFPLAN_EN',
  'IS_FREE_HOLD_EN',
  'USAGE_EN',
  'AREA_EN',
  'PROP_TYPE_EN',
  'PROP_SB_TYPE_EN',
  'TRANS_VALUE',
  'PROCEDURE_AREA',
  'ACTUAL_AREA',
  'ROOMS_EN',
  'PARKING',
  'NEAREST_METRO_EN',
  'NEAREST_MALL_EN',
  'NEAREST_LANDMARK_EN',
  'TOTAL_BUYER',
  'TOTAL_SELLER',
  'MASTER_PROJECT_EN',
  'PROJECT_EN',
] as const;

/** Column positions by name. */
const positions = <Name extends string>(names: readonly Name[]): Record<Name, number> =>
  Object.fromEntries(names.map((name, i) => [name, i])) as Record<Name, number>;
const B = positions(BULK_HEADER);
const E = positions(EXPORT_HEADER);

/** The header row of a sample file in this layout. */
export function sampleDldHeader(layout: DldLayout): string[] {
  return [...(layout === 'bulk' ? BULK_HEADER : EXPORT_HEADER)];
}

/** A small, fast seeded PRNG (mulberry32): numbers in [0, 1). The rent sample draws with it too. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MORTGAGE_SHARE = 0.08;
const GIFT_SHARE = 0.02;
const OUTLIER_SHARE = 0.01;
const VILLA_SHARE = 0.22;
const OFFPLAN_SHARE = 0.3;
const MIN_PER_SQM = 8_000;
const MAX_PER_SQM = 40_000;

/** Bedrooms with their share (cumulative) and floor areas in m², per kind. */
const APARTMENT_ROOMS = [
  { rooms: 'Studio', upTo: 0.15, sqm: [30, 45] },
  { rooms: '1 B/R', upTo: 0.5, sqm: [60, 90] },
  { rooms: '2 B/R', upTo: 0.78, sqm: [95, 140] },
  { rooms: '3 B/R', upTo: 0.93, sqm: [140, 200] },
  { rooms: '4 B/R', upTo: 0.98, sqm: [200, 300] },
  { rooms: '5 B/R', upTo: 1, sqm: [280, 400] },
] as const;
const VILLA_ROOMS = [
  { rooms: '3 B/R', upTo: 0.35, sqm: [180, 280] },
  { rooms: '4 B/R', upTo: 0.75, sqm: [250, 400] },
  { rooms: '5 B/R', upTo: 1, sqm: [350, 600] },
] as const;

/** DLD's words per kind of row, with illustrative Arabic and ids for the bulk file. */
const SALES = { en: 'Sales', ar: 'مبايعات', id: '1' };
const MORTGAGES = { en: 'Mortgages', ar: 'رهون', id: '2' };
const GIFTS = { en: 'Gifts', ar: 'هبات', id: '3' };
const SELL = { en: 'Sell', ar: 'بيع', id: '11' };
const PRE_REGISTRATION = { en: 'Sell - Pre registration', ar: 'بيع - تسجيل مبدئي', id: '102' };
const DELAYED_SELL = { en: 'Delayed Sell', ar: 'بيع آجل', id: '103' };
const MORTGAGE = { en: 'Mortgage Registration', ar: 'تسجيل رهن', id: '31' };
const GRANT = { en: 'Grant', ar: 'منحة', id: '41' };

const round2 = (n: number): number => Math.round(n * 100) / 100;
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Every day from `from` to `to` in both forms. */
function daysBetween(from: string, to: string): { iso: string[]; dayFirst: string[] } {
  const start = readDldDate(from);
  const end = readDldDate(to);
  if (start === null || end === null || start > end)
    throw new Error(`sampleDldRows: need from ≤ to as 'YYYY-MM-DD', got ${from} and ${to}`);
  const iso: string[] = [];
  const dayFirst: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    const d = new Date(t);
    const [y, m, day] = [d.getUTCFullYear(), pad2(d.getUTCMonth() + 1), pad2(d.getUTCDate())];
    iso.push(`${y}-${m}-${day}`);
    dayFirst.push(`${day}-${m}-${y}`);
  }
  return { iso, dayFirst };
}

/**
 * `rows` data rows of a made-up DLD file in `layout` (its header: {@link sampleDldHeader}), each a
 * fresh array. Deterministic for (seed, layout, from, to, places); transaction ids are unique for a
 * seed. Throws on no places, a bad row count or bad dates.
 */
export function* sampleDldRows(options: SampleDldOptions): Generator<string[]> {
  const { rows, layout, places } = options;
  if (!Number.isInteger(rows) || rows < 0)
    throw new Error(`sampleDldRows: rows must be a count, got ${rows}`);
  if (places.length === 0) throw new Error('sampleDldRows: need at least one place');
  const seed = (options.seed ?? 1) >>> 0;
  const days = daysBetween(options.from, options.to);
  const dates = layout === 'bulk' ? days.iso : days.dayFirst;
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  // Each place's price level (AED/m²), from a stream of its own so it does not shift the rows'.
  const levels = mulberry32(seed ^ 0x9e3779b9);
  const placeLevels = places.map((place) => {
    const drawn = 11_000 + levels() * 18_000;
    return place.aedPerSqm ?? drawn;
  });

  const bulk = layout === 'bulk';
  const template = bulk ? BULK_HEADER.map(() => '') : EXPORT_HEADER.map(() => '');
  if (bulk) {
    template[B.property_usage_en] = 'Residential';
    template[B.has_parking] = '1';
    template[B.no_of_parties_role_1] = '1';
    template[B.no_of_parties_role_2] = '1';
    template[B.no_of_parties_role_3] = '0';
  } else {
    template[E.IS_FREE_HOLD_EN] = 'Free Hold';
    template[E.USAGE_EN] = 'Residential';
    template[E.PARKING] = '1';
    template[E.TOTAL_BUYER] = '1';
    template[E.TOTAL_SELLER] = '1';
  }

  for (let i = 0; i < rows; i += 1) {
    const draw = random();
    const group = draw < MORTGAGE_SHARE ? MORTGAGES : draw < MORTGAGE_SHARE + GIFT_SHARE ? GIFTS : SALES;
    const outlier = group === SALES && draw >= 1 - OUTLIER_SHARE;
    const placeAt = Math.floor(random() * places.length);
    const place = places[placeAt]!;
    const project = place.projects.length > 0 ? pick(place.projects) : '';
    const villa = random() < VILLA_SHARE;
    const offplan = random() < OFFPLAN_SHARE;

    const roomDraw = random();
    const sizes = villa ? VILLA_ROOMS : APARTMENT_ROOMS;
    const size = sizes.find((entry) => roomDraw < entry.upTo) ?? sizes[sizes.length - 1]!;
    let sqm = round2(size.sqm[0] + random() * (size.sqm[1] - size.sqm[0]));
    const level = placeLevels[placeAt]! * (villa ? 0.85 : 1) * (0.75 + random() * 0.5);
    const perSqm = Math.min(MAX_PER_SQM, Math.max(MIN_PER_SQM, level));
    let value = Math.round((sqm * perSqm) / 1000) * 1000;

    if (group === MORTGAGES) value = Math.round(value * (0.5 + random() * 0.3));
    else if (outlier) {
      const kind = random();
      if (kind < 0.4)
        value = Math.round(sqm * (200 + random() * 700)); // under 1,000 AED/m²
      else if (kind < 0.6)
        value = Math.round(sqm * (260_000 + random() * 140_000)); // over 250,000 AED/m²
      else if (kind < 0.8)
        sqm = round2(1 + random() * 8); // a parking space or a typo
      else value = 10_000 + Math.round(random() * 89_000); // under AED 100,000
    }

    let procedure = SELL;
    if (group === MORTGAGES) procedure = MORTGAGE;
    else if (group === GIFTS) procedure = GRANT;
    else if (offplan) procedure = random() < 0.9 ? PRE_REGISTRATION : DELAYED_SELL;
    const date = dates[Math.floor(random() * dates.length)]!;
    // Drawn in both layouts (only the bulk file names buildings), so that a seed gives the same sales in either.
    const tower = 1 + Math.floor(random() * 3);
    const year = bulk ? date.slice(0, 4) : date.slice(6, 10);
    const row = template.slice();
    const sqmText = String(sqm);
    const valueText = String(value);
    if (bulk) {
      row[B.transaction_id] = `${procedure.id}-${group.id}-${year}-${seed}-${i + 1}`;
      row[B.procedure_id] = procedure.id;
      row[B.trans_group_id] = group.id;
      row[B.trans_group_ar] = group.ar;
      row[B.trans_group_en] = group.en;
      row[B.procedure_name_ar] = procedure.ar;
      row[B.procedure_name_en] = procedure.en;
      row[B.instance_date] = date;
      row[B.property_type_id] = villa ? '4' : '3';
      row[B.property_type_ar] = villa ? 'فيلا' : 'وحدة';
      row[B.property_type_en] = villa ? 'Villa' : 'Unit';
      row[B.property_sub_type_id] = villa ? '4' : '60';
      row[B.property_sub_type_ar] = villa ? 'فيلا' : 'شقة سكنية';
      row[B.property_sub_type_en] = villa ? 'Villa' : 'Flat';
      row[B.reg_type_id] = offplan ? '0' : '1';
      row[B.reg_type_ar] = offplan ? 'على الخارطة' : 'العقارات القائمة';
      row[B.reg_type_en] = offplan ? 'Off-Plan Properties' : 'Existing Properties';
      row[B.area_id] = String(placeAt + 1);
      row[B.area_name_en] = place.area;
      row[B.building_name_en] = villa || project === '' ? '' : `${project} ${tower}`;
      row[B.project_name_en] = project;
      row[B.master_project_en] = place.masterProject;
      row[B.rooms_en] = size.rooms;
      row[B.procedure_area] = sqmText;
      row[B.actual_worth] = valueText;
      row[B.meter_sale_price] = (value / sqm).toFixed(2);
    } else {
      row[E.TRANSACTION_NUMBER] = `${procedure.id}-${year}-${seed}-${i + 1}`;
      row[E.INSTANCE_DATE] = date;
      row[E.GROUP_EN] = group.en;
      row[E.PROCEDURE_EN] = procedure.en;
      row[E.IS_OFFPLAN_EN] = offplan ? 'Off-Plan' : 'Ready';
      row[E.AREA_EN] = place.area;
      row[E.PROP_TYPE_EN] = villa ? 'Villa' : 'Unit';
      row[E.PROP_SB_TYPE_EN] = villa ? 'Villa' : 'Flat';
      row[E.TRANS_VALUE] = valueText;
      row[E.PROCEDURE_AREA] = sqmText;
      row[E.ACTUAL_AREA] = sqmText;
      row[E.ROOMS_EN] = size.rooms;
      row[E.MASTER_PROJECT_EN] = place.masterProject;
      row[E.PROJECT_EN] = project;
    }
    yield row;
  }
}
