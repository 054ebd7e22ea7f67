import { describe, expect, it } from 'vitest';
import {
  readDldDate,
  readDldHeader,
  readDldNumber,
  readDldRooms,
  readDldRow,
  type DldHeader,
  type DldHeaderProblem,
} from './dld-rows.ts';
import type { DldRowResult, MarketSale } from './market-sale.ts';
import { BULK_CSV, EXPORT_CSV, csvRows } from './fixtures/dld-files.ts';

function header(names: readonly string[]): DldHeader {
  const read = readDldHeader(names);
  if (!('layout' in read)) throw new Error(read.message);
  return read;
}

/** Every data row of a fixture file read, by transaction id. */
function readFile(text: string): { columns: DldHeader; byId: Map<string, DldRowResult> } {
  const [names, ...rows] = csvRows(text);
  const columns = header(names!);
  return { columns, byId: new Map(rows.map((row) => [row[0]!, readDldRow(columns, row)])) };
}

const sale = (result: DldRowResult | undefined): MarketSale => {
  if (!result || !('sale' in result)) throw new Error(`not kept: ${JSON.stringify(result)}`);
  return result.sale;
};

const bulk = readFile(BULK_CSV);
const exported = readFile(EXPORT_CSV);

describe('the fixtures', () => {
  it('have every line as wide as the header but the truncated last one', () => {
    for (const text of [BULK_CSV, EXPORT_CSV]) {
      const [names, ...rows] = csvRows(text);
      expect(rows.slice(0, -1).every((row) => row.length === names!.length)).toBe(true);
      expect(rows.at(-1)!.length).toBeLessThan(names!.length);
    }
  });
});

describe('readDldHeader', () => {
  it('tells the bulk file from the export, whatever the order and extra columns', () => {
    expect(bulk.columns.layout).toBe('bulk');
    expect(exported.columns.layout).toBe('export');
    const [bulkNames] = csvRows(BULK_CSV);
    expect(bulk.columns.index).toEqual({
      transaction_id: 0,
      group: bulkNames!.indexOf('trans_group_en'),
      procedure: bulkNames!.indexOf('procedure_name_en'),
      date: bulkNames!.indexOf('instance_date'),
      property_type: bulkNames!.indexOf('property_type_en'),
      property_sub_type: bulkNames!.indexOf('property_sub_type_en'),
      offplan: bulkNames!.indexOf('reg_type_en'),
      area: bulkNames!.indexOf('area_name_en'),
      building: bulkNames!.indexOf('building_name_en'),
      project: bulkNames!.indexOf('project_name_en'),
      master_project: bulkNames!.indexOf('master_project_en'),
      rooms: bulkNames!.indexOf('rooms_en'),
      procedure_area: bulkNames!.indexOf('procedure_area'),
      value: bulkNames!.indexOf('actual_worth'),
    });
    expect(exported.columns.index.building).toBeNull();
    expect(header([...csvRows(EXPORT_CSV)[0]!].reverse()).index.transaction_id).toBe(21);
  });

  it('reads names in any case, trimmed, with a BOM before the first', () => {
    const [bulkNames] = csvRows(BULK_CSV);
    const shouted = bulkNames!.map((name, i) =>
      i === 0 ? `\uFEFF${name.toUpperCase()}` : ` ${name.toUpperCase()} `,
    );
    expect(header(shouted)).toEqual(bulk.columns);
    const [exportNames] = csvRows(EXPORT_CSV);
    const quiet = exportNames!.map((name, i) =>
      i === 0 ? `\uFEFF${name.toLowerCase()}` : name.toLowerCase(),
    );
    expect(header(quiet)).toEqual(exported.columns);
  });

  it('takes the optional columns as null when the file has none', () => {
    const [names] = csvRows(BULK_CSV);
    const columns = header(names!.filter((name) => !/^(building|project|master_project)_/.test(name)));
    expect(columns.index).toMatchObject({ building: null, project: null, master_project: null });
  });

  it('refuses another file, naming the missing columns of the closest layout', () => {
    const [exportNames] = csvRows(EXPORT_CSV);
    const read = readDldHeader(
      exportNames!.filter((name) => name !== 'TRANS_VALUE' && name !== 'PROCEDURE_AREA'),
    );
    expect(read).toEqual({
      missing: ['TRANS_VALUE', 'PROCEDURE_AREA'],
      message: 'Not a DLD transactions file: missing columns TRANS_VALUE, PROCEDURE_AREA',
    });

    const [bulkNames] = csvRows(BULK_CSV);
    const noRegType = readDldHeader(bulkNames!.filter((name) => name !== 'reg_type_en')) as DldHeaderProblem;
    expect(noRegType.message).toBe('Not a DLD transactions file: missing columns reg_type_en');

    // DLD's rents file: closer to the bulk file (shared area and project names), and no sale in it.
    const rents = readDldHeader([
      'contract_id',
      'contract_start_date',
      'annual_amount',
      'area_name_en',
      'project_name_en',
      'master_project_en',
      'ejari_property_type_en',
    ]) as DldHeaderProblem;
    expect(rents.missing).toContain('actual_worth');
    expect(rents.missing).not.toContain('area_name_en');

    expect((readDldHeader(['Name', 'Price']) as DldHeaderProblem).message).toMatch(
      /^Not a DLD transactions file: missing columns transaction_id, trans_group_en, /,
    );
    expect((readDldHeader(['NAME', 'PRICE']) as DldHeaderProblem).missing[0]).toBe('TRANSACTION_NUMBER');
    expect('missing' in readDldHeader([])).toBe(true);
  });
});

describe('readDldRow: the bulk file', () => {
  it('keeps a ready resale with its names, m² in sq ft, and the price per sq ft', () => {
    expect(sale(bulk.byId.get('11-1-2025-40101'))).toEqual({
      transaction_id: '11-1-2025-40101',
      date: '2025-11-03',
      kind: 'apartment',
      rooms: '2 B/R',
      offplan: false,
      area: 'Marsa Dubai',
      master_project: 'Dubai Marina',
      project: 'Marina Gate',
      building: 'Marina Gate 1',
      area_sqft: 1297.05, // 120.5 × 10.7639 = 1297.049…
      price: 3_150_000,
      price_per_sqft: 2428.59, // 3,150,000 / 1297.05
    });
  });

  it('keeps off-plan pre-registrations and delayed sells, both date forms, separators in numbers', () => {
    expect(sale(bulk.byId.get('102-1-2025-40102'))).toMatchObject({
      date: '2025-11-04',
      offplan: true,
      kind: 'apartment',
      rooms: '1 B/R',
      price: 1_050_000,
      area_sqft: 756.16, // 70.25 × 10.7639 = 756.164…
    });
    expect(sale(bulk.byId.get('103-1-2025-40103'))).toMatchObject({
      date: '2025-11-05',
      offplan: true,
      kind: 'villa',
      rooms: '4 B/R',
      building: null,
      project: 'Golf Grove',
      area_sqft: 3767.37,
    });
    expect(sale(bulk.byId.get('102-1-2025-40104'))).toMatchObject({ kind: 'townhouse', rooms: '3 B/R' });
  });

  it('reads the kinds and rooms DLD writes', () => {
    expect(sale(bulk.byId.get('11-1-2025-40105'))).toMatchObject({
      kind: 'hotel apartment',
      project: null,
      building: 'Address Downtown',
    });
    expect(sale(bulk.byId.get('11-1-2025-40106'))).toMatchObject({ kind: 'penthouse', rooms: null });
    expect(sale(bulk.byId.get('11-1-2025-40107'))).toMatchObject({ kind: 'apartment', rooms: 'Studio' });
    expect(sale(bulk.byId.get('11-1-2025-40108'))).toMatchObject({ rooms: '1 B/R', project: null });
  });

  it('keeps names in Arabic as they are', () => {
    expect(sale(bulk.byId.get('11-1-2025-40108')).building).toBe('برج الأميرة');
  });

  it('drops mortgages, gifts, grants and the Sales procedures that are not sales', () => {
    for (const id of ['31-2-2025-40109', '37-2-2025-40110', '41-3-2025-40111', '42-3-2025-40112'])
      expect(bulk.byId.get(id)).toEqual({ skip: 'not_a_sale' });
    expect(bulk.byId.get('71-1-2025-40113')).toEqual({ skip: 'not_a_sale' }); // Lease to Own Registration
    expect(bulk.byId.get('17-1-2025-40114')).toEqual({ skip: 'not_a_sale' }); // Sell Development
  });

  it('drops land, offices and whole buildings', () => {
    for (const id of ['11-1-2025-40115', '11-1-2025-40116', '11-1-2025-40117'])
      expect(bulk.byId.get(id)).toEqual({ skip: 'not_a_home' });
  });

  it('keeps the bounds and drops what is past them', () => {
    expect(sale(bulk.byId.get('11-1-2025-40118'))).toMatchObject({ price: 100_000, area_sqft: 1076.39 });
    expect(sale(bulk.byId.get('11-1-2025-40119'))).toMatchObject({ price: 2_500_000, area_sqft: 107.64 });
    expect(bulk.byId.get('11-1-2025-40120')).toEqual({ skip: 'price_per_sqm_outlier' }); // 999 AED/m²
    expect(bulk.byId.get('11-1-2025-40121')).toEqual({ skip: 'price_per_sqm_outlier' }); // 250,001 AED/m²
    expect(bulk.byId.get('11-1-2025-40122')).toEqual({ skip: 'small_area' }); // 9.99 m²
    expect(bulk.byId.get('11-1-2025-40123')).toEqual({ skip: 'low_value' }); // AED 99,999
  });

  it('skips unreadable rows with their reason, and a truncated last line without a crash', () => {
    expect(bulk.byId.get('11-1-2025-40124')).toEqual({ skip: 'bad_date' });
    expect(bulk.byId.get('11-1-2025-40125')).toEqual({ skip: 'bad_number' });
    expect(bulk.byId.get('11-1-2025-40126')).toEqual({ skip: 'missing_field' });
    expect(bulk.byId.get('11-1-2025-40127')).toEqual({ skip: 'missing_field' });
    expect(readDldRow(bulk.columns, [])).toEqual({ skip: 'missing_field' });
    expect(readDldRow(bulk.columns, [''])).toEqual({ skip: 'missing_field' });
  });
});

describe('readDldRow: the export', () => {
  it('keeps a ready resale (day-first date, no building column)', () => {
    expect(sale(exported.byId.get('11-2025-50201'))).toEqual({
      transaction_id: '11-2025-50201',
      date: '2025-11-03',
      kind: 'apartment',
      rooms: '1 B/R',
      offplan: false,
      area: 'Marsa Dubai',
      master_project: 'Dubai Marina',
      project: 'Marina Gate',
      building: null,
      area_sqft: 1027.95, // 95.5 × 10.7639 = 1027.952…
      price: 2_150_000,
      price_per_sqft: 2091.54,
    });
  });

  it('reads off-plan and ready, ISO dates with or without a time, and slashes', () => {
    expect(sale(exported.byId.get('102-2025-50202'))).toMatchObject({ offplan: true, date: '2025-11-04' });
    expect(sale(exported.byId.get('103-2025-50203'))).toMatchObject({
      offplan: true,
      date: '2025-11-05',
      kind: 'villa',
    });
    expect(sale(exported.byId.get('11-2025-50204'))).toMatchObject({
      offplan: false,
      date: '2025-11-05',
      kind: 'townhouse',
    });
  });

  it('keeps names in Arabic, and an empty name as null', () => {
    expect(sale(exported.byId.get('11-2025-50205'))).toMatchObject({
      project: 'مجمع الورسان',
      master_project: null,
      rooms: 'Studio',
    });
  });

  it('drops what is not a sale of a home, and a truncated last line', () => {
    expect(exported.byId.get('31-2025-50206')).toEqual({ skip: 'not_a_sale' });
    expect(exported.byId.get('41-2025-50207')).toEqual({ skip: 'not_a_sale' });
    expect(exported.byId.get('71-2025-50208')).toEqual({ skip: 'not_a_sale' });
    expect(exported.byId.get('11-2025-50209')).toEqual({ skip: 'not_a_home' });
    expect(exported.byId.get('11-2025-50210')).toEqual({ skip: 'not_a_home' });
    expect(exported.byId.get('11-2025-50211')).toEqual({ skip: 'missing_field' });
  });
});

describe('readDldRow: rules one at a time', () => {
  const columns = header([
    'TRANSACTION_NUMBER',
    'INSTANCE_DATE',
    'GROUP_EN',
    'PROCEDURE_EN',
    'IS_OFFPLAN_EN',
    'AREA_EN',
    'PROP_TYPE_EN',
    'PROP_SB_TYPE_EN',
    'TRANS_VALUE',
    'PROCEDURE_AREA',
    'ROOMS_EN',
    'MASTER_PROJECT_EN',
    'PROJECT_EN',
  ]);
  type Row = {
    id?: string;
    date?: string;
    group?: string;
    procedure?: string;
    offplan?: string;
    area?: string;
    type?: string;
    subType?: string;
    value?: string;
    sqm?: string;
    rooms?: string;
  };
  const read = (row: Row): DldRowResult =>
    readDldRow(columns, [
      row.id ?? '11-2025-1',
      row.date ?? '2025-11-03',
      row.group ?? 'Sales',
      row.procedure ?? 'Sell',
      row.offplan ?? 'Ready',
      row.area ?? 'Marsa Dubai',
      row.type ?? 'Unit',
      row.subType ?? 'Flat',
      row.value ?? '2000000',
      row.sqm ?? '100',
      row.rooms ?? '2 B/R',
      'Dubai Marina',
      '',
    ]);
  const skip = (row: Row): string | undefined => {
    const result = read(row);
    return 'skip' in result ? result.skip : undefined;
  };

  it('trims values', () => {
    expect(sale(read({ id: ' 11-2025-1 ', area: ' Marsa Dubai ', rooms: ' 2 B/R ' }))).toMatchObject({
      transaction_id: '11-2025-1',
      area: 'Marsa Dubai',
      rooms: '2 B/R',
      project: null,
    });
  });

  it.each([
    'Sell',
    'SELL',
    'Sell - Pre registration',
    'Sell - Pre Registration',
    'Sell-Pre Registration',
    'Delayed Sell',
    'delayed  sell',
  ])('keeps the procedure %s', (procedure) => expect(skip({ procedure })).toBeUndefined());

  it.each([
    ['Sales', 'Lease to Own Registration'],
    ['Sales', 'Sell Development'],
    ['Sales', 'Lease Finance Registration'],
    ['Mortgages', 'Mortgage Registration'],
    ['Mortgages', 'Sell'],
    ['Gifts', 'Grant'],
    ['Gifts', 'Grant Pre-Registration'],
  ])('drops %s / %s as not a sale', (group, procedure) =>
    expect(skip({ group, procedure })).toBe('not_a_sale'),
  );

  it.each([
    ['Unit', 'Flat', '2 B/R', 'apartment'],
    ['Unit', '', '2 B/R', 'apartment'],
    ['Unit', 'Hotel Apartment', '1 B/R', 'hotel apartment'],
    ['Unit', 'Hotel Rooms', 'Single Room', 'hotel apartment'],
    ['Villa', 'Villa', '4 B/R', 'villa'],
    ['Villa', '', '4 B/R', 'villa'],
    ['Villa', 'Townhouse', '3 B/R', 'townhouse'],
    ['Unit', 'Stacked Townhouses', '2 B/R', 'townhouse'],
    ['Unit', 'Flat', 'PENTHOUSE', 'penthouse'],
    ['Unit', '', 'Penthouse', 'penthouse'],
  ])('reads %s / %s / %s as %s', (type, subType, rooms, kind) =>
    expect(sale(read({ type, subType, rooms })).kind).toBe(kind),
  );

  it.each([
    ['Land', 'Residential'],
    ['Land', 'Villa'],
    ['Building', 'Residential Flats'],
    ['Building', 'Hotel'],
    ['Unit', 'Office'],
    ['Unit', 'Shop'],
    ['Unit', 'Warehouse'],
    ['Unit', 'Hotel'],
    ['Unit', ''],
  ])('drops %s / %s as not a home', (type, subType) =>
    expect(skip({ type, subType, rooms: subType === '' ? 'Office' : '' })).toBe('not_a_home'),
  );

  it('reads the off-plan flag in either layout’s words', () => {
    expect(sale(read({ offplan: 'Off-Plan' })).offplan).toBe(true);
    expect(sale(read({ offplan: 'Off-Plan Properties' })).offplan).toBe(true);
    expect(sale(read({ offplan: 'Ready' })).offplan).toBe(false);
    expect(sale(read({ offplan: 'Existing Properties' })).offplan).toBe(false);
    expect(skip({ offplan: '' })).toBe('missing_field');
    expect(skip({ offplan: 'Unknown' })).toBe('missing_field');
  });

  it('returns the first reason in order', () => {
    // A mortgage with no area is missing a field before it is not a sale.
    expect(skip({ group: 'Mortgages', area: '' })).toBe('missing_field');
    expect(skip({ date: '2025-13-01', value: 'abc' })).toBe('bad_date');
    expect(skip({ value: 'abc', group: 'Gifts' })).toBe('bad_number');
    expect(skip({ sqm: '-5' })).toBe('bad_number');
    expect(skip({ group: 'Gifts', type: 'Land' })).toBe('not_a_sale');
    expect(skip({ type: 'Land', sqm: '5' })).toBe('not_a_home');
    expect(skip({ sqm: '5', value: '50000' })).toBe('small_area');
    expect(skip({ sqm: '0', value: '0' })).toBe('small_area');
    expect(skip({ value: '50000', sqm: '100' })).toBe('low_value');
    expect(skip({ value: '100000', sqm: '101' })).toBe('price_per_sqm_outlier');
  });

  it('converts m² to sq ft once, rounding to 2 decimals', () => {
    expect(sale(read({ sqm: '100', value: '2000000' }))).toMatchObject({
      area_sqft: 1076.39,
      price_per_sqft: 1858.06, // 2,000,000 / 1076.39
    });
  });
});

describe('readDldDate', () => {
  it.each([
    ['2025-11-03', '2025-11-03'],
    ['2025-11-03 00:00:00', '2025-11-03'],
    ['2025-11-03T10:20:00', '2025-11-03'],
    ['2025-11-03T10:20:00.000Z', '2025-11-03'],
    [' 2025-11-03 ', '2025-11-03'],
    ['2025-1-3', '2025-01-03'],
    ['03-11-2025', '2025-11-03'],
    ['03/11/2025', '2025-11-03'],
    ['3-11-2025', '2025-11-03'],
    ['03.11.2025', '2025-11-03'],
    ['03-11-2025 00:00:00', '2025-11-03'],
    ['03/11/2025 12:00:00 AM', '2025-11-03'],
    ['29-02-2024', '2024-02-29'],
    ['31-12-2025', '2025-12-31'],
  ])('%s → %s', (text, date) => expect(readDldDate(text)).toBe(date));

  it.each([
    '31-02-2025',
    '29-02-2025',
    '2025-02-30',
    '2025-13-01',
    '00-11-2025',
    '32-01-2025',
    '03-11-25',
    '03-11/2025',
    '2025-11',
    '20251103',
    'Nov 3, 2025',
    '03-11-1850',
    '',
    'n/a',
  ])('%s is not a date', (text) => expect(readDldDate(text)).toBeNull());
});

describe('readDldRooms and readDldNumber', () => {
  it.each([
    ['Studio', 'Studio'],
    ['STUDIO', 'Studio'],
    ['Single Room', 'Studio'],
    ['1 B/R', '1 B/R'],
    ['1 b/r', '1 B/R'],
    ['1B/R', '1 B/R'],
    ['3 BR', '3 B/R'],
    ['10 B/R', '10 B/R'],
    ['PENTHOUSE', null],
    ['Office', null],
    ['Shop', null],
    ['0 B/R', null],
    ['', null],
  ])('rooms %s → %s', (text, rooms) => expect(readDldRooms(text)).toBe(rooms));

  it('reads numbers with thousands separators and decimals, and nothing else', () => {
    expect(readDldNumber('1250000')).toBe(1_250_000);
    expect(readDldNumber('1,250,000.50')).toBe(1_250_000.5);
    expect(readDldNumber(' 85.5 ')).toBe(85.5);
    expect(readDldNumber('0')).toBe(0);
    for (const bad of ['', '-5', '1.2M', '1,25,000', '1 250 000', 'NaN', '1e6', '.5', '5.'])
      expect(readDldNumber(bad)).toBeNull();
  });
});
