import type { Language } from '@dd/core';
import { emailLocale } from './i18n.ts';
import { SITE_NAME } from './layout.ts';

/**
 * Every word and format of the alert e-mails in a visitor's language, from the catalogs in
 * ./locales (ADR 0039); the layout takes them from here.
 */
export interface AlertTexts {
  lang: Language;
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
  /** AED for the language ("AED 1,900,000", "1 900 000 AED"). */
  price(amount: number): string;
  /** The day of a daily digest, in Dubai. */
  date(at: Date): string;
}

const texts = new Map<Language, AlertTexts>();

/** The texts of a visitor's language; English for an unknown one. */
export function alertTexts(language: string | null | undefined): AlertTexts {
  const locale = emailLocale(language);
  const cached = texts.get(locale.language);
  if (cached) return cached;
  const { t } = locale;
  const deals = (count: number) => t('alerts.deals', { count });
  const made: AlertTexts = {
    lang: locale.language,
    dir: locale.dir,
    instantSubject: (name, count, first) =>
      count === 1
        ? t('alerts.instantSubjectOne', { name, first })
        : t('alerts.instantSubjectMany', { name, deals: deals(count) }),
    dailySubject: (name, count) => t('alerts.dailySubject', { name, deals: deals(count) }),
    instantHeading: (count) =>
      count === 1 ? t('alerts.instantHeadingOne') : t('alerts.instantHeadingMany', { deals: deals(count) }),
    dailyHeading: (count) => t('alerts.dailyHeading', { deals: deals(count) }),
    intro: (name) => t('alerts.intro', { name }),
    off: (percent) => t('alerts.off', { percent: locale.percent(percent) }),
    was: t('alerts.was'),
    view: t('alerts.view'),
    seeAll: (count) => t('alerts.seeAll', { count }),
    manage: t('alerts.manage'),
    unsubscribe: t('alerts.unsubscribe'),
    reason: (name) => t('alerts.reason', { name, site: SITE_NAME }),
    price: locale.price,
    date: locale.date,
  };
  texts.set(locale.language, made);
  return made;
}
