/**
 * Rows of the Dubai Land Department's transactions files (open data, CC BY 4.0) read into market sales
 * (docs/decisions/0029). Pure: the server streams the CSV (csv-parse) and hands over the header and
 * each row as `string[]`.
 *
 * Two layouts, told apart by the header:
 * - `bulk`: the full transactions file, snake_case columns in `_en`/`_ar` pairs (`transaction_id`,
 *   `trans_group_en`, `procedure_name_en`, `instance_date`, `reg_type_en`, `procedure_area`,
 *   `actual_worth`, …);
 * - `export`: the open-data page's date-filtered export, upper-case columns (`TRANSACTION_NUMBER`,
 *   `GROUP_EN`, `PROCEDURE_EN`, `IS_OFFPLAN_EN`, `TRANS_VALUE`, `PROCEDURE_AREA`, …).
 *
 * Cleaning: only arm's-length sales of homes are kept (the Sales group's sell, off-plan
 * pre-registration sell and delayed sell; not mortgages, whose value is the loan, nor gifts and
 * grants), and not the outliers (under 10 m², under AED 100,000, or outside 1,000–250,000 AED/m²).
 * Square metres become square feet once, here.
 */

import {
  SKIP_REASONS,
  SQFT_PER_SQM,
  type DldRooms,
  type DldRowResult,
  type MarketKind,
  type SkipReason,
} from './market-sale.ts';
import { remembered, wordKey } from './remembered.ts';

/** Which of DLD's two CSV layouts a file is in. */
export type DldLayout = 'bulk' | 'export';

/** Where a row's values are: column positions (0-based) of the fields a market sale is built from. */
export interface DldColumns {
  transaction_id: number;
  date: number;
  group: number;
  procedure: number;
  property_type: number;
  property_sub_type: number;
  /** `reg_type_en` (bulk) or `IS_OFFPLAN_EN` (export). */
  offplan: number;
  /** DLD's area (district): `area_name_en` / `AREA_EN`. */
  area: number;
  /** The price: `actual_worth` / `TRANS_VALUE`, AED. */
  value: number;
  /** `procedure_area` / `PROCEDURE_AREA`, m². */
  procedure_area: number;
  rooms: number;
  /** Optional columns: null when the file has none (the export has no building name). */
  building: number | null;
  project: number | null;
  master_project: number | null;
}

/** A header read: the layout and where each field is. Pass it as is to {@link readDldRow}. */
export interface DldHeader {
  layout: DldLayout;
  index: DldColumns;
}

/** A header that is neither layout: the missing columns of the layout it is closest to. */
export interface DldHeaderProblem {
  missing: string[];
  message: string;
}

type RequiredField = Exclude<keyof DldColumns, OptionalField>;
type OptionalField = 'building' | 'project' | 'master_project';

/** Each layout's columns, required ones in the order the file has them (so messages read like it). */
const LAYOUTS: Record<
  DldLayout,
  { required: readonly (readonly [RequiredField, string])[]; optional: Record<OptionalField, string | null> }
> = {
  bulk: {
    required: [
      ['transaction_id', 'transaction_id'],
      ['group', 'trans_group_en'],
      ['procedure', 'procedure_name_en'],
      ['date', 'instance_date'],
      ['property_type', 'property_type_en'],
      ['property_sub_type', 'property_sub_type_en'],
      ['offplan', 'reg_type_en'],
      ['area', 'area_name_en'],
      ['rooms', 'rooms_en'],
      ['procedure_area', 'procedure_area'],
      ['value', 'actual_worth'],
    ],
    optional: {
      building: 'building_name_en',
      project: 'project_name_en',
      master_project: 'master_project_en',
    },
  },
  export: {
    required: [
      ['transaction_id', 'TRANSACTION_NUMBER'],
      ['date', 'INSTANCE_DATE'],
      ['group', 'GROUP_EN'],
      ['procedure', 'PROCEDURE_EN'],
      ['offplan', 'IS_OFFPLAN_EN'],
      ['area', 'AREA_EN'],
      ['property_type', 'PROP_TYPE_EN'],
      ['property_sub_type', 'PROP_SB_TYPE_EN'],
      ['value', 'TRANS_VALUE'],
      ['procedure_area', 'PROCEDURE_AREA'],
      ['rooms', 'ROOMS_EN'],
    ],
    optional: { building: null, project: 'PROJECT_EN', master_project: 'MASTER_PROJECT_EN' },
  },
};

/** The cleaning's bounds (inclusive: a sale exactly at a bound is kept). */
export const DLD_MIN_AREA_SQM = 10;
export const DLD_MIN_VALUE = 100_000;
export const DLD_MIN_PRICE_PER_SQM = 1_000;
export const DLD_MAX_PRICE_PER_SQM = 250_000;

/**
 * The layout of a DLD transactions file from its header row, and where each field is. Names are
 * matched case-insensitively after trimming (and dropping a UTF-8 BOM before the first); the first
 * column of a repeated name wins; columns in any order, extra columns ignored. Required per layout:
 * transaction id, date, group, procedure, property type and sub-type, off-plan flag, area, value,
 * procedure area, rooms; building, project and master project are optional.
 *
 * A header that fits neither layout is refused with the missing columns of the one it is closest to
 * (more of its required columns present; on a tie, the upper-case export when the header is upper-case):
 * `Not a DLD transactions file: missing columns TRANS_VALUE, PROCEDURE_AREA`.
 */
export function readDldHeader(header: readonly string[]): DldHeader | DldHeaderProblem {
  const positions = new Map<string, number>();
  header.forEach((name, i) => {
    const key = (i === 0 ? name.replace(/^\uFEFF/, '') : name).trim().toLowerCase();
    if (!positions.has(key)) positions.set(key, i);
  });
  const at = (name: string): number | undefined => positions.get(name.toLowerCase());

  const missingOf = (layout: DldLayout): string[] =>
    LAYOUTS[layout].required.filter(([, name]) => at(name) === undefined).map(([, name]) => name);
  const missing = { bulk: missingOf('bulk'), export: missingOf('export') };

  for (const layout of ['bulk', 'export'] as const) {
    if (missing[layout].length > 0) continue;
    const { required, optional } = LAYOUTS[layout];
    const optionalAt = (name: string | null): number | null => (name === null ? null : (at(name) ?? null));
    const index = Object.fromEntries(required.map(([field, name]) => [field, at(name)!])) as Record<
      RequiredField,
      number
    >;
    return {
      layout,
      index: {
        ...index,
        building: optionalAt(optional.building),
        project: optionalAt(optional.project),
        master_project: optionalAt(optional.master_project),
      },
    };
  }

  const upperCase = header.some((name) => /[A-Z]/.test(name) && name === name.toUpperCase());
  const closest =
    missing.bulk.length < missing.export.length ||
    (missing.bulk.length === missing.export.length && !upperCase)
      ? 'bulk'
      : 'export';
  return {
    missing: missing[closest],
    message: `Not a DLD transactions file: missing columns ${missing[closest].join(', ')}`,
  };
}

/** One frozen result per reason: skipping allocates nothing. */
const SKIP = Object.fromEntries(
  SKIP_REASONS.map((reason) => [reason, Object.freeze({ skip: reason })]),
) as Record<SkipReason, { readonly skip: SkipReason }>;

/** A value trimmed; '' for a column the row does not reach (a truncated last line). */
const cell = (row: readonly string[], at: number | null): string =>
  at === null ? '' : (row[at] ?? '').trim();

/** Procedures of the Sales group that are arm's-length sales (keys of wordKey). */
const SALE_PROCEDURES = new Set(['sell', 'sellpreregistration', 'delayedsell']);

/** The off-plan flag: `reg_type_en` ('Off-Plan Properties' / 'Existing Properties') or `IS_OFFPLAN_EN` ('Off-Plan' / 'Ready'). */
function readOffplan(text: string): boolean | null {
  const key = wordKey(text);
  if (key.startsWith('offplan')) return true;
  if (key === 'ready' || key.startsWith('existing')) return false;
  return null;
}

const ROOMS_RE = /^(\d{1,2})(?:b\/?r|beds?|bedrooms?)$/;

/**
 * Bedrooms as DLD writes them, normalised: 'Studio' (also 'Single Room'), '1 B/R' … ('1 b/r', '1B/R',
 * '1 BR' read alike); null for anything else, 'PENTHOUSE' included (its kind says it, see readDldRow).
 */
export function readDldRooms(text: string): DldRooms | null {
  const key = text.toLowerCase().replace(/\s+/g, '');
  if (key === 'studio' || key === 'singleroom') return 'Studio';
  const bedrooms = ROOMS_RE.exec(key);
  if (!bedrooms) return null;
  const count = Number(bedrooms[1]);
  return count >= 1 ? `${count} B/R` : null;
}

/**
 * The kind of home from DLD's property type and sub-type (and rooms, for penthouses); null for what
 * is not a home (land, whole buildings, offices, shops, warehouses, hotels …).
 * - 'Land' is never a home; a 'Building' only when its sub-type is a villa or townhouse.
 * - Sub-types: any townhouse ('Townhouse', 'Stacked Townhouses') → townhouse; 'Villa' → villa;
 *   'Hotel Apartment' / 'Hotel Rooms' → hotel apartment; 'Flat' → apartment.
 * - No sub-type: a 'Villa' is a villa; a 'Unit' is an apartment when its rooms are bedrooms or a
 *   penthouse.
 * - Rooms 'PENTHOUSE' make an apartment or hotel apartment a penthouse.
 */
function readKind(typeText: string, subTypeText: string, roomsText: string): MarketKind | null {
  const type = wordKey(typeText);
  const sub = wordKey(subTypeText);
  if (type === 'land') return null;
  if (sub.includes('townhouse')) return 'townhouse';
  if (sub === 'villa' || sub === 'villas') return 'villa';
  if (type === 'building') return null;
  const penthouse = wordKey(roomsText) === 'penthouse';
  let flat: MarketKind | null = null;
  if (sub === 'hotelapartment' || sub === 'hotelapartments' || sub === 'hotelroom' || sub === 'hotelrooms')
    flat = 'hotel apartment';
  else if (sub === 'flat' || sub === 'flats' || sub === 'apartment' || sub === 'apartments')
    flat = 'apartment';
  else if (sub === '') {
    if (type === 'villa') return 'villa';
    if (type === 'unit' && (penthouse || readDldRooms(roomsText) !== null)) flat = 'apartment';
  }
  if (flat === null) return null;
  return penthouse ? 'penthouse' : flat;
}

const NUMBER_RE = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** A non-negative number as DLD's files write it ('1250000', '1,250,000.00', '85.5'); null otherwise. */
export function readDldNumber(text: string): number | null {
  const trimmed = text.trim();
  return NUMBER_RE.test(trimmed) ? Number(trimmed.replaceAll(',', '')) : null;
}

const ISO_DATE_RE =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const DAY_FIRST_DATE_RE =
  /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?:[T ]\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i;

/**
 * A DLD date as 'YYYY-MM-DD': ISO ('2025-11-03', with or without a time: '2025-11-03 00:00:00',
 * '2025-11-03T10:20:00') or day-first ('03-11-2025', '03/11/2025', '3-11-2025', '03.11.2025',
 * optionally with a time). The date is taken as written (no time-zone shift). Null for impossible
 * dates ('31-02-2025'), years outside 1900–2099 and anything else.
 */
export function readDldDate(text: string): string | null {
  const trimmed = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = ISO_DATE_RE.exec(trimmed);
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[3]);
    day = Number(iso[4]);
  } else {
    const dayFirst = DAY_FIRST_DATE_RE.exec(trimmed);
    if (!dayFirst) return null;
    day = Number(dayFirst[1]);
    month = Number(dayFirst[3]);
    year = Number(dayFirst[4]);
  }
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const rememberedDate = remembered(readDldDate, 16_384);
const rooms = remembered(readDldRooms, 4096);
const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * One data row of a DLD file (`columns` from {@link readDldHeader}) read into a market sale, or the
 * first reason it is not kept, checked in this order:
 * 1. `missing_field`: no transaction id, date, group, procedure, property type, area, value or
 *    procedure area, or an off-plan flag that is empty or unreadable; also a row shorter than the
 *    header (a truncated last line). Sub-type and rooms may be empty.
 * 2. `bad_date`: a date {@link readDldDate} cannot read.
 * 3. `bad_number`: a value or procedure area that is not a non-negative number.
 * 4. `not_a_sale`: a group other than Sales (mortgages, gifts and grants), or a Sales procedure other
 *    than 'Sell', 'Sell - Pre registration' and 'Delayed Sell' (case, spaces and hyphens aside).
 * 5. `not_a_home`: see the kinds (land, buildings, offices, shops …).
 * 6. `small_area`: under 10 m². 7. `low_value`: under AED 100,000.
 * 8. `price_per_sqm_outlier`: value / m² outside 1,000–250,000 AED (the bounds are kept).
 *
 * Values are trimmed; empty optional names are null; names are otherwise kept as written (Arabic
 * included). `area_sqft` is m² × 10.7639 and `price_per_sqft` price / area_sqft, both to 2 decimals.
 * The off-plan flag is read in either layout's words, whichever the layout.
 */
export function readDldRow(columns: DldHeader, row: readonly string[]): DldRowResult {
  const { index } = columns;
  const transactionId = cell(row, index.transaction_id);
  const dateText = cell(row, index.date);
  const group = cell(row, index.group);
  const procedure = cell(row, index.procedure);
  const type = cell(row, index.property_type);
  const area = cell(row, index.area);
  const valueText = cell(row, index.value);
  const sqmText = cell(row, index.procedure_area);
  const offplan = readOffplan(cell(row, index.offplan));
  if (
    !transactionId ||
    !dateText ||
    !group ||
    !procedure ||
    !type ||
    !area ||
    !valueText ||
    !sqmText ||
    offplan === null
  )
    return SKIP.missing_field;

  const date = rememberedDate(dateText);
  if (date === null) return SKIP.bad_date;
  const price = readDldNumber(valueText);
  const sqm = readDldNumber(sqmText);
  if (price === null || sqm === null) return SKIP.bad_number;

  if (wordKey(group) !== 'sales' || !SALE_PROCEDURES.has(wordKey(procedure))) return SKIP.not_a_sale;
  const roomsText = cell(row, index.rooms);
  const kind = readKind(type, cell(row, index.property_sub_type), roomsText);
  if (kind === null) return SKIP.not_a_home;

  if (sqm < DLD_MIN_AREA_SQM) return SKIP.small_area;
  if (price < DLD_MIN_VALUE) return SKIP.low_value;
  const perSqm = price / sqm;
  if (perSqm < DLD_MIN_PRICE_PER_SQM || perSqm > DLD_MAX_PRICE_PER_SQM) return SKIP.price_per_sqm_outlier;

  const areaSqft = round2(sqm * SQFT_PER_SQM);
  return {
    sale: {
      transaction_id: transactionId,
      date,
      kind,
      rooms: kind === 'penthouse' ? null : rooms(roomsText),
      offplan,
      area,
      master_project: cell(row, index.master_project) || null,
      project: cell(row, index.project) || null,
      building: cell(row, index.building) || null,
      area_sqft: areaSqft,
      price,
      price_per_sqft: round2(price / areaSqft),
    },
  };
}
