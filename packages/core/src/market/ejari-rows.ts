/**
 * Lines of the Dubai Land Department's rent contracts file (Ejari open data, CC BY 4.0) read into rent
 * contracts (docs/decisions/0058). Pure: the server streams the CSV (csv-parse) and hands over the header
 * and each line as `string[]`.
 *
 * One layout: snake_case columns in `_en`/`_ar` pairs (`contract_id`, `contract_reg_type_en`,
 * `contract_start_date`, `contract_end_date`, `contract_amount`, `annual_amount`, `no_of_prop`,
 * `line_number`, `ejari_property_type_en`, `ejari_property_sub_type_en`, `property_usage_en`, …).
 *
 * The data's traps, handled here: a contract for several units repeats its whole amount on a line per
 * unit (one unit's rent is the annual amount over `no_of_prop`; the store keeps the contract once); an
 * annual amount left empty or 0 is worked out from the contract's amount and its length; offices, shops,
 * commercial use, staff accommodation and labour camps sit beside homes; renewals count as rents.
 */

import { readDldDate, readDldNumber } from './dld-rows.ts';
import type { DldRooms, MarketKind } from './market-sale.ts';
import { remembered, wordKey } from './remembered.ts';
import { RENT_SKIP_REASONS, type EjariRowResult, type RentSkipReason } from './rent-contract.ts';

/** Where a line's values are: column positions (0-based) of the fields a rent contract is built from. */
export interface EjariColumns {
  contract_id: number;
  /** `contract_start_date`. */
  start_date: number;
  /** `annual_amount`, AED a year for the whole contract (all its units). */
  annual_amount: number;
  /** DLD's area (district): `area_name_en`. */
  area: number;
  /** `ejari_property_type_en`: 'Flat', 'Villa', 'Office', 'Shop', 'Labor Camp' … */
  property_type: number;
  /** `ejari_property_sub_type_en`: 'Studio', '1bed room+Hall', '2 bed rooms+hall', 'Office' … */
  property_sub_type: number;
  /** `property_usage_en`: 'Residential', 'Commercial', 'Industrial' … */
  usage: number;
  // Optional columns: null when the file has none.
  /** `contract_reg_type_en`: 'New' or 'Renew'. */
  reg_type: number | null;
  /** `contract_amount`, AED for the contract's whole term. */
  contract_amount: number | null;
  /** `contract_end_date`. */
  end_date: number | null;
  /** `no_of_prop`: how many units the contract lets. */
  units: number | null;
  /** `line_number`: which of the contract's units the line is (1 … no_of_prop). */
  line_number: number | null;
  /** `ejari_bus_property_type_en`: 'Unit', 'Villa', 'Building', 'Land'. */
  business_property_type: number | null;
  project: number | null;
  master_project: number | null;
  /** `is_free_hold`. */
  free_hold: number | null;
  /** `tenant_type_en`: 'Person' or 'Authority'. */
  tenant_type: number | null;
}

/** A header read: where each field is. Pass it as is to {@link readEjariRow}. */
export interface EjariHeader {
  index: EjariColumns;
}

/** A header that is not a rent contracts file's: the required columns it lacks. */
export interface EjariHeaderProblem {
  missing: string[];
  message: string;
}

type OptionalField =
  | 'reg_type'
  | 'contract_amount'
  | 'end_date'
  | 'units'
  | 'line_number'
  | 'business_property_type'
  | 'project'
  | 'master_project'
  | 'free_hold'
  | 'tenant_type';
type RequiredField = Exclude<keyof EjariColumns, OptionalField>;

/** The required columns, in the order the file has them (so messages read like it). */
const REQUIRED: readonly (readonly [RequiredField, string])[] = [
  ['contract_id', 'contract_id'],
  ['start_date', 'contract_start_date'],
  ['annual_amount', 'annual_amount'],
  ['property_type', 'ejari_property_type_en'],
  ['property_sub_type', 'ejari_property_sub_type_en'],
  ['usage', 'property_usage_en'],
  ['area', 'area_name_en'],
];

const OPTIONAL: Record<OptionalField, string> = {
  reg_type: 'contract_reg_type_en',
  contract_amount: 'contract_amount',
  end_date: 'contract_end_date',
  units: 'no_of_prop',
  line_number: 'line_number',
  business_property_type: 'ejari_bus_property_type_en',
  project: 'project_name_en',
  master_project: 'master_project_en',
  free_hold: 'is_free_hold',
  tenant_type: 'tenant_type_en',
};

/** The bounds of one unit's annual rent, AED (inclusive: a rent exactly at a bound is kept). */
export const EJARI_MIN_ANNUAL_RENT = 5_000;
export const EJARI_MAX_ANNUAL_RENT = 10_000_000;
/** The shortest contract whose amount is turned into a year's rent when the annual amount is missing. */
export const EJARI_MIN_CONTRACT_DAYS = 28;

/**
 * Where each field of a rent contracts file is, from its header row. Names are matched
 * case-insensitively after trimming (and dropping a UTF-8 BOM before the first); the first column of a
 * repeated name wins; columns in any order, extra columns ignored. Required: contract_id,
 * contract_start_date, annual_amount, ejari_property_type_en, ejari_property_sub_type_en,
 * property_usage_en, area_name_en; the others are optional (null when absent).
 *
 * A header without them is refused, naming them:
 * `Not an Ejari rent contracts file: missing columns annual_amount, area_name_en`.
 */
export function readEjariHeader(header: readonly string[]): EjariHeader | EjariHeaderProblem {
  const positions = new Map<string, number>();
  header.forEach((name, i) => {
    const key = (i === 0 ? name.replace(/^\uFEFF/, '') : name).trim().toLowerCase();
    if (!positions.has(key)) positions.set(key, i);
  });
  const missing = REQUIRED.filter(([, name]) => !positions.has(name)).map(([, name]) => name);
  if (missing.length > 0)
    return { missing, message: `Not an Ejari rent contracts file: missing columns ${missing.join(', ')}` };
  const required = Object.fromEntries(
    REQUIRED.map(([field, name]) => [field, positions.get(name)!]),
  ) as Record<RequiredField, number>;
  const optional = Object.fromEntries(
    Object.entries(OPTIONAL).map(([field, name]) => [field, positions.get(name) ?? null]),
  ) as Record<OptionalField, number | null>;
  return { index: { ...required, ...optional } };
}

/** One frozen result per reason: skipping allocates nothing. */
const SKIP = Object.fromEntries(
  RENT_SKIP_REASONS.map((reason) => [reason, Object.freeze({ skip: reason })]),
) as Record<RentSkipReason, { readonly skip: RentSkipReason }>;

/** A value trimmed; '' for a column the file or the line does not have (a truncated last line). */
const cell = (row: readonly string[], at: number | null): string =>
  at === null ? '' : (row[at] ?? '').trim();

/**
 * What a property type or sub-type says about the home, as one word key:
 * - a kind ('apartment' for Flat / Apartment, 'villa', 'townhouse', 'penthouse', 'hotel apartment');
 * - `unit`: a home of the other column's kind (the type 'Unit'; the sub-types 'Flat', 'Duplex');
 * - `rooms`: the sub-type is a room count (read by {@link readEjariRooms}); its kind is the type's;
 * - `empty`: nothing written (the other column decides);
 * - null: anything else is not a home: offices, shops, showrooms, warehouses, stores, workshops,
 *   factories, kiosks, restaurants, gyms, clinics, schools, labour camps, staff accommodation, land,
 *   whole buildings, hotels and hotel rooms, a 'Commercial villa', and what the data names that this
 *   does not know. A 'Room' let on its own (a room in a shared flat or villa, 'Room in labor Camp',
 *   'Portacabin Rooms') is not a home either: it is not the whole unit an owner lets, and its rent
 *   would drag a studio's median down.
 */
type HomeWord = MarketKind | 'unit' | 'rooms' | 'empty' | null;

const KIND_WORDS: Record<string, MarketKind | 'unit'> = {
  flat: 'apartment',
  flats: 'apartment',
  apartment: 'apartment',
  apartments: 'apartment',
  residentialflat: 'apartment',
  residentialflats: 'apartment',
  villa: 'villa',
  villas: 'villa',
  residentialvilla: 'villa',
  townhouse: 'townhouse',
  townhouses: 'townhouse',
  penthouse: 'penthouse',
  penthouses: 'penthouse',
  hotelapartment: 'hotel apartment',
  hotelapartments: 'hotel apartment',
  unit: 'unit',
  units: 'unit',
  residentialunit: 'unit',
  duplex: 'unit',
};

/**
 * A room count as Ejari writes it, in the sales' words: 'Studio'; '1bed room+Hall', '1 bed room+Hall',
 * '2 bed rooms+hall', '3 bed rooms+hall+Maids Room' … → '1 B/R', '2 B/R', '3 B/R'; also '2 B/R', '2BR',
 * '2 Bedrooms'. Null for anything else ('Room' included: see {@link HomeWord}).
 */
export function readEjariRooms(text: string): DldRooms | null {
  const key = wordKey(text);
  if (key === 'studio' || key === 'studios') return 'Studio';
  const bedrooms = BEDROOMS_RE.exec(key);
  if (!bedrooms) return null;
  const count = Number(bedrooms[1]);
  return count >= 1 ? `${count} B/R` : null;
}
const BEDROOMS_RE = /^(\d{1,2})(?:bedrooms?|beds?|br)(?:hall)?(?:maids?room)?$/;

const homeWord = remembered((text: string): HomeWord => {
  const key = wordKey(text);
  if (key === '') return 'empty';
  if (readEjariRooms(text) !== null) return 'rooms';
  return KIND_WORDS[key] ?? null;
}, 4096);

/**
 * What the usage says: `home` for 'Residential'; `hospitality` for 'Hospitality' (a home only when the
 * type is a hotel apartment); `empty` when not written (the type decides); `other` for commercial,
 * industrial, storage, education, health and every mixed use, 'Residential / Commercial' included: a
 * unit the file does not call purely residential is not counted as a home.
 */
const usageOf = remembered((text: string): 'home' | 'hospitality' | 'empty' | 'other' => {
  const key = wordKey(text);
  if (key === '') return 'empty';
  if (key === 'residential' || key === 'residence') return 'home';
  if (key === 'hospitality' || key === 'hotel' || key === 'touristorigin') return 'hospitality';
  return 'other';
}, 1024);

/**
 * The kind of home from the type and sub-type, or null when it is not one (see {@link HomeWord}).
 * A kind named by either column wins over 'Unit' and a room count; townhouse and penthouse win over the
 * other kinds (a 'Villa' type with a 'Townhouse' sub-type is a townhouse; a 'Flat' with a 'Penthouse'
 * sub-type a penthouse), and then the sub-type's over the type's. A line whose columns both say only
 * 'Unit', a room count or nothing is a flat when one of them is a room count, else not a home.
 */
function readKind(type: HomeWord, sub: HomeWord): MarketKind | null {
  if (type === null || sub === null) return null;
  for (const strong of ['townhouse', 'penthouse'] as const)
    if (type === strong || sub === strong) return strong;
  const isKind = (word: HomeWord): word is MarketKind =>
    word !== 'unit' && word !== 'rooms' && word !== 'empty';
  if (isKind(sub)) return sub;
  if (isKind(type)) return type;
  return type === 'rooms' || sub === 'rooms' ? 'apartment' : null;
}

const rememberedDate = remembered(readDldDate, 16_384);
const rememberedRooms = remembered(readEjariRooms, 4096);
const round2 = (n: number): number => Math.round(n * 100) / 100;
const DAY_MS = 86_400_000;

/** Days from `start` to `end` ('YYYY-MM-DD'), both counted: a contract from 1 January to 31 December is 365. */
const daysOf = (start: string, end: string): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** How many cells a line needs to reach every required column (a shorter one was cut off). */
const widths = new WeakMap<EjariColumns, number>();
function requiredWidth(index: EjariColumns): number {
  let width = widths.get(index);
  if (width === undefined) {
    width = Math.max(...REQUIRED.map(([field]) => index[field])) + 1;
    widths.set(index, width);
  }
  return width;
}

/**
 * One line of a rent contracts file (`header` from {@link readEjariHeader}) read into a rent contract of
 * a home, or the first reason it is not kept, checked in this order:
 * 1. `missing_field`: no contract id, start date, area or property type; also a line shorter than the
 *    header (a truncated last line); also no annual amount when it cannot be worked out (below).
 * 2. `bad_date`: a start date {@link readDldDate} cannot read (ISO or day-first, with or without a
 *    time); an end date only when the annual amount is worked out from it.
 * 3. `bad_number`: an annual amount (or the contract amount it is worked out from) that is not a
 *    non-negative number ('85000', '1,250,000.00'); a `no_of_prop` that is not a whole number.
 * 4. `not_a_home`: a usage other than 'Residential' (commercial, industrial, mixed use …; 'Hospitality'
 *    for hotel apartments only; an empty usage leaves it to the type), a business property type
 *    'Land' or 'Building', and every type or sub-type that does not read as a flat, villa, townhouse,
 *    penthouse or hotel apartment ({@link HomeWord}).
 * 5. `rent_outlier`: one unit's annual rent under AED 5,000 or over AED 10,000,000 (an amount of 0 too).
 *
 * One unit's annual rent is the annual amount over `no_of_prop` (empty or under 1 counts as 1): a
 * contract for several units repeats its whole amount on each of its lines, so every line of it gives
 * the same contract. When the annual amount is empty or 0 but the file gives the contract's amount and
 * both dates, a contract of at least 28 days, the annual amount is the contract's amount × 365 over its
 * days (both ends counted). Rents are rounded to 2 decimals.
 *
 * Rooms are the sub-type's count in the sales' words ('Studio', '1 B/R' …), null for a penthouse, a
 * villa or flat without a count ('Villa', 'Flat', 'Duplex'). 'Renew' is a renewal; anything else a new
 * contract. Values are trimmed; empty optional names are null; names are otherwise kept as written
 * (about three quarters of the lines name no project: the reference falls back to the area).
 */
export function readEjariRow(header: EjariHeader, row: readonly string[]): EjariRowResult {
  const { index } = header;
  const contractId = cell(row, index.contract_id);
  const startText = cell(row, index.start_date);
  const area = cell(row, index.area);
  const typeText = cell(row, index.property_type);
  if (!contractId || !startText || !area || !typeText || row.length < requiredWidth(index))
    return SKIP.missing_field;

  const startDate = rememberedDate(startText);
  if (startDate === null) return SKIP.bad_date;

  const annualText = cell(row, index.annual_amount);
  const written = annualText === '' ? null : readDldNumber(annualText);
  if (annualText !== '' && written === null) return SKIP.bad_number;
  let annual = written ?? 0;
  if (!annual) {
    const derived = annualFromContract(row, index, startDate);
    if (typeof derived === 'string') return SKIP[derived];
    if (derived !== null) annual = derived;
    else if (written === null) return SKIP.missing_field;
  }

  const unitsText = cell(row, index.units);
  let units = 1;
  if (unitsText !== '') {
    const read = readDldNumber(unitsText);
    if (read === null || !Number.isInteger(read)) return SKIP.bad_number;
    units = Math.max(1, read);
  }

  const subText = cell(row, index.property_sub_type);
  const kind = readKind(homeWord(typeText), homeWord(subText));
  if (kind === null) return SKIP.not_a_home;
  const usage = usageOf(cell(row, index.usage));
  if (usage === 'other' || (usage === 'hospitality' && kind !== 'hotel apartment')) return SKIP.not_a_home;
  const business = wordKey(cell(row, index.business_property_type));
  if (business === 'land' || business === 'building') return SKIP.not_a_home;

  const annualRent = round2(annual / units);
  if (annualRent < EJARI_MIN_ANNUAL_RENT || annualRent > EJARI_MAX_ANNUAL_RENT) return SKIP.rent_outlier;

  return {
    contract: {
      contract_id: contractId,
      start_date: startDate,
      kind,
      rooms: kind === 'penthouse' ? null : (rememberedRooms(subText) ?? rememberedRooms(typeText)),
      area,
      master_project: cell(row, index.master_project) || null,
      project: cell(row, index.project) || null,
      annual_rent: annualRent,
      renewal: wordKey(cell(row, index.reg_type)).startsWith('renew'),
    },
  };
}

/**
 * A year's rent worked out from the contract's amount and dates: amount × 365 / days. Null when the file
 * does not give them all, or the contract is under 28 days or ends before it starts; a skip reason when
 * one of them is there but unreadable.
 */
function annualFromContract(
  row: readonly string[],
  index: EjariColumns,
  startDate: string,
): number | null | 'bad_date' | 'bad_number' {
  const amountText = cell(row, index.contract_amount);
  const endText = cell(row, index.end_date);
  if (amountText === '' || endText === '') return null;
  const amount = readDldNumber(amountText);
  if (amount === null) return 'bad_number';
  const endDate = rememberedDate(endText);
  if (endDate === null) return 'bad_date';
  const days = daysOf(startDate, endDate);
  if (amount === 0 || days < EJARI_MIN_CONTRACT_DAYS) return null;
  return (amount * 365) / days;
}
