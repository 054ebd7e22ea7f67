import { describe, expect, it } from 'vitest';
import {
  readEjariHeader,
  readEjariRooms,
  readEjariRow,
  type EjariHeader,
  type EjariHeaderProblem,
} from './ejari-rows.ts';
import type { EjariRowResult, RentContract } from './rent-contract.ts';
import { csvRows } from './fixtures/dld-files.ts';
import { EJARI_CSV } from './fixtures/ejari-files.ts';

function header(names: readonly string[]): EjariHeader {
  const read = readEjariHeader(names);
  if (!('index' in read)) throw new Error(read.message);
  return read;
}

const [NAMES, ...LINES] = csvRows(EJARI_CSV);
const file = header(NAMES!);
/** Every line of the fixture read, in order, with its contract id. */
const read = LINES.map((line) => ({ id: line[0]!, result: readEjariRow(file, line) }));
const byId = (id: string): EjariRowResult[] => read.filter((line) => line.id === id).map((l) => l.result);
const one = (id: string): EjariRowResult => {
  const [result, ...more] = byId(id);
  if (!result || more.length > 0) throw new Error(`${id}: ${1 + more.length} lines`);
  return result;
};
const contract = (result: EjariRowResult): RentContract => {
  if (!('contract' in result)) throw new Error(`not kept: ${JSON.stringify(result)}`);
  return result.contract;
};

describe('the fixture', () => {
  it('has every line as wide as the header but the truncated last one', () => {
    expect(NAMES).toHaveLength(40);
    expect(LINES.slice(0, -1).every((line) => line.length === 40)).toBe(true);
    expect(LINES.at(-1)!.length).toBeLessThan(40);
  });
});

describe('readEjariHeader', () => {
  it('finds the columns of the open-data file', () => {
    const at = (name: string) => NAMES!.indexOf(name);
    expect(file.index).toEqual({
      contract_id: 0,
      start_date: at('contract_start_date'),
      annual_amount: at('annual_amount'),
      area: at('area_name_en'),
      property_type: at('ejari_property_type_en'),
      property_sub_type: at('ejari_property_sub_type_en'),
      usage: at('property_usage_en'),
      reg_type: at('contract_reg_type_en'),
      contract_amount: at('contract_amount'),
      end_date: at('contract_end_date'),
      units: at('no_of_prop'),
      line_number: at('line_number'),
      business_property_type: at('ejari_bus_property_type_en'),
      project: at('project_name_en'),
      master_project: at('master_project_en'),
      free_hold: at('is_free_hold'),
      tenant_type: at('tenant_type_en'),
    });
  });

  it('reads names in any case, trimmed, with a BOM before the first, in any order', () => {
    const shouted = NAMES!.map((name, i) =>
      i === 0 ? `\uFEFF${name.toUpperCase()}` : ` ${name.toUpperCase()} `,
    );
    expect(header(shouted)).toEqual(file);
    const reversed = header([...NAMES!].reverse());
    expect(reversed.index.contract_id).toBe(39);
    expect(reversed.index.area).toBe(39 - NAMES!.indexOf('area_name_en'));
  });

  it('takes the first of a repeated name, and ignores columns it does not know', () => {
    const columns = header(['contract_id', 'Extra', ...NAMES!.slice(1), 'area_name_en']);
    expect(columns.index.contract_id).toBe(0);
    expect(columns.index.area).toBe(NAMES!.indexOf('area_name_en') + 1);
  });

  it('takes the optional columns as null when the file has none', () => {
    const columns = header([
      'contract_id',
      'contract_start_date',
      'annual_amount',
      'ejari_property_type_en',
      'ejari_property_sub_type_en',
      'property_usage_en',
      'area_name_en',
    ]);
    expect(columns.index).toMatchObject({
      reg_type: null,
      contract_amount: null,
      end_date: null,
      units: null,
      line_number: null,
      business_property_type: null,
      project: null,
      master_project: null,
      free_hold: null,
      tenant_type: null,
    });
    // Such a file's lines still read: one unit, a new contract, no project.
    const line = ['2025-1', '2025-11-04', '85000', 'Flat', '1bed room+Hall', 'Residential', 'Al Karama'];
    expect(contract(readEjariRow(columns, line))).toEqual({
      contract_id: '2025-1',
      start_date: '2025-11-04',
      kind: 'apartment',
      rooms: '1 B/R',
      area: 'Al Karama',
      master_project: null,
      project: null,
      annual_rent: 85_000,
      renewal: false,
    });
  });

  it('refuses another file, naming the columns it lacks', () => {
    const problem = readEjariHeader(
      NAMES!.filter((name) => name !== 'annual_amount' && name !== 'area_name_en'),
    );
    expect(problem).toEqual({
      missing: ['annual_amount', 'area_name_en'],
      message: 'Not an Ejari rent contracts file: missing columns annual_amount, area_name_en',
    });
    // A DLD sales file has the area but nothing of a contract.
    const [salesNames] = csvRows(
      'transaction_id,instance_date,trans_group_en,property_type_en,property_sub_type_en,property_usage_en,area_name_en,actual_worth',
    );
    expect((readEjariHeader(salesNames!) as EjariHeaderProblem).missing).toEqual([
      'contract_id',
      'contract_start_date',
      'annual_amount',
      'ejari_property_type_en',
      'ejari_property_sub_type_en',
    ]);
    expect((readEjariHeader([]) as EjariHeaderProblem).missing).toHaveLength(7);
  });
});

describe('readEjariRow: the open-data file', () => {
  it('keeps a new flat with its names, a day-first date and one unit’s rent', () => {
    expect(contract(one('2025110410321'))).toEqual({
      contract_id: '2025110410321',
      start_date: '2025-11-04',
      kind: 'apartment',
      rooms: '1 B/R',
      area: 'Marsa Dubai',
      master_project: 'Dubai Marina',
      project: 'Marina Gate',
      annual_rent: 95_000,
      renewal: false,
    });
  });

  it('keeps a renewal as a rent, an ISO date with a time, and no project as null', () => {
    expect(contract(one('2025100199120'))).toMatchObject({
      start_date: '2025-10-01',
      rooms: 'Studio',
      renewal: true,
      project: null,
      master_project: 'Jumeirah Village Circle',
      annual_rent: 42_000,
    });
  });

  it('gives a contract for three flats at a third of its whole amount, the same on each line', () => {
    const lines = byId('2025090512007').map(contract);
    expect(lines).toHaveLength(3);
    for (const line of lines)
      expect(line).toEqual({
        contract_id: '2025090512007',
        start_date: '2025-09-05',
        kind: 'apartment',
        rooms: '2 B/R',
        area: 'Al Warsan First',
        master_project: null,
        project: null,
        annual_rent: 120_000,
        renewal: false,
      });
  });

  it('reads villas, townhouses, penthouses and hotel apartments', () => {
    expect(contract(one('2025081433310'))).toMatchObject({ kind: 'villa', rooms: null, renewal: true });
    expect(contract(one('2025072048811'))).toMatchObject({ kind: 'villa', rooms: '4 B/R' });
    expect(contract(one('2025061722018'))).toMatchObject({ kind: 'townhouse', rooms: null });
    expect(contract(one('2025052630044'))).toMatchObject({ kind: 'penthouse', rooms: null });
    expect(contract(one('2025050311270'))).toMatchObject({ kind: 'hotel apartment', rooms: 'Studio' });
  });

  it('works out a year’s rent from the contract when the annual amount is empty or 0', () => {
    // AED 45,000 for 1 March – 31 August (184 days): 45,000 × 365 / 184.
    expect(contract(one('2025030190001')).annual_rent).toBe(89_266.3);
    expect(contract(one('2025020190002'))).toMatchObject({ annual_rent: 68_000, renewal: true });
  });

  it('keeps names in Arabic as they are', () => {
    expect(contract(one('2025011590003')).project).toBe('مجمع الورسان');
  });

  it('drops offices, shops, warehouses, labour camps, staff housing, mixed use, rooms, buildings and land', () => {
    for (let id = 2025110490101; id <= 2025110490110; id += 1)
      expect(one(String(id))).toEqual({ skip: 'not_a_home' });
  });

  it('drops one unit’s rent outside AED 5,000 – 10,000,000', () => {
    expect(one('2025110490201')).toEqual({ skip: 'rent_outlier' });
    expect(one('2025110490202')).toEqual({ skip: 'rent_outlier' });
    expect(one('2025110490203')).toEqual({ skip: 'rent_outlier' });
  });

  it('skips unreadable lines with their reason, and a truncated last line without a crash', () => {
    expect(one('2025110490301')).toEqual({ skip: 'bad_date' });
    expect(one('2025110490302')).toEqual({ skip: 'bad_number' });
    expect(one('2025110490303')).toEqual({ skip: 'bad_number' });
    expect(one('2025110490304')).toEqual({ skip: 'missing_field' });
    expect(one('2025110490305')).toEqual({ skip: 'missing_field' });
    expect(one('2025110490306')).toEqual({ skip: 'missing_field' });
    expect(readEjariRow(file, [])).toEqual({ skip: 'missing_field' });
    expect(readEjariRow(file, [''])).toEqual({ skip: 'missing_field' });
  });

  it('returns the same frozen result for every skip of a reason', () => {
    const skip = one('2025110490101');
    expect(one('2025110490102')).toBe(skip);
    expect(Object.isFrozen(skip)).toBe(true);
  });
});

describe('readEjariRow: rules one at a time', () => {
  const columns = header([
    'CONTRACT_ID',
    'CONTRACT_REG_TYPE_EN',
    'CONTRACT_START_DATE',
    'CONTRACT_END_DATE',
    'CONTRACT_AMOUNT',
    'ANNUAL_AMOUNT',
    'NO_OF_PROP',
    'EJARI_BUS_PROPERTY_TYPE_EN',
    'EJARI_PROPERTY_TYPE_EN',
    'EJARI_PROPERTY_SUB_TYPE_EN',
    'PROPERTY_USAGE_EN',
    'AREA_NAME_EN',
  ]);
  type Line = {
    id?: string;
    reg?: string;
    start?: string;
    end?: string;
    amount?: string;
    annual?: string;
    units?: string;
    business?: string;
    type?: string;
    subType?: string;
    usage?: string;
    area?: string;
  };
  const readLine = (line: Line): EjariRowResult =>
    readEjariRow(columns, [
      line.id ?? '2025-1',
      line.reg ?? 'New',
      line.start ?? '01-11-2025',
      line.end ?? '31-10-2026',
      line.amount ?? '90000',
      line.annual ?? '90000',
      line.units ?? '1',
      line.business ?? 'Unit',
      line.type ?? 'Flat',
      line.subType ?? '1bed room+Hall',
      line.usage ?? 'Residential',
      line.area ?? 'Al Karama',
    ]);
  const kept = (line: Line): RentContract => contract(readLine(line));
  const skip = (line: Line): string | undefined => {
    const result = readLine(line);
    return 'skip' in result ? result.skip : undefined;
  };

  it('trims values', () => {
    expect(kept({ id: ' 2025-1 ', area: ' Al Karama ', subType: ' Studio ' })).toMatchObject({
      contract_id: '2025-1',
      area: 'Al Karama',
      rooms: 'Studio',
    });
  });

  it.each([
    ['Studio', 'Studio'],
    ['1 bed room+Hall', '1 B/R'],
    ['1bed room+Hall', '1 B/R'],
    ['2 bed rooms+hall', '2 B/R'],
    ['3 bed rooms+hall', '3 B/R'],
    ['3 bed rooms+hall+Maids Room', '3 B/R'],
    ['4 bed rooms+hall', '4 B/R'],
    ['5 bed rooms+hall', '5 B/R'],
    ['7 bed rooms+hall', '7 B/R'],
    ['2 B/R', '2 B/R'],
    ['2BR', '2 B/R'],
    ['2 Bedrooms', '2 B/R'],
    ['STUDIO', 'Studio'],
  ])('reads the sub-type %s as %s', (subType, rooms) => {
    expect(kept({ subType })).toMatchObject({ kind: 'apartment', rooms });
  });

  it.each([
    ['Flat', '', 'apartment', null],
    ['Flat', 'Flat', 'apartment', null],
    ['Flat', 'Duplex', 'apartment', null],
    ['Apartment', '2 bed rooms+hall', 'apartment', '2 B/R'],
    ['Unit', '2 bed rooms+hall', 'apartment', '2 B/R'],
    ['Villa', '', 'villa', null],
    ['Villa', 'Villa', 'villa', null],
    ['Villa', '5 bed rooms+hall', 'villa', '5 B/R'],
    ['Villa', 'Townhouse', 'townhouse', null],
    ['Townhouse', '3 bed rooms+hall', 'townhouse', '3 B/R'],
    ['Flat', 'Penthouse', 'penthouse', null],
    ['Penthouse', '4 bed rooms+hall', 'penthouse', null],
    ['Hotel Apartment', '1bed room+Hall', 'hotel apartment', '1 B/R'],
    ['Flat', 'Hotel apartments', 'hotel apartment', null],
  ])('reads %s / %s as %s with rooms %s', (type, subType, kind, rooms) => {
    expect(kept({ type, subType })).toMatchObject({ kind, rooms });
  });

  it.each([
    ['Office', 'Office'],
    ['Shop', 'Shop'],
    ['Shop', 'Shop with a mezzanine'],
    ['Showroom', 'Showroom'],
    ['Warehouse', 'Warehouse'],
    ['Labor Camp', 'Room in labor Camp'],
    ['Labour Camp', ''],
    ['Staff Accommodation', 'Staff Accommodation'],
    ['Flat', 'Staff Accommodatoion'],
    ['Land', 'Open Land'],
    ['Building', '2 bed rooms+hall'],
    ['Hotel', 'Hotel Rooms'],
    ['Clinic', 'Clinic'],
    ['School', 'School'],
    ['Workshop', 'Workshop'],
    ['Kiosk', 'Kiosk'],
    ['Restaurant', 'Restaurant'],
    ['Gym', 'GYM'],
    ['Store', 'Store'],
    ['Factory', 'Factory'],
    ['Flat', 'Room'],
    ['Flat', '1 Room'],
    ['Villa', 'Commercial villa'],
    ['Flat', 'Something new'],
    ['Unit', ''],
    ['', 'Studio'],
  ])('drops %s / %s as not a home', (type, subType) => {
    // An empty type is a missing field before it is anything else.
    expect(skip({ type, subType })).toBe(type === '' ? 'missing_field' : 'not_a_home');
  });

  it.each([
    ['Residential', undefined],
    ['RESIDENTIAL', undefined],
    ['', undefined],
    ['Commercial', 'not_a_home'],
    ['Industrial', 'not_a_home'],
    ['Industrial / Commercial', 'not_a_home'],
    ['Residential / Commercial', 'not_a_home'],
    ['Hospitality', 'not_a_home'],
    ['Storage', 'not_a_home'],
  ])('reads a flat in %s use: %s', (usage, reason) => {
    expect(skip({ usage })).toBe(reason);
  });

  it('takes hospitality use for hotel apartments, and drops land and whole buildings by their business type', () => {
    expect(kept({ type: 'Hotel Apartment', subType: 'Studio', usage: 'Hospitality' }).kind).toBe(
      'hotel apartment',
    );
    expect(skip({ business: 'Land' })).toBe('not_a_home');
    expect(skip({ business: 'Building' })).toBe('not_a_home');
    expect(kept({ business: 'Villa', type: 'Villa', subType: 'Villa' }).kind).toBe('villa');
    expect(kept({ business: '' }).kind).toBe('apartment');
  });

  it('divides the annual amount by the units, counting an empty or zero count as one', () => {
    expect(kept({ annual: '300000', units: '4' }).annual_rent).toBe(75_000);
    expect(kept({ annual: '100000', units: '3' }).annual_rent).toBe(33_333.33);
    expect(kept({ annual: '90000', units: '' }).annual_rent).toBe(90_000);
    expect(kept({ annual: '90000', units: '0' }).annual_rent).toBe(90_000);
    expect(kept({ annual: '90000', units: '2.0' }).annual_rent).toBe(45_000);
    expect(skip({ units: '1.5' })).toBe('bad_number');
    expect(skip({ units: '-2' })).toBe('bad_number');
    expect(skip({ units: 'two' })).toBe('bad_number');
  });

  it('reads amounts as the open data writes them', () => {
    expect(kept({ annual: '1,250,000.00', units: '10' }).annual_rent).toBe(125_000);
    expect(kept({ annual: '85000.0' }).annual_rent).toBe(85_000);
    expect(kept({ annual: '85000.5' }).annual_rent).toBe(85_000.5);
    expect(skip({ annual: 'AED 85,000' })).toBe('bad_number');
    expect(skip({ annual: '-85000' })).toBe('bad_number');
    expect(skip({ annual: '85.000,00' })).toBe('bad_number');
  });

  it('works out the annual amount from a contract of at least 28 days when it is empty or 0', () => {
    // Three months (92 days) for AED 30,000.
    expect(kept({ annual: '', amount: '30000', start: '01-11-2025', end: '31-01-2026' }).annual_rent).toBe(
      119_021.74,
    );
    // Two years for AED 200,000: a year is half of it (731 days, one of them 29 February 2028).
    expect(kept({ annual: '0', amount: '200,000', start: '2026-03-01', end: '2028-02-29' }).annual_rent).toBe(
      99_863.2,
    );
    // 28 days for AED 9,000 (a year is 117,321.43); 27 days are too short to say.
    expect(kept({ annual: '', amount: '9000', start: '01-02-2026', end: '28-02-2026' }).annual_rent).toBe(
      117_321.43,
    );
    expect(skip({ annual: '', amount: '9000', start: '01-02-2026', end: '27-02-2026' })).toBe(
      'missing_field',
    );
    expect(skip({ annual: '0', amount: '9000', start: '01-02-2026', end: '27-02-2026' })).toBe(
      'rent_outlier',
    );
    // Divided by the units too.
    expect(kept({ annual: '', amount: '240000', units: '2' }).annual_rent).toBe(120_000);
    // What it cannot be worked out from.
    expect(skip({ annual: '', amount: '' })).toBe('missing_field');
    expect(skip({ annual: '', end: '' })).toBe('missing_field');
    expect(skip({ annual: '', amount: '0' })).toBe('missing_field');
    expect(skip({ annual: '', end: '01-10-2025' })).toBe('missing_field'); // ends before it starts
    expect(skip({ annual: '', end: '31-13-2026' })).toBe('bad_date');
    expect(skip({ annual: '', amount: 'n/a' })).toBe('bad_number');
    // An annual amount that is there is taken as it is, whatever the rest says.
    expect(kept({ annual: '90000', amount: 'n/a', end: 'soon' }).annual_rent).toBe(90_000);
  });

  it('keeps the rent bounds and drops what is past them', () => {
    expect(kept({ annual: '5000' }).annual_rent).toBe(5_000);
    expect(kept({ annual: '10000000' }).annual_rent).toBe(10_000_000);
    expect(skip({ annual: '4999.99' })).toBe('rent_outlier');
    expect(skip({ annual: '10000000.01' })).toBe('rent_outlier');
    expect(skip({ annual: '0', amount: '' })).toBe('rent_outlier');
    expect(skip({ annual: '60000', units: '13' })).toBe('rent_outlier'); // 4,615.38 a unit
  });

  it('reads dates as the sales do', () => {
    expect(kept({ start: '2025-11-01' }).start_date).toBe('2025-11-01');
    expect(kept({ start: '01/11/2025' }).start_date).toBe('2025-11-01');
    expect(kept({ start: '1-11-2025 00:00:00' }).start_date).toBe('2025-11-01');
    expect(kept({ start: '2025-11-01T00:00:00' }).start_date).toBe('2025-11-01');
    expect(skip({ start: '2025-11-31' })).toBe('bad_date');
    expect(skip({ start: 'Nov 1, 2025' })).toBe('bad_date');
  });

  it('reads renewals, whatever the case, and anything else as new', () => {
    expect(kept({ reg: 'Renew' }).renewal).toBe(true);
    expect(kept({ reg: 'RENEW' }).renewal).toBe(true);
    expect(kept({ reg: 'Renewal' }).renewal).toBe(true);
    expect(kept({ reg: 'New' }).renewal).toBe(false);
    expect(kept({ reg: '' }).renewal).toBe(false);
  });

  it('returns the first reason in order', () => {
    expect(skip({ area: '', start: 'soon', annual: 'x', type: 'Office' })).toBe('missing_field');
    expect(skip({ id: '' })).toBe('missing_field');
    expect(skip({ start: '' })).toBe('missing_field');
    expect(skip({ start: 'soon', annual: 'x', type: 'Office' })).toBe('bad_date');
    expect(skip({ annual: 'x', type: 'Office' })).toBe('bad_number');
    expect(skip({ type: 'Office', annual: '100' })).toBe('not_a_home');
    expect(skip({ annual: '100' })).toBe('rent_outlier');
  });
});

describe('readEjariRooms', () => {
  it('reads room counts only', () => {
    expect(readEjariRooms('1bed room+Hall')).toBe('1 B/R');
    expect(readEjariRooms('15 bed room+hall')).toBe('15 B/R');
    expect(readEjariRooms('Studio')).toBe('Studio');
    expect(readEjariRooms('Room')).toBeNull();
    expect(readEjariRooms('0 bed rooms+hall')).toBeNull();
    expect(readEjariRooms('Villa')).toBeNull();
    expect(readEjariRooms('')).toBeNull();
  });
});
