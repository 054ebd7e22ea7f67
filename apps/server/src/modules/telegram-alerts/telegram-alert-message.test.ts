import { describe, expect, it } from 'vitest';
import { readTelegramHtml } from '../../../test/fake-bot-api.ts';
import { telegramAlertMessage } from './telegram-alert-message.ts';
import { telegramTexts } from './telegram-texts.ts';

const listing = (i: number) => ({
  name: `Tower ${i} <A&B>`,
  location: 'Dubai Marina',
  propertyType: '2BR',
  originalPrice: 2_000_000,
  distressPrice: 1_500_000,
  discountPercent: 25,
  photoUrl: null,
  url: `https://deals.example/property/p${i}?a=1&b="2"`,
});

describe('the Telegram alert message', () => {
  it('shows at most 10 deals and "See all N" to the search, in HTML Telegram reads as written', () => {
    const message = telegramAlertMessage({
      texts: telegramTexts('en'),
      kind: 'instant',
      alertName: 'Sea & <sky>',
      listings: Array.from({ length: 12 }, (_, i) => listing(i + 1)),
      searchUrl: 'https://deals.example/?q=sea&sort=newest',
      alertsUrl: 'https://deals.example/alerts',
    });
    const shown = readTelegramHtml(message.text);
    expect(typeof shown).toBe('string');
    expect(shown).toMatch(/^🔔 12 new deals for your alert “Sea & <sky>”/);
    expect(shown).toContain('Tower 10 <A&B> · 25% OFF');
    expect(shown).not.toContain('Tower 11');
    expect(shown).toMatch(/See all 12 · Manage alerts$/);
    expect(message.text).toContain('<a href="https://deals.example/?q=sea&amp;sort=newest">See all 12</a>');
    expect(message.text).toContain('href="https://deals.example/property/p1?a=1&amp;b=&quot;2&quot;"');
    expect(message).toMatchObject({
      parse_mode: 'HTML',
      link_preview_options: { url: 'https://deals.example/property/p1?a=1&b="2"', prefer_large_media: true },
    });
  });

  it('leaves deals out rather than pass Telegram’s 4096 characters', () => {
    const long = (i: number) => ({
      ...listing(i),
      name: 'N'.repeat(400),
      location: 'L'.repeat(400),
      url: `https://deals.example/property/${'x'.repeat(300)}${i}`,
    });
    const message = telegramAlertMessage({
      texts: telegramTexts('en'),
      kind: 'daily',
      alertName: 'Long',
      listings: Array.from({ length: 10 }, (_, i) => long(i)),
      searchUrl: 'https://deals.example/',
      alertsUrl: 'https://deals.example/alerts',
    });
    expect(message.text.length).toBeLessThanOrEqual(4096);
    // Names and places are cut short, and the deals that do not fit are behind "See all".
    expect(message.text).toContain(`${'N'.repeat(119)}…`);
    expect(message.text).toContain('See all 10');
  });
});
