// The map search on the home page (issue 46): the Map view beside the list with its box in the URL,
// price markers and the card a tap opens, the listings of one building in a row, "Search as I move
// the map" and "Search this area", the keyboard, and an admin's map pin, which moves the listing's
// marker. The demo seed's deals are all in Dubai, each at its community's or project's point; other
// journeys on the same site may add listings meanwhile, so the list is compared with the API's answer
// for the same box at the same moment.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { mapBoxParam, UAE_BOX } from '../../packages/core/src/domain/map-box.ts';
import type { MapBox } from '../../packages/core/src/domain/map-box.ts';
import type { MapMarker as Marker } from '../../packages/core/src/schemas/property-map.ts';
import {
  adminToken,
  createListing,
  expect,
  expectAccessible,
  storeAdmin,
  test,
} from '../support/fixtures.ts';

interface Summary {
  id: string;
  property_name: string;
  distress_price: number;
  lat: number | null;
  lng: number | null;
}

const region = (page: Page) => page.getByRole('region', { name: 'Map of the deals', exact: true });
const markers = (page: Page) => region(page).locator('.dd-map-marker');
const mapCard = (page: Page) => region(page).locator('article');
const listCards = (page: Page) => page.locator('#deals-list article');
const showing = (page: Page) => page.getByText(/^Showing [\d,]+ of /);
const mapButton = (page: Page) => page.getByRole('button', { name: 'Map', exact: true });

const aed = (amount: number) => `AED ${amount.toLocaleString('en-US')}`;
/** The price as a marker shows it ("548K", "1.25M"). */
const short = (amount: number) =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3 }).format(amount);
/** The name of a single listing's marker at that price. */
const dealName = (price: number) => `${short(price)}, deal at ${aed(price)}`;
/**
 * A marker's accessible name: what it shows, then what a screen reader adds (the price in full, and a
 * cluster's count and what a tap does: a cluster of one place shows its deals, another zooms in).
 */
const markerName = (marker: Marker) => {
  if (marker.count === 1) return dealName(marker.price);
  const onePlace =
    marker.box !== null && marker.box[2] - marker.box[0] < 0.0005 && marker.box[3] - marker.box[1] < 0.0005;
  const detail = onePlace
    ? `${marker.count} deals in one place from ${aed(marker.price)}: show them`
    : `${marker.count} deals from ${aed(marker.price)}: zoom in`;
  return `${marker.count} ${short(marker.price)}+, ${detail}`;
};
const markerButton = (page: Page, marker: Marker) =>
  region(page).getByRole('button', { name: markerName(marker), exact: true });

/** The URL's box, as the page wrote it ('' for none). */
const boxOf = (page: Page) => new URL(page.url()).searchParams.get('bbox') ?? '';
const parseBox = (param: string): MapBox => {
  const [west, south, east, north] = param.split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north };
};
/** A box `half` degrees each way around a point, as a URL writes it. */
const around = (lat: number, lng: number, half = 0.01) =>
  [lng - half, lat - half, lng + half, lat + half].map((degrees) => degrees.toFixed(4)).join(',');
const contains = (outer: MapBox, inner: MapBox) =>
  outer.west <= inner.west &&
  outer.south <= inner.south &&
  outer.east >= inner.east &&
  outer.north >= inner.north;

const shownCount = async (page: Page) =>
  Number(/^Showing ([\d,]+)/.exec(await showing(page).innerText())![1]!.replaceAll(',', ''));

/**
 * The list beside the map holds the deals of the URL's box (with `filters`), as the API gives them at
 * the same moment: the count, and the names when they fit on the list's first page.
 */
async function expectListFollows(page: Page, request: APIRequestContext, filters = '') {
  await expect
    .poll(
      async () => {
        const bbox = boxOf(page);
        const inBox = (await (
          await request.get(`/api/properties?bbox=${bbox}${filters ? `&${filters}` : ''}`)
        ).json()) as Summary[];
        const said = (await showing(page).allTextContents())[0] ?? '(no count)';
        const names = (await listCards(page).locator('h3').allTextContents()).sort();
        const expected = inBox.map((listing) => listing.property_name).sort();
        const sameNames = inBox.length > 24 || names.join('|') === expected.join('|');
        return said.startsWith(`Showing ${inBox.length} of `) && sameNames
          ? 'same'
          : `the list: "${said}" ${JSON.stringify(names)}; the API for ${bbox}: ${JSON.stringify(expected)}`;
      },
      { message: "the list holds the deals of the URL's box" },
    )
    .toBe('same');
}

/**
 * The answers of GET /api/properties/map the page receives, by their box: the markers drawn for a box
 * are those of the answer asked for it (while the list follows the map, the URL's box).
 */
function watchMarkers(page: Page) {
  const answers = new Map<string, Marker[]>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/properties/map' || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { markers: Marker[] } | null;
    if (body) answers.set(url.searchParams.get('bbox')!, body.markers);
  });
  return async (bbox: string): Promise<Marker[]> => {
    await expect.poll(() => answers.has(bbox), { message: `the markers of ${bbox}` }).toBe(true);
    return answers.get(bbox)!;
  };
}

/** The names of the markers a tap reaches: in the map, and under no other marker or control. */
const reachable = (page: Page) =>
  markers(page).evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const rect = button.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && button.contains(hit);
      })
      // The prices' spaces are no-break ones.
      .map((button) => button.getAttribute('aria-label')!.replace(/\s+/g, ' ')),
  );

/** A marker of the answer that `wanted` accepts, alone with its name, and reachable on the screen. */
async function pickMarker(page: Page, answer: Marker[], wanted: (marker: Marker) => boolean) {
  await region(page).scrollIntoViewIfNeeded();
  const names = answer.map(markerName);
  let chosen: Marker | undefined;
  await expect
    .poll(
      async () => {
        const onScreen = await reachable(page);
        chosen = answer.find(
          (marker) =>
            wanted(marker) &&
            names.filter((name) => name === markerName(marker)).length === 1 &&
            onScreen.includes(markerName(marker)),
        );
        return chosen !== undefined;
      },
      { message: 'a marker to tap' },
    )
    .toBe(true);
  return chosen!;
}

/** Markers whose listings share one point (a building): no zoom separates them. */
const onePlace = (marker: Marker) =>
  marker.box !== null && marker.box[2] - marker.box[0] < 0.0005 && marker.box[3] - marker.box[1] < 0.0005;

async function publicCard(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/properties/${id}/card`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Summary;
}

/** Opens the map from the home page: the URL takes view=map and the map's first box. */
async function openMap(page: Page) {
  await page.goto('/');
  // The button takes input once the app has taken the server's page over (Contact Us shows then).
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  await expect(mapButton(page)).toHaveAttribute('aria-pressed', 'false');
  await mapButton(page).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(page).toHaveURL(/[?&]bbox=/);
  await expect(mapButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(markers(page).first()).toBeVisible({ timeout: 20_000 });
}

test('the map opens from the home page; the list follows its box, which the URL keeps through a reload and Back', async ({
  page,
  request,
}) => {
  test.slow();
  await openMap(page);
  const opened = boxOf(page);
  // The demo's deals are all in the city's first view.
  await expect.poll(() => markers(page).count()).toBeGreaterThanOrEqual(10);
  await expectListFollows(page, request);
  const before = await shownCount(page);
  await expectAccessible(page);

  // The + button zooms in: a box inside the first in the URL, and the list has only the deals in it.
  await region(page).getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => boxOf(page)).not.toBe(opened);
  const zoomed = boxOf(page);
  expect(contains(parseBox(opened), parseBox(zoomed))).toBe(true);
  await expectListFollows(page, request);
  expect(await shownCount(page)).toBeLessThan(before);

  // The arrow keys move the map when it has the focus: east, and the list follows.
  await region(page).locator('canvas').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => boxOf(page)).not.toBe(zoomed);
  expect(parseBox(boxOf(page)).west).toBeGreaterThan(parseBox(zoomed).west);
  await expectListFollows(page, request);

  // A reload opens the map on the same box, the list in it.
  const moved = boxOf(page);
  await page.reload();
  await expect(markers(page).first()).toBeVisible({ timeout: 20_000 });
  expect(boxOf(page)).toBe(moved);
  await expect(mapButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expectListFollows(page, request);

  // Back returns to the list as it was before the map: no map, no box.
  await page.goBack();
  await expect(page).not.toHaveURL(/view=map|bbox=/);
  await expect(region(page)).toHaveCount(0);
  await expect(mapButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(showing(page)).toHaveCount(0);
  await expect.poll(() => page.locator('article').count()).toBeGreaterThanOrEqual(Math.min(before, 24));
});

test("a marker opens its deal's card, by a click or by Tab and Enter; a cluster zooms in; one building's deals show in a row", async ({
  page,
  request,
}) => {
  test.slow();
  // An admin's session, so that the card's link opens the deal's full page.
  await storeAdmin(page, request);
  const answerFor = watchMarkers(page);
  await openMap(page);
  const first = boxOf(page);
  const answer = await answerFor(first);

  // A click on one deal's marker: its card under the map, with its name and price, and the marker marked.
  const one = await pickMarker(page, answer, (marker) => marker.count === 1);
  const listing = await publicCard(request, one.id!);
  await markerButton(page, one).click();
  await expect(mapCard(page).getByRole('link', { name: listing.property_name })).toHaveAttribute(
    'href',
    `/property/${listing.id}`,
  );
  await expect(mapCard(page)).toContainText(aed(listing.distress_price));
  await expect(markerButton(page, one)).toHaveAttribute('data-selected', '');
  await expectAccessible(page);
  // Escape closes it.
  await page.keyboard.press('Escape');
  await expect(mapCard(page)).toHaveCount(0);
  await expect(markerButton(page, one)).not.toHaveAttribute('data-selected', '');

  // The keyboard: after the sort, the first stop in the map is the link that skips it.
  await page.getByLabel('Sort by').focus();
  await page.keyboard.press('Tab');
  const skip = region(page).getByRole('link', { name: 'Skip the map: go to the list of these deals' });
  await expect(skip).toBeFocused();
  // Tab reaches the markers; Enter on one opens its card.
  let reached = false;
  for (let presses = 0; presses < answer.length + 4 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await markerButton(page, one).evaluate((button) => button === document.activeElement);
  }
  expect(reached, `Tab reaches "${markerName(one)}"`).toBe(true);
  await page.keyboard.press('Enter');
  await expect(mapCard(page).getByRole('link', { name: listing.property_name })).toBeVisible();
  // The card's Close button closes it.
  await region(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(mapCard(page)).toHaveCount(0);
  // The skip link moves the focus to the list.
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#deals-list')).toBeFocused();

  // A building's deals, which no zoom separates (Jumeirah Village Circle's in the demo): a row of their
  // cards, the map and the URL's box as they were.
  const building = await pickMarker(page, answer, onePlace);
  await markerButton(page, building).click();
  await expect(region(page).getByText(`${building.count} deals here`)).toBeVisible();
  await expect(mapCard(page)).toHaveCount(Math.min(building.count, 24));
  const [west, south, east, north] = building.box!;
  const there = (await (
    await request.get(`/api/properties?bbox=${around((south + north) / 2, (west + east) / 2, 0.0003)}`)
  ).json()) as Summary[];
  expect((await mapCard(page).locator('h3').allTextContents()).sort()).toEqual(
    there.map((l) => l.property_name).sort(),
  );
  expect(boxOf(page)).toBe(first);
  await page.keyboard.press('Escape');
  await expect(mapCard(page)).toHaveCount(0);

  // A cluster of deals apart zooms in on them: the URL's box holds its deals, and the list follows.
  const cluster = await pickMarker(page, answer, (marker) => marker.count > 1 && !onePlace(marker));
  await markerButton(page, cluster).click();
  await expect.poll(() => boxOf(page)).not.toBe(first);
  const [cWest, cSouth, cEast, cNorth] = cluster.box!;
  const zoomedIn = parseBox(boxOf(page));
  expect(contains(parseBox(first), zoomedIn)).toBe(true);
  expect(contains(zoomedIn, { west: cWest, south: cSouth, east: cEast, north: cNorth })).toBe(true);
  await expectListFollows(page, request);
  expect(await shownCount(page)).toBeGreaterThanOrEqual(cluster.count);

  // The first deal's card, opened again, is a link to its page.
  await page.goto(`/?view=map&bbox=${around(one.lat, one.lng)}`);
  await expect(markerButton(page, one)).toBeVisible({ timeout: 20_000 });
  await markerButton(page, one).click();
  await mapCard(page).getByRole('link', { name: listing.property_name }).click();
  await expect(page).toHaveURL(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.property_name })).toBeVisible();
});

test('with "Search as I move the map" off, the list stays as the map moves, until "Search this area"', async ({
  page,
  request,
}) => {
  test.slow();
  await openMap(page);
  const opened = boxOf(page);
  await expectListFollows(page, request);
  const said = await showing(page).innerText();
  const follow = region(page).getByRole('checkbox', { name: 'Search as I move the map' });
  const searchHere = region(page).getByRole('button', { name: 'Search this area' });
  await expect(follow).toBeChecked();
  await expect(searchHere).toHaveCount(0);

  await follow.uncheck();
  await region(page).getByRole('button', { name: 'Zoom in', exact: true }).click();
  // The map has moved: the button offers its box; the URL and the list stay.
  await expect(searchHere).toBeVisible();
  expect(boxOf(page)).toBe(opened);
  await expect(showing(page)).toHaveText(said);

  await searchHere.click();
  await expect.poll(() => boxOf(page)).not.toBe(opened);
  expect(contains(parseBox(opened), parseBox(boxOf(page)))).toBe(true);
  await expectListFollows(page, request);
  expect(await shownCount(page)).toBeLessThan(
    Number(/^Showing ([\d,]+)/.exec(said)![1]!.replaceAll(',', '')),
  );
  await expect(searchHere).toHaveCount(0);

  // On again, the list follows the map's moves by itself.
  await follow.check();
  const searched = boxOf(page);
  await region(page).getByRole('button', { name: 'Zoom out', exact: true }).click();
  await expect.poll(() => boxOf(page)).not.toBe(searched);
  await expect(searchHere).toHaveCount(0);
  await expectListFollows(page, request);
});

test("an admin moves a listing's pin on its form and its marker moves there; Reset gives it back to the gazetteer; a listing without a point is on no map", async ({
  page,
  request,
}, info) => {
  test.slow();
  const token = await adminToken(request);
  const tag = `${info.project.name} ${Date.now()}`;
  // A price no other deal has, to know its marker by.
  const price = 1_700_000 + (Date.now() % 100_000);
  const pinned = await createListing(request, token, {
    property_name: `Pinned Heights ${tag}`,
    distress_price: String(price),
  });
  const unplaced = await createListing(request, token, {
    property_name: `Nowhere Court ${tag}`,
    location: 'Nowhere Oasis',
  });
  // A point in Dubai with no demo deal near (Al Warqa, east of Ras Al Khor).
  const moved = { lat: 25.15, lng: 55.41 };
  try {
    // The gazetteer placed the first at Dubai Creek Harbour; it knows no "Nowhere Oasis".
    const start = await publicCard(request, pinned.id);
    expect(start.lat).not.toBeNull();
    expect((await publicCard(request, unplaced.id)).lat).toBeNull();

    // The admin types the new point into the edit form's Latitude and Longitude.
    await storeAdmin(page, request);
    const pinField = await openEditForm(page, pinned.property_name);
    await expect(pinField.getByText(/^Placed from the gazetteer · /)).toHaveText(
      `Placed from the gazetteer · ${start.lat!.toFixed(5)}, ${start.lng!.toFixed(5)}`,
    );
    await pinField.getByLabel('Latitude').fill(String(moved.lat));
    await pinField.getByLabel('Longitude').fill(String(moved.lng));
    await expect(pinField.getByText(/^Placed by hand · /)).toHaveText('Placed by hand · 25.15000, 55.41000');
    await saveEditForm(page);
    await expect
      .poll(async () => {
        const { lat, lng } = await publicCard(request, pinned.id);
        return { lat, lng };
      })
      .toEqual(moved);

    // The home page's map around the new point has its marker, its card and the list the deal.
    const home = await page.context().newPage();
    try {
      const newPlace = around(moved.lat, moved.lng);
      await home.goto(`/?view=map&bbox=${newPlace}`);
      const marker = region(home).getByRole('button', {
        name: dealName(price),
        exact: true,
      });
      await expect(marker).toBeVisible({ timeout: 20_000 });
      await marker.click();
      await expect(mapCard(home).getByRole('link', { name: pinned.property_name })).toBeVisible();
      await expectListFollows(home, request);
      await expect(listCards(home).locator('h3')).toHaveText([pinned.property_name]);

      // Not at the gazetteer's point any more.
      await home.goto(`/?view=map&bbox=${around(start.lat!, start.lng!, 0.002)}`);
      await expect(markers(home).first()).toBeVisible({ timeout: 20_000 });
      await expectListFollows(home, request);
      await expect(listCards(home).filter({ hasText: pinned.property_name })).toHaveCount(0);

      // The listing without a point is in the list, and on no map, even one of the whole country.
      const named = `q=${encodeURIComponent(unplaced.property_name)}`;
      await home.goto(`/?${named}`);
      await expect(home.locator('article h3')).toHaveText([unplaced.property_name]);
      await home.goto(`/?${named}&view=map&bbox=${mapBoxParam(UAE_BOX)}`);
      await expect(region(home).getByText('0 deals on the map')).toBeAttached({ timeout: 20_000 });
      await expect(home.getByText('No Properties Found')).toBeVisible();
      await expect(markers(home)).toHaveCount(0);

      // Reset gives the pin back to the gazetteer: the form says so, and the listing is back there.
      const again = await openEditForm(page, pinned.property_name);
      await expect(again.getByText(/^Placed by hand · /)).toHaveText('Placed by hand · 25.15000, 55.41000');
      await again.getByRole('button', { name: "Reset to the gazetteer's point" }).click();
      await expect(again.getByText(/^Placed from the gazetteer when saved/)).toBeVisible();
      await saveEditForm(page);
      await expect
        .poll(async () => {
          const { lat, lng } = await publicCard(request, pinned.id);
          return { lat, lng };
        })
        .toEqual({ lat: start.lat, lng: start.lng });
      const reset = await openEditForm(page, pinned.property_name);
      await expect(reset.getByText(/^Placed from the gazetteer · /)).toHaveText(
        `Placed from the gazetteer · ${start.lat!.toFixed(5)}, ${start.lng!.toFixed(5)}`,
      );
      await expect(reset.getByRole('button', { name: "Reset to the gazetteer's point" })).toHaveCount(0);

      await home.goto(`/?view=map&bbox=${newPlace}`);
      await expect(region(home).getByText(/^\d+ deals? on the map$/)).toBeAttached({ timeout: 20_000 });
      await expect(
        region(home).getByRole('button', {
          name: dealName(price),
        }),
      ).toHaveCount(0);
      await expect(listCards(home).filter({ hasText: pinned.property_name })).toHaveCount(0);
    } finally {
      await home.close();
    }
  } finally {
    for (const { id } of [pinned, unplaced]) {
      const gone = await request.delete(`/api/admin/properties/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(gone.status()).toBe(204);
    }
  }
});

/** Opens the listing's edit form on the admin dashboard; gives its "Map pin" field. */
async function openEditForm(page: Page, name: string): Promise<Locator> {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
  await page
    .getByLabel(/Search/i)
    .first()
    .fill(name);
  await page
    .getByRole('button', { name: `Edit ${name}` })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Property' });
  await expect(form).toBeVisible();
  return form.getByRole('group', { name: 'Map pin' });
}

async function saveEditForm(page: Page) {
  const form = page.getByRole('dialog', { name: 'Edit Property' });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Property updated successfully!').first()).toBeVisible();
  await expect(form).toBeHidden();
}

test("on a phone the map opens above the list, and a tap on a marker opens the deal's card @phone", async ({
  page,
  request,
}, info) => {
  test.skip(
    info.project.name !== 'phone',
    'the phone layout and touch; the desktop journeys above cover the rest',
  );
  test.slow();
  const answerFor = watchMarkers(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  await mapButton(page).tap();
  await expect(page).toHaveURL(/[?&]view=map&bbox=/);
  await expect(markers(page).first()).toBeVisible({ timeout: 20_000 });
  await expectListFollows(page, request);

  // The map spans the screen above the list.
  const map = (await region(page).boundingBox())!;
  const firstCard = (await listCards(page).first().boundingBox())!;
  expect(map.y + map.height).toBeLessThanOrEqual(firstCard.y);
  expect(map.width).toBeGreaterThan(page.viewportSize()!.width * 0.85);

  const one = await pickMarker(page, await answerFor(boxOf(page)), (marker) => marker.count === 1);
  const listing = await publicCard(request, one.id!);
  await markerButton(page, one).tap();
  await expect(mapCard(page).getByRole('link', { name: listing.property_name })).toBeVisible();
  await expect(mapCard(page)).toContainText(aed(listing.distress_price));
  await expectAccessible(page);
  await region(page).getByRole('button', { name: 'Close', exact: true }).tap();
  await expect(mapCard(page)).toHaveCount(0);
});
