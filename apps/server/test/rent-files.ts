// DLD rent contracts files (Ejari open data) for the rent import tests, written the way DLD writes
// them: the open-data file's 40 columns (`_en`/`_ar` pairs), day-first dates, CRLF line ends. The
// default file holds contracts to keep (a new one, a renewal naming no project, a villa whose project's
// name has a comma, a contract for three flats on three lines) and lines the cleaning drops: an office,
// a shop, staff accommodation, an impossible date, an amount that is not a number, a tiny rent and a
// line without its contract id.
import { sampleEjariHeader } from '@dd/core/rent-samples';

/** A line of the file: the columns it sets (`_en` names), the others left empty. */
export type EjariLine = Record<string, string>;

const HEADER = sampleEjariHeader();

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const csvLine = (line: EjariLine) => HEADER.map((column) => quote(line[column] ?? '')).join(',');

/** A flat's line in Marina Gate (Dubai Marina), one unit, a year from 1 March 2025; `line` changes any column. */
export function ejariLine(id: string, line: EjariLine = {}): EjariLine {
  return {
    contract_id: id,
    contract_reg_type_en: 'New',
    contract_reg_type_ar: 'جديد',
    contract_start_date: '01-03-2025',
    contract_end_date: '28-02-2026',
    contract_amount: '90000',
    annual_amount: '90000',
    no_of_prop: '1',
    line_number: '1',
    is_free_hold: 'Free Hold',
    ejari_bus_property_type_en: 'Unit',
    ejari_property_type_en: 'Flat',
    ejari_property_type_ar: 'شقة',
    ejari_property_sub_type_en: '1bed room+Hall',
    property_usage_en: 'Residential',
    project_name_en: 'Marina Gate',
    master_project_en: 'Dubai Marina',
    area_name_en: 'Marsa Dubai',
    area_name_ar: 'مرسى دبي',
    actual_area: '75',
    tenant_type_en: 'Person',
    ...line,
  };
}

/** The lines of a contract for `units` flats: one a unit, the whole amount on each. */
export function multiUnitLines(id: string, units: number, line: EjariLine = {}): EjariLine[] {
  return Array.from({ length: units }, (_, i) =>
    ejariLine(id, { no_of_prop: String(units), line_number: String(i + 1), ...line }),
  );
}

/** The default file's contracts to keep: four contracts on six lines. */
export const EJARI_KEPT: EjariLine[] = [
  ejariLine('r-1'),
  ejariLine('r-2', {
    contract_reg_type_en: 'Renew',
    contract_start_date: '15-01-2025',
    ejari_property_sub_type_en: 'Studio',
    annual_amount: '45000',
    project_name_en: '',
    master_project_en: 'Jumeirah Village Circle',
    area_name_en: 'Al Barsha South Fourth',
  }),
  ejariLine('r-3', {
    contract_start_date: '20-11-2024',
    ejari_bus_property_type_en: 'Villa',
    ejari_property_type_en: 'Villa',
    ejari_property_sub_type_en: '4 bed rooms+hall',
    annual_amount: '480000',
    project_name_en: 'Signature Villas, Frond A',
    master_project_en: 'Palm Jumeirah',
    area_name_en: 'Palm Jumeirah',
  }),
  ...multiUnitLines('r-4', 3, {
    contract_start_date: '01-06-2025',
    ejari_property_sub_type_en: '2 bed rooms+hall',
    annual_amount: '360000',
    contract_amount: '360000',
  }),
];

/** The default file's lines the cleaning drops, and why. */
export const EJARI_DROPPED: EjariLine[] = [
  ejariLine('x-1', { ejari_property_type_en: 'Office', ejari_property_sub_type_en: 'Office' }),
  ejariLine('x-2', {
    ejari_property_type_en: 'Shop',
    ejari_property_sub_type_en: 'Shop',
    property_usage_en: 'Commercial',
  }),
  ejariLine('x-3', {
    ejari_property_type_en: 'Staff Accommodation',
    ejari_property_sub_type_en: 'Staff Accommodation',
  }),
  ejariLine('x-4', { contract_start_date: '31-02-2025' }),
  ejariLine('x-5', { annual_amount: 'ninety thousand' }),
  ejariLine('x-6', { annual_amount: '1200' }),
  ejariLine('', {}),
];

/** A rent contracts file of these lines (by default the kept and dropped ones, interleaved). */
export function ejariFile(lines: readonly EjariLine[] = defaultLines()): string {
  return [HEADER.join(','), ...lines.map(csvLine)].join('\r\n') + '\r\n';
}

function defaultLines(): EjariLine[] {
  const lines: EjariLine[] = [];
  for (let i = 0; i < Math.max(EJARI_KEPT.length, EJARI_DROPPED.length); i++) {
    if (EJARI_KEPT[i]) lines.push(EJARI_KEPT[i]!);
    if (EJARI_DROPPED[i]) lines.push(EJARI_DROPPED[i]!);
  }
  return lines;
}
