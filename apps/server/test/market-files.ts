// DLD transactions files for the market data tests, in both of DLD's layouts, written the way DLD
// writes them: the bulk file (snake_case, `_en`/`_ar` pairs, ISO dates with a time) and the open-data
// page's export (upper-case columns, day-first dates, a byte-order mark and CRLF line ends). Each holds
// sales to keep, and rows the cleaning drops: a mortgage, a gift, a grant, land, an outlier, a tiny
// area, a low value; Arabic names and a quoted comma.

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
  'rooms_ar',
  'rooms_en',
  'has_parking',
  'procedure_area',
  'actual_worth',
  'meter_sale_price',
];

interface BulkRow {
  id: string;
  group: 'Sales' | 'Mortgages' | 'Gifts';
  procedure: string;
  date: string;
  type: 'Unit' | 'Villa' | 'Land' | 'Building';
  subType: string;
  offplan: boolean;
  area: string;
  building?: string;
  project?: string;
  master?: string;
  rooms: string;
  sqm: number;
  value: number;
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function bulkLine(row: BulkRow): string {
  const cells = [
    row.id,
    '11',
    row.group === 'Sales' ? '1' : row.group === 'Mortgages' ? '2' : '3',
    row.group === 'Sales' ? 'مبايعات' : row.group === 'Mortgages' ? 'رهون' : 'هبات',
    row.group,
    'بيع',
    row.procedure,
    row.date,
    '3',
    'وحدة',
    row.type,
    '60',
    'شقه سكنيه',
    row.subType,
    row.offplan ? '0' : '1',
    row.offplan ? 'على الخارطة' : 'العقارات القائمة',
    row.offplan ? 'Off-Plan Properties' : 'Existing Properties',
    '350',
    'مرسى دبي',
    row.area,
    row.building ? `مبنى ${row.building}` : '',
    row.building ?? '',
    '1234',
    row.project ? `مشروع ${row.project}` : '',
    row.project ?? '',
    row.master ?? '',
    row.master ? 'دبي مارينا' : '',
    row.rooms === 'Studio' ? 'استوديو' : row.rooms ? 'غرفة' : '',
    row.rooms,
    '1',
    String(row.sqm),
    String(row.value),
    (row.value / row.sqm).toFixed(2),
  ];
  return cells.map(quote).join(',');
}

/** Sales that the cleaning keeps, with what they become. */
export const BULK_KEPT: readonly BulkRow[] = [
  {
    id: '1-11-2025-101',
    group: 'Sales',
    procedure: 'Sell',
    date: '2025-11-03 00:00:00',
    type: 'Unit',
    subType: 'Flat',
    offplan: false,
    area: 'Marsa Dubai',
    building: 'Marina Gate 1',
    project: 'Marina Gate',
    master: 'Dubai Marina',
    rooms: '1 B/R',
    sqm: 75,
    value: 1_650_000,
  },
  {
    id: '1-11-2025-102',
    group: 'Sales',
    procedure: 'Sell - Pre registration',
    date: '2025-10-21 00:00:00',
    type: 'Unit',
    subType: 'Flat',
    offplan: true,
    area: 'Al Barsha South Fourth',
    building: 'Binghatti Corner',
    project: 'Binghatti Corner',
    master: 'Jumeirah Village Circle',
    rooms: 'Studio',
    sqm: 38.5,
    value: 620_000,
  },
  {
    id: '1-11-2025-103',
    group: 'Sales',
    procedure: 'Delayed Sell',
    date: '2025-09-14 00:00:00',
    type: 'Villa',
    subType: 'Villa',
    offplan: false,
    area: 'Wadi Al Safa 6',
    project: 'Arabian Ranches',
    master: 'Arabian Ranches',
    rooms: '4 B/R',
    sqm: 350,
    value: 5_200_000,
  },
  {
    // A quoted comma in the building's name; Arabic in the _ar columns.
    id: '1-11-2025-104',
    group: 'Sales',
    procedure: 'Sell',
    date: '2025-11-10 00:00:00',
    type: 'Unit',
    subType: 'Flat',
    offplan: false,
    area: 'Marsa Dubai',
    building: 'Marina Gate, Tower 2',
    project: 'Marina Gate',
    master: 'Dubai Marina',
    rooms: '2 B/R',
    sqm: 120,
    value: 2_900_000,
  },
];

const base = BULK_KEPT[0]!;

/** Rows the cleaning drops, by the reason it gives. */
export const BULK_DROPPED: readonly [BulkRow, string][] = [
  [{ ...base, id: '2-11-2025-1', group: 'Mortgages', procedure: 'Mortgage Registration' }, 'not_a_sale'],
  [{ ...base, id: '3-11-2025-1', group: 'Gifts', procedure: 'Grant' }, 'not_a_sale'],
  [{ ...base, id: '3-11-2025-2', group: 'Gifts', procedure: 'Gift' }, 'not_a_sale'],
  [{ ...base, id: '1-11-2025-201', type: 'Land', subType: 'Residential', rooms: '' }, 'not_a_home'],
  [{ ...base, id: '1-11-2025-202', value: 50_000_000 }, 'price_per_sqm_outlier'],
  [{ ...base, id: '1-11-2025-203', sqm: 8, value: 400_000 }, 'small_area'],
  [{ ...base, id: '1-11-2025-204', sqm: 20, value: 90_000 }, 'low_value'],
];

/** The bulk file: header, the kept sales, the dropped rows, LF line ends, no byte-order mark. */
export function bulkFile(
  rows: readonly BulkRow[] = [...BULK_KEPT, ...BULK_DROPPED.map(([row]) => row)],
): string {
  return [BULK_HEADER.join(','), ...rows.map(bulkLine)].join('\n') + '\n';
}

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
];

/** The open-data page's export of the same kept sales (day-first dates), a mortgage and a gift. */
export function exportFile(): string {
  const line = (row: BulkRow) => {
    const [y, m, d] = row.date.slice(0, 10).split('-');
    return [
      row.id,
      `${d}-${m}-${y}`,
      row.group,
      row.procedure,
      row.offplan ? 'Off-Plan' : 'Ready',
      'Free Hold',
      'Residential',
      row.area,
      row.type,
      row.subType,
      String(row.value),
      String(row.sqm),
      String(row.sqm),
      row.rooms,
      '1',
      'Dubai Marina Mall',
      'Marina Mall',
      'Burj Al Arab',
      '1',
      '1',
      row.master ?? '',
      row.project ?? '',
    ]
      .map(quote)
      .join(',');
  };
  const rows = [...BULK_KEPT, BULK_DROPPED[0]![0], BULK_DROPPED[2]![0]];
  return '\uFEFF' + [EXPORT_HEADER.join(','), ...rows.map(line)].join('\r\n') + '\r\n';
}
