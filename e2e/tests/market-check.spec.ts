import type { APIRequestContext } from '@playwright/test';
import { BULK_KEPT, bulkFile } from '../../apps/server/test/market-files.ts';
import {
  adminToken,
  createVerifiedVisitor,
  expect,
  expectAccessible,
  storeVisitor,
  test,
} from '../support/fixtures.ts';

/** A demo deal: a 2-bedroom flat in Marina Gate 2, Dubai Marina, ready. */
const DEMO_DEAL = 'Marina Gate 2';

interface Check {
  comparables: number;
  reason?: string;
  median_price_per_sqft: number;
  listing_price_per_sqft: number;
  below_market_pct: number;
  newest_sale: string;
  source: 'dld' | 'demo';
  sales: { date: string; price_per_sqft: number }[];
}

const market = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/properties/${id}/market`)).json()) as Check;

/**
 * The demo deal's check has comparables while the demo sample is loaded. Another journey's import
 * replaces that sample: then six sales of 2-bedroom flats in Marina Gate 2 (ids of this run only) are
 * imported for it; the import marks every check stale, and the checker redoes it within seconds.
 */
async function withComparables(request: APIRequestContext, id: string): Promise<Check> {
  const check = await market(request, id);
  if (check.comparables > 0) return check;
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const tag = Date.now();
  const rows = Array.from({ length: 6 }, (_, i) => ({
    ...BULK_KEPT[0]!,
    id: `1-11-2026-${tag}${i}`,
    date: `${new Date(Date.now() - (20 + i * 30) * 86_400_000).toISOString().slice(0, 10)} 00:00:00`,
    building: DEMO_DEAL,
    rooms: '2 B/R',
    sqm: 115,
    value: 2_900_000 + i * 60_000,
  }));
  const upload = await request.post('/api/admin/market/imports', {
    headers: auth,
    multipart: {
      file: { name: `marina-gate-2-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(bulkFile(rows)) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const { job_id } = (await upload.json()) as { job_id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/admin/market/imports/${job_id}`, { headers: auth })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 20_000 },
    )
    .toBe('done');
  await expect
    .poll(async () => (await market(request, id)).comparables, { timeout: 20_000 })
    .toBeGreaterThan(0);
  return market(request, id);
}

const aed = (amount: number) => `AED ${Math.round(amount).toLocaleString('en-US')}`;
const saleDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test("Market check: a listing's page compares its price per sq ft with comparable DLD sales, with a chart", async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/properties')).json()) as {
    id: string;
    property_name: string;
  }[];
  const deal = list.find((listing) => listing.property_name === DEMO_DEAL);
  expect(deal, `the demo deal ${DEMO_DEAL}`).toBeDefined();
  const check = await withComparables(request, deal!.id);

  await storeVisitor(page, await createVerifiedVisitor(request));
  await page.goto(`/property/${deal!.id}`);
  const section = page.getByRole('region', { name: 'Market check' });
  await section.scrollIntoViewIfNeeded();

  // The figures the API gives, as the page writes them.
  const listingFigure = section.getByRole('definition').first();
  await expect(listingFigure).toHaveText(`${aed(check.listing_price_per_sqft)} per sq ft`, {
    useInnerText: true,
  });
  await expect(section.getByRole('definition').nth(1)).toHaveText(
    `${aed(check.median_price_per_sqft)} per sq ft`,
    { useInnerText: true },
  );
  // Our verdict: within 5 % of the median either way is at the market.
  const pct = Math.floor(Math.abs(check.below_market_pct));
  await expect(section).toContainText(
    Math.abs(check.below_market_pct) < 5
      ? 'At market price'
      : `${pct}% ${check.below_market_pct > 0 ? 'below' : 'above'} market`,
  );
  await expect(section.getByText(/^\d[\d,]* sales of 2-bedroom apartments in /)).toHaveText(
    new RegExp(
      `^${check.comparables.toLocaleString('en-US')} sales of 2-bedroom apartments in .+, last (12|24) months$`,
    ),
  );
  await expect(section).toContainText(`Newest sale: ${saleDay(check.newest_sale)}`);
  // The source: DLD's open data, or (while the demo seed's sample is loaded) that sample, named so.
  if (check.source === 'demo') {
    await expect(section).toContainText(
      'Source: a generated demo sample, not real Dubai Land Department sales',
    );
    await expect(section.getByRole('link', { name: /Dubai Land Department open data/ })).toHaveCount(0);
  } else {
    await expect(section.getByRole('link', { name: /Dubai Land Department open data/ })).toHaveAttribute(
      'href',
      'https://dubailand.gov.ae/en/open-data/real-estate-data/',
    );
  }

  // The chart: a canvas drawn at its reserved size, named in words for screen readers.
  const chart = section.getByRole('img', {
    name: /^Chart of .*comparable sales over the last (12|24) months/,
  });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((canvas) => canvas.tagName)).toBe('CANVAS');
  const box = (await chart.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(250);
  // Something is drawn on it: not every pixel is blank.
  const drawn = await chart.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')!;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted;
  });
  expect(drawn).toBeGreaterThan(500);

  await expectAccessible(page);
});
