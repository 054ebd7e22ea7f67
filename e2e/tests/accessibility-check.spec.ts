// The accessibility check every screen's journey relies on (support/fixtures.ts) finds what it should: a
// check that passed everything would let every screen pass.
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const PAGE = `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>
  <h1>Deals</h1>
  <button type="button"><svg width="16" height="16"></svg></button>
  <div role="dialog" aria-modal="true" aria-label="Inquiry"><p>Send us a message.</p></div>
</main></body></html>`;

test('the accessibility check fails a page with a nameless button; a dialog, or the page less the button, passes', async ({
  page,
}) => {
  await page.setContent(PAGE);
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
  await expectAccessible(page, { include: '[role="dialog"]' });
  await expectAccessible(page, { exclude: 'main > button' });
});
