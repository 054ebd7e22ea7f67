import { sampleEjariHeader } from '../../packages/core/src/market/sample-rents.ts';
import {
  adminToken,
  createVerifiedVisitor,
  expect,
  storeAdmin,
  storeVisitor,
  test,
} from '../support/fixtures.ts';

/** A demo deal: a 2-bedroom flat in Marina Gate 2, Dubai Marina. */
const DEMO_DEAL = 'Marina Gate 2';

interface Rent {
  median_annual: number;
  contracts: number;
  level: string;
  window_months: number;
  gross_yield_pct: number;
  source: 'ejari' | 'demo';
}

/**
 * An Ejari rent contracts file as the open-data page gives it: six contracts of 2-bedroom flats in
 * Marina Gate 2 this year (ids of this run only), one of them for two units on two lines at their
 * whole amount, and an office, which is not a home.
 */
function marinaGateRents(tag: string): Buffer {
  const header = sampleEjariHeader();
  const line = (values: Record<string, string>) =>
    header.map((name) => JSON.stringify(values[name] ?? '')).join(',');
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const flat = (i: number, amount: number, units = 1, lineNumber = 1) =>
    line({
      contract_id: `CRT${tag}${i}`,
      contract_reg_type_en: i % 2 ? 'Renew' : 'New',
      contract_start_date: day(20 + i * 25),
      contract_end_date: day(20 + i * 25 - 364),
      contract_amount: String(amount),
      annual_amount: String(amount),
      no_of_prop: String(units),
      line_number: String(lineNumber),
      ejari_bus_property_type_en: 'Unit',
      ejari_property_type_en: 'Flat',
      ejari_property_sub_type_en: '2 bed rooms+hall',
      property_usage_en: 'Residential',
      project_name_en: DEMO_DEAL,
      master_project_en: 'Dubai Marina',
      area_name_en: 'Marsa Dubai',
    });
  const lines = [
    ...[150_000, 158_000, 162_000, 170_000, 175_000].map((amount, i) => flat(i, amount)),
    // Two units on one contract: its whole amount on each of its lines, counted once at half.
    flat(5, 330_000, 2, 1),
    flat(5, 330_000, 2, 2),
    line({
      contract_id: `CRT${tag}office`,
      contract_start_date: day(30),
      annual_amount: '400000',
      ejari_property_type_en: 'Office',
      ejari_property_sub_type_en: 'Office',
      property_usage_en: 'Commercial',
      area_name_en: 'Marsa Dubai',
    }),
  ];
  return Buffer.from(`${header.join(',')}\n${lines.join('\n')}\n`);
}

test('Rent yield: an Ejari file uploaded, the deal page says what such homes rent for and the gross yield, the list sorts by it', async ({
  page,
  request,
  browser,
}) => {
  const list = (await (await request.get('/api/properties')).json()) as {
    id: string;
    property_name: string;
  }[];
  const deal = list.find((listing) => listing.property_name === DEMO_DEAL);
  expect(deal, `the demo deal ${DEMO_DEAL}`).toBeDefined();
  const tag = String(Date.now());

  // The admin uploads the contracts on the Market data tab.
  await storeAdmin(page, request);
  await page.goto('/admin/dashboard?tab=market');
  const rents = page.getByRole('region', { name: 'Rent contracts (Ejari)' });
  await rents.getByLabel('Ejari rent contracts (CSV)').setInputFiles({
    name: `marina-gate-2-rents-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: marinaGateRents(tag),
  });
  await rents.getByRole('button', { name: 'Import rent contracts' }).click();
  const result = page.getByRole('region', { name: 'Rent contracts import finished' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  const stat = (label: string) =>
    result.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(stat('Rows read')).toHaveText('8');
  // Six contracts (the two-unit one once, its second line repeated); the office skipped.
  await expect(stat('Added')).toHaveText('6');
  await expect(stat('Already stored or repeated')).toHaveText('1');
  await expect(stat('Skipped')).toHaveText('1');

  // The checker redoes every listing's check with the rents; the deal's is at its project.
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const rentOf = async () =>
    (
      (await (await request.get(`/api/properties/${deal!.id}/market`, { headers: auth })).json()) as {
        rent: Rent | null;
      }
    ).rent;
  await expect.poll(async () => (await rentOf())?.source, { timeout: 20_000 }).toBe('ejari');
  const rent = (await rentOf())!;
  expect(rent.level).toBe('project');
  expect(rent.contracts).toBeGreaterThanOrEqual(6);

  // A registered visitor reads it beside the price.
  const visitor = await browser.newPage();
  await storeVisitor(visitor, await createVerifiedVisitor(request));
  await visitor.goto(`/property/${deal!.id}`);
  const section = visitor.getByRole('region', { name: 'Market check' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText(
    /2-bed flats here rent for AED\s[\d,]+ a year \(\d+ contracts, last (12|24) months\): \d+\.\d\s% gross at this price/,
  );
  const shown = await section.getByText(/rent for AED/).innerText();
  const [, amount, count] = /AED\s([\d,]+) a year \((\d+) contracts/.exec(shown)!;
  // The figures are the stored check's (other journeys may add contracts meanwhile: read it again).
  const now = (await rentOf())!;
  expect(Number(amount!.replaceAll(',', ''))).toBe(now.median_annual);
  expect(Number(count)).toBe(now.contracts);
  await expect(section).toContainText(
    new RegExp(`: ${now.gross_yield_pct.toFixed(1).replace('.', '\\.')}\\s% gross`),
  );
  await expect(section).not.toContainText('not real Ejari rent contracts');

  // The home page orders by the yield, listings without one last, and keeps it in the URL.
  await visitor.goto('/');
  // The controls take input once the app has taken the server's page over (Contact Us shows then).
  await expect(visitor.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  await visitor.getByLabel('Sort by').selectOption({ label: 'Highest rent yield' });
  await expect(visitor).toHaveURL(/sort=yield/);
  const order = (await (await request.get('/api/properties?sort=yield')).json()) as {
    property_name: string;
    gross_yield_pct: number | null;
  }[];
  const withYield = order.filter((listing) => listing.gross_yield_pct !== null);
  expect(withYield.length).toBeGreaterThan(0);
  await expect(visitor.locator('article h3').first()).toHaveText(withYield[0]!.property_name);
  await visitor.close();
});
