// Script payloads in every text a visitor or an admin can store come back as text on the home page,
// the detail page (also in its server-rendered link-preview tags) and the admin dashboard: nothing
// runs, and nothing becomes markup. The Content-Security-Policy would block inline scripts anyway,
// so the checks look at the page itself (no injected element or handler, no blocked attempt), not
// only at whether a payload managed to run.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminToken,
  createVerifiedVisitor,
  expect,
  LISTING_FIELDS,
  storeAdmin,
  storeVisitor,
  test,
} from '../support/fixtures.ts';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const ATTRIBUTE_BREAKOUT = '"><svg onload=window.__xss=1>';
const TITLE_BREAKOUT = '</title><script>window.__xss=1</script>';
const IFRAME = '<iframe src=javascript:window.__xss=1>';
const TOGGLE = '<details open ontoggle=window.__xss=1>';
const TEMPLATE = "{{constructor.constructor('window.__xss=1')()}}";
const QUOTE_BREAKOUT = "'-window.__xss=1-'";
const BROCHURE = 'https://example.com/brochure.pdf?a="><svg onload=window.__xss=1>';

/** Records blocked script attempts and dialogs before any page script runs. */
async function watchForInjection(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingInjected(page: Page, dialogs: string[]) {
  const found = await page.evaluate(() => ({
    ran: typeof (window as unknown as { __xss?: unknown }).__xss,
    handlers: [...document.querySelectorAll('[onerror], [onload], [ontoggle], [onmouseover]')].map(
      (el) => el.outerHTML,
    ),
    // Scripts that could run: the page's data (a JSON script the server writes, ADR 0020) is never run,
    // and holds no '<' that could end it.
    scripts: [...document.scripts].filter(
      (s) => s.text.includes('__xss') && (s.type !== 'application/json' || s.text.includes('<')),
    ).length,
    frames: document.querySelectorAll('iframe').length,
    blocked: (window as unknown as { __csp: string[] }).__csp,
  }));
  expect(found).toEqual({ ran: 'undefined', handlers: [], scripts: 0, frames: 0, blocked: [] });
  expect(dialogs).toEqual([]);
}

async function saveContactsAddress(request: APIRequestContext, token: string, address: string | null) {
  const current = await (await request.get('/api/contacts')).json();
  const saved = await request.put('/api/admin/contacts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...current, address },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return current.address as string | null;
}

test('script payloads in listings, inquiries and contacts show as text and never run', async ({
  context,
  request,
}, info) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const marker = `xss-${info.project.name}-${Date.now().toString(36)}`;
  const createListing = (fields: Record<string, string>) =>
    request.post('/api/admin/properties', { headers: auth, multipart: { ...LISTING_FIELDS, ...fields } });

  // A script brochure link is refused by the API, so it can never reach a page as a link.
  for (const link of ['javascript:window.__xss=1', ' JavaScript:window.__xss=1', 'data:text/html,<b>x</b>']) {
    const refused = await createListing({ property_name: marker, brochure_link: link });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).detail).toBe('brochure_link: must be an absolute http(s) URL');
  }

  const created = await createListing({
    property_name: `${marker} ${IMG}`,
    developer: SCRIPT,
    location: ATTRIBUTE_BREAKOUT,
    property_type: TITLE_BREAKOUT,
    furnishing: IFRAME,
    floor_level: QUOTE_BREAKOUT,
    view_type: TEMPLATE,
    handover_date: TOGGLE,
    payment_plan: `${SCRIPT} ${IMG}`,
    brochure_link: BROCHURE,
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string };
  const inquiry = await request.post('/api/inquiries', {
    data: {
      property_id: listing.id,
      name: `${marker} ${IMG}`,
      email: 'xss-buyer@e2e.test',
      phone: '+971 50 987 6543',
      message: `${SCRIPT} ${ATTRIBUTE_BREAKOUT}`,
    },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  const address = await saveContactsAddress(request, token, IMG);

  // A tab of its own for each role: a stored session is written once per tab.
  const openTab = async (session?: (page: Page) => Promise<void>) => {
    const page = await context.newPage();
    const dialogs = await watchForInjection(page);
    if (session) await session(page);
    return { page, dialogs };
  };

  try {
    // Home: the card, the filter options (made from the listings) and the footer (the contacts).
    let { page, dialogs } = await openTab();
    await page.goto(`/?q=${encodeURIComponent(marker)}`);
    const card = page.locator('article').filter({ hasText: marker });
    await expect(card).toBeVisible();
    await expect(card).toContainText(IMG);
    await expect(card).toContainText(SCRIPT);
    await expect(card).toContainText(ATTRIBUTE_BREAKOUT);
    await expect(card).toContainText(TITLE_BREAKOUT);
    await expect(page.getByLabel('Location').locator('option', { hasText: ATTRIBUTE_BREAKOUT })).toHaveCount(
      1,
    );
    await expect(page.getByRole('contentinfo')).toContainText(IMG);
    await expectNothingInjected(page, dialogs);

    // Detail, as a verified visitor: every field, the brochure link, and the link-preview tags the
    // server writes into the page for this address.
    const visitor = await createVerifiedVisitor(request);
    ({ page, dialogs } = await openTab((tab) => storeVisitor(tab, visitor)));
    await page.goto(`/property/${listing.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `${marker} ${IMG}` })).toBeVisible();
    for (const text of [
      SCRIPT,
      ATTRIBUTE_BREAKOUT,
      TITLE_BREAKOUT,
      IFRAME,
      QUOTE_BREAKOUT,
      TEMPLATE,
      TOGGLE,
    ]) {
      await expect(main).toContainText(text);
    }
    const brochure = page.getByRole('link', { name: /View Brochure/ });
    await expect(brochure).toHaveAttribute('href', /^https:\/\/example\.com\/brochure\.pdf\?/);
    // The page as the server sends it (title and link-preview tags name the listing): escaped.
    const html = await (await request.get(`/property/${listing.id}`)).text();
    for (const raw of ['<script>window.__xss', '<svg onload', '<img src=x', '</title><script>']) {
      expect(html).not.toContain(raw);
    }
    await expectNothingInjected(page, dialogs);

    // The admin dashboard: the listing in the Properties tab, the inquiry in the Inquiries tab.
    ({ page, dialogs } = await openTab((tab) => storeAdmin(tab, request)));
    await page.goto('/admin/dashboard');
    const row = page.locator('article, li').filter({ hasText: marker }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(IMG);
    await expectNothingInjected(page, dialogs);

    await page.goto('/admin/dashboard?tab=inquiries');
    const sent = page.locator('article, li').filter({ hasText: 'xss-buyer@e2e.test' }).first();
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(`${marker} ${IMG}`);
    await expect(sent).toContainText(`${SCRIPT} ${ATTRIBUTE_BREAKOUT}`);
    await expectNothingInjected(page, dialogs);
  } finally {
    await saveContactsAddress(request, token, address);
    await request.delete(`/api/admin/properties/${listing.id}`, { headers: auth });
  }
});
