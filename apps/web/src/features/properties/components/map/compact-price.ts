import { perLanguage } from '@/lib/format';

const compact = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 }),
);

/**
 * A price as short as a marker holds it: "1.25M", "950K" in English, "1,25 млн", "950 тыс." in Russian,
 * the language's own short form otherwise (three significant digits: a marker tells prices apart, the
 * card gives the exact one).
 */
export function compactPrice(amount: number): string {
  return compact().format(amount);
}
