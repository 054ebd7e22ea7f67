import { describe, expect, it } from 'vitest';
import { readEjariHeader, readEjariRow, type EjariHeader } from './ejari-rows.ts';
import { median } from './market-reference.ts';
import type { RentContract, RentSkipReason } from './rent-contract.ts';
import { sampleEjariHeader, sampleEjariRows, type SampleEjariOptions } from './sample-rents.ts';

const places = [
  {
    area: 'Marsa Dubai',
    masterProject: 'Dubai Marina',
    projects: ['Marina Gate', 'Marina Promenade'],
    aedPerYear: 110_000,
  },
  {
    area: 'Al Barsha South Fourth',
    masterProject: 'Jumeirah Village Circle',
    projects: ['Binghatti Phantom', 'Oxford Residence'],
    aedPerSqm: 12_000,
  },
  { area: 'Al Hebiah Fourth', masterProject: 'Damac Hills', projects: ['Bellavista'] },
];
const options = (more: Partial<SampleEjariOptions> = {}): SampleEjariOptions => ({
  rows: 20_000,
  seed: 7,
  from: '2024-11-01',
  to: '2025-10-31',
  places,
  ...more,
});

const header = readEjariHeader(sampleEjariHeader()) as EjariHeader;
const columns = sampleEjariHeader();
const at = (name: string) => columns.indexOf(name);

function readAll(more: Partial<SampleEjariOptions> = {}) {
  const lines: { row: string[]; contract: RentContract | null }[] = [];
  const skips = new Map<RentSkipReason, number>();
  for (const row of sampleEjariRows(options(more))) {
    const result = readEjariRow(header, row);
    if ('skip' in result) skips.set(result.skip, (skips.get(result.skip) ?? 0) + 1);
    lines.push({ row, contract: 'contract' in result ? result.contract : null });
  }
  const contracts = lines.flatMap(({ contract }) => (contract ? [contract] : []));
  return { lines, skips, contracts };
}

describe('sampleEjariRows', () => {
  const { lines, skips, contracts } = readAll();
  const share = (n: number) => n / lines.length;

  it('writes the open-data header readEjariHeader takes, and lines as wide', () => {
    expect('index' in readEjariHeader(sampleEjariHeader())).toBe(true);
    expect(columns).toHaveLength(40);
    expect(columns.filter((name) => name.endsWith('_ar'))).toHaveLength(12);
    expect(lines.every(({ row }) => row.length === 40)).toBe(true);
  });

  it('gives about 91 % homes kept, 7–8 % not homes, 1 % junk, and nothing unreadable', () => {
    expect(lines).toHaveLength(20_000);
    expect(share(contracts.length)).toBeGreaterThan(0.89);
    expect(share(contracts.length)).toBeLessThan(0.93);
    expect(share(skips.get('not_a_home') ?? 0)).toBeGreaterThan(0.06);
    expect(share(skips.get('not_a_home') ?? 0)).toBeLessThan(0.09);
    const junk = (skips.get('rent_outlier') ?? 0) + (skips.get('bad_date') ?? 0);
    expect(share(junk)).toBeGreaterThan(0.005);
    expect(share(junk)).toBeLessThan(0.015);
    expect(skips.get('bad_date')).toBeGreaterThan(0);
    for (const reason of ['missing_field', 'bad_number', 'unreadable', 'too_long'] as const)
      expect(skips.get(reason)).toBeUndefined();
  });

  it('lets flats from studios to 5 B/R and villas, a quarter naming a project, a fifth renewed', () => {
    expect(new Set(contracts.map((c) => c.kind))).toEqual(new Set(['apartment', 'villa']));
    expect(new Set(contracts.map((c) => c.rooms))).toEqual(
      new Set(['Studio', '1 B/R', '2 B/R', '3 B/R', '4 B/R', '5 B/R', null]),
    );
    expect(contracts.every((c) => c.rooms !== null || c.kind === 'villa')).toBe(true);
    const named = contracts.filter((c) => c.project !== null).length / contracts.length;
    expect(named).toBeGreaterThan(0.2);
    expect(named).toBeLessThan(0.3);
    const renewed = contracts.filter((c) => c.renewal).length / contracts.length;
    expect(renewed).toBeGreaterThan(0.17);
    expect(renewed).toBeLessThan(0.23);
    for (const c of contracts)
      expect(c.start_date >= '2024-11-01' && c.start_date <= '2025-10-31').toBe(true);
    expect(new Set(contracts.map((c) => c.area))).toEqual(new Set(places.map((place) => place.area)));
  });

  it('rents at each place’s level: a 1-bed flat’s year, or 6.5 % of 75 m² at its price per m²', () => {
    const oneBed = (area: string) =>
      median(
        contracts
          .filter((c) => c.area === area && c.kind === 'apartment' && c.rooms === '1 B/R')
          .map((c) => c.annual_rent),
      );
    expect(oneBed('Marsa Dubai') / 110_000).toBeCloseTo(1, 1);
    expect(oneBed('Al Barsha South Fourth') / (12_000 * 75 * 0.065)).toBeCloseTo(1, 1);
    expect(oneBed('Al Hebiah Fourth')).toBeGreaterThan(11_000 * 75 * 0.065 * 0.9);
    expect(oneBed('Al Hebiah Fourth')).toBeLessThan(29_000 * 75 * 0.065 * 1.1);
  });

  it('spreads a multi-unit contract over consecutive lines that read back as one contract at its share', () => {
    const byId = new Map<string, typeof lines>();
    for (const line of lines) byId.set(line.row[0]!, [...(byId.get(line.row[0]!) ?? []), line]);
    const multi = [...byId.values()].filter((group) => group.length > 1);
    expect(multi.length / byId.size).toBeGreaterThan(0.015);
    expect(multi.length / byId.size).toBeLessThan(0.04);
    for (const group of multi) {
      const units = group.length;
      const first = lines.indexOf(group[0]!);
      expect(lines.slice(first, first + units)).toEqual(group); // consecutive
      expect(group.map(({ row }) => row[at('line_number')])).toEqual(
        Array.from({ length: units }, (_, i) => String(i + 1)),
      );
      expect(new Set(group.map(({ row }) => row[at('annual_amount')]))).toHaveProperty('size', 1);
      expect(group.every(({ row }) => row[at('no_of_prop')] === String(units))).toBe(true);
      // Each line gives the same contract: stored once, at the whole amount over the units.
      const [one, ...others] = group.map(({ contract }) => contract);
      expect(one).not.toBeNull();
      for (const other of others) expect(other).toEqual(one);
      const annual = group[0]!.row[at('annual_amount')]!;
      if (annual !== '') expect(one!.annual_rent).toBeCloseTo(Number(annual) / units, 2);
      else {
        // Six months: the year is the contract amount × 365 / 183.
        const year = (Number(group[0]!.row[at('contract_amount')]) * 365) / 183;
        expect(one!.annual_rent).toBeCloseTo(year / units, 1);
      }
    }
    // Single contracts have a line each.
    expect(
      [...byId.values()]
        .filter((group) => group.length === 1)
        .every(({ 0: l }) => l!.row[at('no_of_prop')] === '1'),
    ).toBe(true);
  });

  it('writes contracts over two years and six months, the latter without an annual amount', () => {
    const noAnnual = lines.filter(({ row }) => row[at('annual_amount')] === '');
    expect(share(noAnnual.length)).toBeGreaterThan(0.02);
    // Those of homes are kept, their year worked out from the contract (junk aside).
    const homes = noAnnual.filter(
      ({ row }) =>
        row[at('property_usage_en')] === 'Residential' &&
        row[at('ejari_bus_property_type_en')] !== 'Building',
    );
    expect(homes.filter(({ contract }) => contract !== null).length / homes.length).toBeGreaterThan(0.97);
    const twoYears = lines.filter(
      ({ row }) =>
        Number(row[at('contract_amount')]) === 2 * Number(row[at('annual_amount')]) &&
        row[at('annual_amount')] !== '0',
    );
    expect(share(twoYears.length)).toBeGreaterThan(0.03);
  });
});

describe('sampleEjariRows: streaming and determinism', () => {
  it('is deterministic for a seed, and another seed gives other lines', () => {
    const first = [...sampleEjariRows(options({ rows: 200 }))];
    expect([...sampleEjariRows(options({ rows: 200 }))]).toEqual(first);
    expect([...sampleEjariRows(options({ rows: 200, seed: 8 }))]).not.toEqual(first);
  });

  it('gives exactly the lines asked for, cutting the last contract short if it must', () => {
    for (const rows of [0, 1, 2, 3, 997]) expect([...sampleEjariRows(options({ rows }))]).toHaveLength(rows);
  });

  it('streams: lines are made as they are taken', () => {
    const rows = sampleEjariRows(options({ rows: 1_000_000_000 }));
    expect(rows.next().done).toBe(false);
    expect(rows.next().value).toHaveLength(40);
  });

  it('works with a single day and places without projects', () => {
    const lone = [{ area: 'Al Karama', masterProject: '', projects: [] }];
    const rows = [
      ...sampleEjariRows(options({ rows: 300, from: '2025-02-28', to: '2025-02-28', places: lone })),
    ];
    const starts = new Set(rows.map((row) => row[at('contract_start_date')]));
    expect([...starts].every((date) => date === '28-02-2025' || date === '31-02-2025')).toBe(true);
    expect(rows.every((row) => row[at('project_name_en')] === '')).toBe(true);
  });

  it('refuses what it cannot make', () => {
    expect(() => sampleEjariRows(options({ places: [] })).next()).toThrow(/place/);
    expect(() => sampleEjariRows(options({ from: '2025-12-01', to: '2025-01-01' })).next()).toThrow(/from/);
    expect(() => sampleEjariRows(options({ to: 'soon' })).next()).toThrow(/from/);
    expect(() => sampleEjariRows(options({ rows: 1.5 })).next()).toThrow(/rows/);
  });
});
