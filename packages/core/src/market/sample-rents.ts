/**
 * Made-up Ejari rent contracts lines, in the open-data file's layout, for the rent import benchmark
 * (millions of lines) and the demo data: deterministic for a seed, streamed (a generator; nothing is kept
 * between contracts). Dates are day-first, as in the open-data file.
 *
 * What they hold, per contract: flats (studio to 5 B/R, about 82 %) and villas (3 to 5 B/R, a few
 * without a count), each place with its rent level (a 1-bed flat's year, each contract ±20 % around its
 * size's share of it); about a quarter naming a project; about 20 % renewals; about 5 % over two years
 * (the contract amount twice the annual one) and 3 % over six months with no annual amount (worked out
 * from the contract); about 3 % for several flats, spread over as many consecutive lines (the same
 * contract id, the whole amount on each line, `no_of_prop` the units, `line_number` 1 … n). For the
 * cleaning to have work: about 8 % offices, shops, warehouses, staff accommodation, labour camps and
 * flats in commercial use, and 1 % junk (an amount of 0 or a tiny one, an impossible date). So about
 * 91 % of the lines are kept by readEjariRow (the multi-unit lines among them), about 7 % are not homes
 * and 1 % are outliers or bad dates.
 */

import { readDldDate } from './dld-rows.ts';
import { mulberry32, type SamplePlace } from './sample-sales.ts';

export type { SamplePlace } from './sample-sales.ts';

export interface SampleEjariOptions {
  /** How many data lines (a multi-unit contract's lines each count; the last contract may have fewer). */
  rows: number;
  /** Same seed, same lines (default 1). */
  seed?: number;
  /** First and last contract start dates, 'YYYY-MM-DD' (inclusive). */
  from: string;
  to: string;
  /**
   * Where the homes are. A place's rent level is its `aedPerYear` (a 1-bed flat's year), else worked
   * out from its `aedPerSqm` at a 6.5 % gross yield on a 75 m² flat, else from the same level the sales
   * sample draws for the place with the same seed (so a seed's rents and sales go together).
   */
  places: readonly SamplePlace[];
}

/** The open-data file's 40 columns, as DLD publishes them. */
const HEADER = [
  'contract_id',
  'contract_reg_type_id',
  'contract_reg_type_ar',
  'contract_reg_type_en',
  'contract_start_date',
  'contract_end_date',
  'contract_amount',
  'annual_amount',
  'no_of_prop',
  'line_number',
  'is_free_hold',
  'ejari_bus_property_type_id',
  'ejari_bus_property_type_ar',
  'ejari_bus_property_type_en',
  'ejari_property_type_id',
  'ejari_property_type_ar',
  'ejari_property_type_en',
  'ejari_property_sub_type_id',
  'ejari_property_sub_type_ar',
  'ejari_property_sub_type_en',
  'property_usage_ar',
  'property_usage_en',
  'project_number',
  'project_name_ar',
  'project_name_en',
  'master_project_ar',
  'master_project_en',
  'area_id',
  'area_name_ar',
  'area_name_en',
  'actual_area',
  'tenant_type_id',
  'tenant_type_ar',
  'tenant_type_en',
  'nearest_landmark_ar',
  'nearest_landmark_en',
  'nearest_metro_ar',
  'nearest_metro_en',
  'nearest_mall_ar',
  'nearest_mall_en',
] as const;

const C = Object.fromEntries(HEADER.map((name, i) => [name, i])) as Record<(typeof HEADER)[number], number>;

/** The header row of a sample rent contracts file. */
export function sampleEjariHeader(): string[] {
  return [...HEADER];
}

const NOT_A_HOME_SHARE = 0.08;
const JUNK_SHARE = 0.01;
const VILLA_SHARE = 0.18;
const UNCOUNTED_VILLA_SHARE = 0.15;
const PROJECT_SHARE = 0.25;
const MASTER_PROJECT_SHARE = 0.5;
const RENEWAL_SHARE = 0.2;
const TWO_YEAR_SHARE = 0.05;
const SIX_MONTH_SHARE = 0.03;
const MULTI_UNIT_SHARE = 0.03;
const MAX_UNITS = 6;
/** A 1-bed flat's year at a place's price level: a 6.5 % gross yield on 75 m². */
const YIELD_ON_PRICE = 0.065;
const ONE_BED_SQM = 75;

/** An Ejari word with its id and illustrative Arabic. */
interface Word {
  id: string;
  ar: string;
  en: string;
}
const word = (id: string, en: string, ar: string): Word => ({ id, en, ar });

const NEW = word('1', 'New', 'جديد');
const RENEW = word('2', 'Renew', 'تجديد');
const UNIT = word('2', 'Unit', 'وحدة');
const VILLA_BUS = word('4', 'Villa', 'فيلا');
const BUILDING = word('3', 'Building', 'مبنى');
const FLAT = word('842', 'Flat', 'شقة');
const VILLA = word('4', 'Villa', 'فيلا');
const RESIDENTIAL = { en: 'Residential', ar: 'سكني' };

/** Sizes with their share (cumulative), rent as a share of a 1-bed flat's, floor area in m², sub-type. */
interface Size {
  upTo: number;
  rent: number;
  sqm: readonly [number, number];
  sub: Word;
}
const APARTMENTS: readonly Size[] = [
  { upTo: 0.2, rent: 0.7, sqm: [30, 45], sub: word('201', 'Studio', 'استوديو') },
  { upTo: 0.55, rent: 1, sqm: [60, 90], sub: word('202', '1bed room+Hall', 'غرفة وصالة') },
  { upTo: 0.8, rent: 1.4, sqm: [95, 140], sub: word('203', '2 bed rooms+hall', 'غرفتين وصالة') },
  { upTo: 0.94, rent: 1.9, sqm: [140, 200], sub: word('204', '3 bed rooms+hall', 'ثلاث غرف وصالة') },
  { upTo: 0.99, rent: 2.5, sqm: [200, 300], sub: word('205', '4 bed rooms+hall', 'اربع غرف وصالة') },
  { upTo: 1, rent: 3.1, sqm: [280, 400], sub: word('206', '5 bed rooms+hall', 'خمس غرف وصالة') },
];
const VILLAS: readonly Size[] = [
  { upTo: 0.35, rent: 2.6, sqm: [180, 280], sub: APARTMENTS[3]!.sub },
  { upTo: 0.75, rent: 3.2, sqm: [250, 400], sub: APARTMENTS[4]!.sub },
  { upTo: 1, rent: 4, sqm: [350, 600], sub: APARTMENTS[5]!.sub },
];
const VILLA_SUB = word('4', 'Villa', 'فيلا');

/** What is not a home, as the file writes it: business type, type, sub-type, usage; and its yearly amount. */
const NOT_HOMES = [
  { bus: UNIT, type: word('20', 'Office', 'مكتب'), sub: word('20', 'Office', 'مكتب'), usage: 'Commercial' },
  { bus: UNIT, type: word('41', 'Shop', 'محل'), sub: word('41', 'Shop', 'محل'), usage: 'Commercial' },
  {
    bus: UNIT,
    type: word('76', 'Warehouse', 'مستودع'),
    sub: word('76', 'Warehouse', 'مستودع'),
    usage: 'Industrial',
  },
  {
    bus: BUILDING,
    type: word('91', 'Staff Accommodation', 'سكن موظفين'),
    sub: word('91', 'Staff Accommodation', 'سكن موظفين'),
    usage: 'Residential',
  },
  {
    bus: BUILDING,
    type: word('90', 'Labor Camp', 'سكن عمال'),
    sub: word('93', 'Room in labor Camp', 'غرفة في سكن عمال'),
    usage: 'Industrial',
  },
  { bus: UNIT, type: FLAT, sub: APARTMENTS[1]!.sub, usage: 'Residential / Commercial' },
] as const;
const USAGE_AR: Record<string, string> = {
  Commercial: 'تجاري',
  Industrial: 'صناعي',
  Residential: 'سكني',
  'Residential / Commercial': 'سكني / تجاري',
};

const DAY_MS = 86_400_000;
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Every day from `from` to two years after `to`, day-first ('03-11-2025'): start and end dates. */
function daysFrom(from: string, to: string): { days: string[]; starts: number } {
  const start = readDldDate(from);
  const end = readDldDate(to);
  if (start === null || end === null || start > end)
    throw new Error(`sampleEjariRows: need from ≤ to as 'YYYY-MM-DD', got ${from} and ${to}`);
  const first = Date.parse(`${start}T00:00:00Z`);
  const starts = (Date.parse(`${end}T00:00:00Z`) - first) / DAY_MS + 1;
  const days: string[] = [];
  for (let i = 0; i < starts + 2 * 366; i += 1) {
    const d = new Date(first + i * DAY_MS);
    days.push(`${pad2(d.getUTCDate())}-${pad2(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`);
  }
  return { days, starts };
}

/**
 * `rows` data lines of a made-up rent contracts file (its header: {@link sampleEjariHeader}), each a
 * fresh array. Deterministic for (seed, from, to, places); contract ids are unique for a seed, but the
 * lines of one multi-unit contract share theirs. Throws on no places, a bad line count or bad dates.
 */
export function* sampleEjariRows(options: SampleEjariOptions): Generator<string[]> {
  const { rows, places } = options;
  if (!Number.isInteger(rows) || rows < 0)
    throw new Error(`sampleEjariRows: rows must be a count, got ${rows}`);
  if (places.length === 0) throw new Error('sampleEjariRows: need at least one place');
  const seed = (options.seed ?? 1) >>> 0;
  const { days, starts } = daysFrom(options.from, options.to);
  const years = days.map((day) => day.slice(6, 10));
  const random = mulberry32(seed);

  // Each place's rent level, from the sales sample's stream of place levels (same seed, same level).
  const levels = mulberry32(seed ^ 0x9e3779b9);
  const oneBedYear = places.map((place) => {
    const drawnPerSqm = 11_000 + levels() * 18_000;
    return place.aedPerYear ?? (place.aedPerSqm ?? drawnPerSqm) * ONE_BED_SQM * YIELD_ON_PRICE;
  });
  const areaIds = places.map((_, i) => String(i + 1));
  const projectNumbers = places.map((place, i) =>
    place.projects.map((_, j) => String(1000 * (i + 1) + j + 1)),
  );
  const unitCounts = Array.from({ length: MAX_UNITS + 1 }, (_, i) => String(i));

  const template: string[] = HEADER.map(() => '');
  template[C.is_free_hold] = 'Free Hold';

  let line = 0;
  for (let contract = 1; line < rows; contract += 1) {
    const draw = random();
    const notAHome = draw < NOT_A_HOME_SHARE;
    const junk = !notAHome && draw >= 1 - JUNK_SHARE;
    const placeAt = Math.floor(random() * places.length);
    const place = places[placeAt]!;
    const startAt = Math.floor(random() * starts);
    const renewal = random() < RENEWAL_SHARE;
    const villa = !notAHome && random() < VILLA_SHARE;
    const sizeDraw = random();
    const spread = 0.8 + random() * 0.4;
    const areaDraw = random();
    const termDraw = random();
    const withProject = !notAHome && place.projects.length > 0 && random() < PROJECT_SHARE;
    const projectAt = Math.floor(random() * place.projects.length);
    const withMaster = withProject || random() < MASTER_PROJECT_SHARE;
    const person = random() < 0.9;
    const freeHold = random() < 0.6;

    const row = template.slice();
    let annual: number;
    let sqm: number;
    let units = 1;
    if (notAHome) {
      const what = NOT_HOMES[Math.floor(sizeDraw * NOT_HOMES.length)]!;
      annual = Math.round((20_000 + spread * 200_000) / 500) * 500;
      sqm = Math.round(40 + areaDraw * 400);
      setWord(row, 'ejari_bus_property_type', what.bus);
      setWord(row, 'ejari_property_type', what.type);
      setWord(row, 'ejari_property_sub_type', what.sub);
      row[C.property_usage_en] = what.usage;
      row[C.property_usage_ar] = USAGE_AR[what.usage]!;
    } else {
      const sizes = villa ? VILLAS : APARTMENTS;
      let size = sizes[sizes.length - 1]!;
      for (const entry of sizes)
        if (sizeDraw < entry.upTo) {
          size = entry;
          break;
        }
      annual = Math.round((oneBedYear[placeAt]! * size.rent * spread) / 500) * 500;
      sqm = Math.round(size.sqm[0] + areaDraw * (size.sqm[1] - size.sqm[0]));
      setWord(row, 'ejari_bus_property_type', villa ? VILLA_BUS : UNIT);
      setWord(row, 'ejari_property_type', villa ? VILLA : FLAT);
      const uncounted = villa && random() < UNCOUNTED_VILLA_SHARE;
      setWord(row, 'ejari_property_sub_type', uncounted ? VILLA_SUB : size.sub);
      row[C.property_usage_en] = RESIDENTIAL.en;
      row[C.property_usage_ar] = RESIDENTIAL.ar;
      // Several flats on one contract: its amount is all of theirs, on each of its lines.
      if (!villa && !junk && random() < MULTI_UNIT_SHARE) {
        units = Math.min(2 + Math.floor(random() * (MAX_UNITS - 1)), rows - line);
        annual *= units;
      }
    }

    // The term: a year (to the day before the start's anniversary), two years, or six months written
    // without an annual amount.
    let termDays = 365;
    if (termDraw < TWO_YEAR_SHARE) termDays = 730;
    else if (termDraw < TWO_YEAR_SHARE + SIX_MONTH_SHARE) termDays = 183;
    let amountText = String(termDays === 365 ? annual : Math.round((annual * termDays) / 365));
    let annualText = termDays === 183 ? '' : String(annual);
    let startText = days[startAt]!;
    if (junk) {
      const kind = Math.floor(random() * 3);
      if (kind === 0) annualText = amountText = '0';
      else if (kind === 1) annualText = amountText = String(500 + Math.round(random() * 2_000));
      else startText = `31-02-${years[startAt]}`;
    }

    const reg = renewal ? RENEW : NEW;
    row[C.contract_id] = `${years[startAt]}-${seed}-${contract}`;
    row[C.contract_reg_type_id] = reg.id;
    row[C.contract_reg_type_ar] = reg.ar;
    row[C.contract_reg_type_en] = reg.en;
    row[C.contract_start_date] = startText;
    row[C.contract_end_date] = days[startAt + termDays - 1]!;
    row[C.contract_amount] = amountText;
    row[C.annual_amount] = annualText;
    row[C.no_of_prop] = unitCounts[units]!;
    row[C.line_number] = '1';
    if (!freeHold) row[C.is_free_hold] = 'Non Free Hold';
    if (withProject) {
      row[C.project_name_en] = place.projects[projectAt]!;
      row[C.project_number] = projectNumbers[placeAt]![projectAt]!;
    }
    if (withMaster) row[C.master_project_en] = place.masterProject;
    row[C.area_id] = areaIds[placeAt]!;
    row[C.area_name_en] = place.area;
    row[C.actual_area] = String(sqm);
    row[C.tenant_type_id] = person ? '1' : '2';
    row[C.tenant_type_ar] = person ? 'شخص' : 'جهة';
    row[C.tenant_type_en] = person ? 'Person' : 'Authority';

    line += 1;
    yield row;
    for (let unit = 2; unit <= units; unit += 1) {
      const next = row.slice();
      next[C.line_number] = unitCounts[unit]!;
      line += 1;
      yield next;
    }
  }
}

/** A word's three columns (`<prefix>_id`, `_ar`, `_en`). */
function setWord(
  row: string[],
  prefix: 'ejari_bus_property_type' | 'ejari_property_type' | 'ejari_property_sub_type',
  value: Word,
): void {
  row[C[`${prefix}_id`]] = value.id;
  row[C[`${prefix}_ar`]] = value.ar;
  row[C[`${prefix}_en`]] = value.en;
}
