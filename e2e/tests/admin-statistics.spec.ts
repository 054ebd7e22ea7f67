import {
  adminToken,
  createListing,
  createVerifiedVisitor,
  expect,
  expectAccessible,
  snap,
  storeAdmin,
  storeVisitor,
  test,
} from '../support/fixtures.ts';

test("a visitor's view of a listing shows on the Statistics tab, whose charts are drawn", async ({
  page,
  context,
  request,
}, info) => {
  // Three full-page screenshots of six charts on top of the journey.
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const name = `Stats Tower ${info.project.name} ${Date.now()}`;
  const listing = await createListing(request, token, { property_name: name });

  // A visitor opens the listing's page: one view of its details.
  const visitor = await createVerifiedVisitor(request);
  const visitorPage = await context.newPage();
  await storeVisitor(visitorPage, visitor);
  const counted = visitorPage.waitForResponse(
    (res) => res.url().endsWith(`/api/properties/${listing.id}/views`) && res.request().method() === 'POST',
  );
  await visitorPage.goto(`/property/${listing.id}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  expect((await counted).status()).toBe(204);
  await visitorPage.close();

  await storeAdmin(page, request);
  await page.goto('/admin/dashboard?tab=statistics');
  const panel = page.getByRole('tabpanel', { name: 'Statistics' });
  // The dashboard's code and the period's figures: a while on a busy machine.
  await expect(panel.getByRole('heading', { name: 'Statistics' })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: '7 days' }).click();
  await expect(panel.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

  const sources = panel.getByRole('region', { name: 'New listings per day, by source' });
  await expect(sources.getByRole('img')).toHaveAttribute(
    'aria-label',
    /^New listings per day over the last 7 days: \d+ listings? in all, \d+ by Form/,
  );
  const viewed = panel.getByRole('region', { name: 'Top 10 listings by detail views' });
  await viewed.getByText('Show the figures').click();
  await expect(viewed.getByRole('row', { name: `${name} 1` })).toBeVisible();

  // Each chart is drawn: its canvas has its size and something painted on it.
  const charts = panel.locator('canvas[role="img"]');
  await expect(charts.first()).toBeVisible();
  expect(await charts.count()).toBeGreaterThanOrEqual(5);
  await expect(panel.getByText('Loading chart…')).toHaveCount(0, { timeout: 20_000 });
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    const painted = await chart.evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let inked = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
      return { width: canvas.width, height: canvas.height, inked };
    });
    expect(painted.width).toBeGreaterThan(200);
    expect(painted.height).toBeGreaterThan(150);
    expect(painted.inked).toBeGreaterThan(500);
  }
  await expectAccessible(page);
  if (info.project.name === 'desktop') await snap(page, 'admin-statistics');
});
