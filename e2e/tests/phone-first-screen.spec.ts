// A 375×812 phone in English, Russian and Arabic: the first card's photo and price are on the first
// screen, the filters fold behind one Filters button whose count follows a filter chosen in its sheet,
// the search box's placeholder is not cut, and nothing on the home page or a listing's page (its bottom
// bar with WhatsApp among it) reaches past the screen's width.
import type { Page } from '@playwright/test';
import {
  createVerifiedVisitor,
  expect,
  expectAccessible,
  firstListing,
  storeVisitor,
  test,
} from '../support/fixtures.ts';

const WIDTH = 375;
const HEIGHT = 812;

const LANGUAGES = [
  {
    language: 'en',
    filters: 'Filters',
    oneSet: 'Filters, 1 active',
    sheet: 'Filters and sort',
    handover: 'Handover',
    show: /^Show \d+ deals?$/,
  },
  {
    language: 'ru',
    filters: 'Фильтры',
    oneSet: 'Фильтры, 1 активный',
    sheet: 'Фильтры и сортировка',
    handover: 'Сдача',
    show: /^Показать \d+ предложени(е|я|й)$/,
  },
  {
    language: 'ar',
    filters: 'تصفية',
    oneSet: 'تصفية، 1 عامل مفعّل',
    sheet: 'التصفية والترتيب',
    handover: 'التسليم',
    show: /^(عرض|لا توجد)/,
  },
] as const;

test.use({ viewport: { width: WIDTH, height: HEIGHT } });

/**
 * What of the page shows past the left or right edge of the screen: each element's box cut to the boxes
 * of the ancestors that clip it (a carousel's frame, say), leaving out what is visually hidden (the skip
 * link until focused, screen-reader texts).
 */
const pastTheEdges = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const hidden = (style: CSSStyleDeclaration) =>
      style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let [left, right] = [box.left, box.right];
      let visible = true;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (hidden(style) || style.visibility === 'hidden') visible = false;
        if (node !== element && style.overflowX !== 'visible') {
          const frame = node.getBoundingClientRect();
          left = Math.max(left, frame.left);
          right = Math.min(right, frame.right);
        }
      }
      if (visible && right > left && (right > width + 0.5 || left < -0.5))
        found.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" ${left}..${right}`,
        );
    }
    if (document.documentElement.scrollWidth > width)
      found.push(`page ${document.documentElement.scrollWidth}`);
    return found;
  });

for (const words of LANGUAGES) {
  test(`${words.language}: the first card's photo and price on the first screen, the filters behind one button @phone`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: words.language, url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', words.language);
    const firstCard = page.locator('article').first();
    await expect(firstCard).toBeVisible();

    // The photo and the price, whole, above the screen's bottom edge, with no scrolling.
    const photo = await firstCard.locator('img').first().boundingBox();
    const price = await firstCard.locator('p.text-2xl').first().boundingBox();
    expect(photo!.y).toBeGreaterThanOrEqual(0);
    expect(photo!.y + photo!.height).toBeLessThanOrEqual(HEIGHT);
    expect(price!.y + price!.height).toBeLessThanOrEqual(HEIGHT);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // The search box stays in view, its placeholder whole: the same text typed would not scroll.
    const search = page.getByRole('searchbox');
    await expect(search).toBeInViewport();
    const placeholder = await search.evaluate((input: HTMLInputElement) => {
      const copy = input.cloneNode() as HTMLInputElement;
      copy.removeAttribute('id');
      copy.value = input.placeholder;
      input.after(copy);
      const fits = { text: input.placeholder, scrollWidth: copy.scrollWidth, clientWidth: copy.clientWidth };
      copy.remove();
      return fits;
    });
    expect(placeholder.text).not.toBe('');
    expect(placeholder.scrollWidth, placeholder.text).toBeLessThanOrEqual(placeholder.clientWidth);

    // The filters fold: no dropdown of theirs shows, one button does.
    await expect(page.getByRole('combobox', { name: words.handover })).toBeHidden();
    expect(await pastTheEdges(page)).toEqual([]);

    // The app has taken the page over (Contact Us shows then): the button opens the sheet.
    await expect(page.getByRole('link', { name: /WhatsApp|Contact|Связаться|تواصل/ }).first()).toBeVisible();
    const filters = page.getByRole('button', { name: words.filters, exact: true });
    await expect(filters).toBeInViewport();
    await filters.click();
    const sheet = page.getByRole('dialog', { name: words.sheet });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('combobox', { name: words.handover }).selectOption('ready');
    await expect(page).toHaveURL(/[?&]handover=ready(&|$)/);
    expect(await pastTheEdges(page)).toEqual([]);
    await expectAccessible(page);
    await sheet.getByRole('button', { name: words.show }).click();
    await expect(sheet).toBeHidden();

    // Its count follows: one filter set.
    const counted = page.getByRole('button', { name: words.oneSet, exact: true });
    await expect(counted).toBeVisible();
    await expect(counted).toHaveText(`${words.filters} 1`);
    await expect(counted).toBeFocused();
    // Its name starts with what it shows ("Filters 1"), as axe's label-in-name rule asks.
    await expectAccessible(page);
  });
}

test("a listing's page, its bottom bar among it, stays within a 375 px screen in each language @phone", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await storeVisitor(page, await createVerifiedVisitor(request));
  const listing = await firstListing(request);
  for (const { language } of LANGUAGES) {
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await page.goto(`/property/${listing.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const bar = page.locator('[data-bottom-bar]');
    // The inquiry button and the WhatsApp link, once the contacts are in.
    await expect(bar.locator('button')).toBeVisible();
    await expect(bar.locator('a')).toBeVisible();
    for (const item of await bar.locator(':scope > *').all()) {
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
    }
    expect(await pastTheEdges(page)).toEqual([]);
  }
});
