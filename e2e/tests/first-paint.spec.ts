// The home page's header and hero come in its HTML (docs/decisions/0013): they show before any script
// runs, and the app takes them over without the page ever showing anything else in their place.
import { expect, test } from '../support/fixtures.ts';

const HERO = 'Exclusive Distressed Property Deals in Dubai';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still shows the site header and the hero', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('link', { name: /Dubai Distress Deals/ })).toHaveAttribute('href', '/');
    // Nothing that needs the app: no login buttons, no WhatsApp link to a number the HTML cannot know.
    await expect(page.getByRole('link', { name: /Contact Us|Login|Register/ })).toHaveCount(0);
  });

  test('other pages are the app alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Records, from the page's first parse, every state of #root that differs from the previous one. */
const RECORD_ROOT = `(() => {
  const states = [];
  window.__rootStates = states;
  const record = () => {
    const root = document.getElementById('root');
    if (!root) return;
    const state = [
      root.querySelector('h1') ? root.querySelector('h1').textContent : '(no heading)',
      root.querySelector('[role="status"]') ? 'status: ' + root.querySelector('[role="status"]').textContent : '',
    ].join(' | ');
    if (states[states.length - 1] !== state) states.push(state);
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
})()`;

test('the app takes the painted hero over without a spinner or an empty page in between', async ({
  page,
}) => {
  await page.addInitScript({ content: RECORD_ROOT });
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact Us/ })).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { __rootStates: string[] }).__rootStates);
  expect(states.length).toBeGreaterThan(0);
  // Only the listing's own loading state may come and go below the hero, which never leaves.
  for (const state of states)
    expect(state).toMatch(new RegExp(`^${HERO} \\| (status: Loading properties\\.\\.\\.)?$`));
});
