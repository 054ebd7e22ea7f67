/**
 * Every word of the alert e-mails, per language, in one place: a language is added here (and to
 * ALERT_LOCALES) without touching the layout. English is the only one today.
 */
export const ALERT_LOCALES = ['en'] as const;
export type AlertLocale = (typeof ALERT_LOCALES)[number];

export interface AlertTexts {
  lang: string;
  dir: 'ltr' | 'rtl';
  instantSubject(name: string, count: number, first: string): string;
  dailySubject(name: string, count: number): string;
  instantHeading(count: number): string;
  dailyHeading(count: number): string;
  intro(name: string): string;
  off(percent: number): string;
  was: string;
  view: string;
  seeAll(count: number): string;
  manage: string;
  unsubscribe: string;
  reason(name: string): string;
}

const deals = (n: number) => (n === 1 ? '1 new deal' : `${n} new deals`);

const en: AlertTexts = {
  lang: 'en',
  dir: 'ltr',
  instantSubject: (name, count, first) =>
    count === 1 ? `New deal for "${name}": ${first}` : `${deals(count)} for "${name}"`,
  dailySubject: (name, count) => `Your daily deals for "${name}": ${deals(count)}`,
  instantHeading: (count) =>
    count === 1 ? 'A new deal matches your alert' : `${deals(count)} match your alert`,
  dailyHeading: (count) => `Today: ${deals(count)} for your alert`,
  intro: (name) => `New or reduced in price, matching your saved search "${name}":`,
  off: (percent) => `${percent}% OFF`,
  was: 'was',
  view: 'View deal',
  seeAll: (count) => `See all ${count}`,
  manage: 'Manage your alerts',
  unsubscribe: 'Unsubscribe from this alert',
  reason: (name) =>
    `You received this e-mail because you saved the search "${name}" with an alert on Dubai Distress Deals.`,
};

const TEXTS: Record<AlertLocale, AlertTexts> = { en };

/** The texts of a visitor's language; English for any language not translated yet. */
export const alertTexts = (locale: string | null | undefined): AlertTexts =>
  TEXTS[(ALERT_LOCALES as readonly string[]).includes(locale ?? '') ? (locale as AlertLocale) : 'en'];
