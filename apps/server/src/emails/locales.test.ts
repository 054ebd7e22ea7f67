import { LANGUAGES } from '@dd/core';
import { describe, expect, it } from 'vitest';
import { alertTexts } from './alert-texts.ts';
import { EMAIL_CATALOGS, emailLocale } from './i18n.ts';
import { passwordResetEmail } from './password-reset.ts';
import { savedSearchAlertEmail } from './saved-search-alert.ts';
import { verificationCodeEmail } from './verification-code.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** "a.b.c" → text, for every string of a catalog; anything else is reported as it is. */
function flatten(node: unknown, prefix = ''): Record<string, unknown> {
  if (typeof node !== 'object' || node === null) return { [prefix]: node };
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) =>
      Object.entries(flatten(value, prefix ? `${prefix}.${key}` : key)),
    ),
  );
}

/** The catalog by key without its plural suffix: each with its forms (plural) or its one text. */
function entries(language: (typeof LANGUAGES)[number]) {
  const byKey = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(flatten(EMAIL_CATALOGS[language]))) {
    expect(typeof text, `${language}: ${key} is not a text`).toBe('string');
    expect((text as string).trim(), `${language}: ${key} is empty`).not.toBe('');
    const form = PLURAL.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    if (!byKey.has(base)) byKey.set(base, new Map());
    byKey.get(base)!.set(form, text as string);
  }
  return byKey;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
const withoutCount = (text: string) => placeholders(text).filter((name) => name !== 'count');

describe('e-mail catalogs', () => {
  const english = entries('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key of English, no other, and the same placeholders',
    (language) => {
      const catalog = entries(language);
      expect([...catalog.keys()].sort(), 'keys missing or extra').toEqual([...english.keys()].sort());
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, forms] of catalog) {
        const source = english.get(key)!;
        if (source.has('')) {
          expect([...forms.keys()], `${language}: ${key} has plural forms, English none`).toEqual(['']);
          expect(placeholders(forms.get('')!), `${language}: ${key}`).toEqual(placeholders(source.get('')!));
          continue;
        }
        // A plural: every form the language's rules name (i18next asks for those), no other.
        expect([...forms.keys()].sort(), `${language}: plural forms of ${key}`).toEqual(
          [...categories].sort(),
        );
        const expected = withoutCount(source.get('other')!);
        for (const [form, text] of forms)
          expect(withoutCount(text), `${language}: ${key}_${form}`).toEqual(expected);
        expect(placeholders(forms.get('other')!), `${language}: ${key}_other names the count`).toContain(
          'count',
        );
      }
    },
  );

  it('English plural keys have exactly the forms "one" and "other"', () => {
    for (const [key, forms] of english)
      if (!forms.has('')) expect([...forms.keys()].sort(), key).toEqual(['one', 'other']);
  });
});

describe('e-mails in Russian and Arabic', () => {
  it('Russian counts take the right plural form', () => {
    const ru = alertTexts('ru');
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => ru.dailyHeading(n))).toEqual([
      'Сегодня: 1 новый объект по вашему оповещению',
      'Сегодня: 2 новых объекта по вашему оповещению',
      'Сегодня: 5 новых объектов по вашему оповещению',
      'Сегодня: 11 новых объектов по вашему оповещению',
      'Сегодня: 21 новый объект по вашему оповещению',
      'Сегодня: 22 новых объекта по вашему оповещению',
      'Сегодня: 25 новых объектов по вашему оповещению',
    ]);
    expect(ru.instantSubject('Марина', 21, 'Marina Gate')).toBe('21 новый объект по запросу «Марина»');
    expect(ru.instantSubject('Марина', 1, 'Marina Gate')).toBe(
      'Новый объект по запросу «Марина»: Marina Gate',
    );
    expect([1, 3, 10].map((n) => emailLocale('ru').minutes(n))).toEqual(['1 минуту', '3 минуты', '10 минут']);
  });

  it('Arabic counts take their forms, with Latin digits', () => {
    const ar = alertTexts('ar');
    expect([1, 2, 3, 11, 100].map((n) => ar.instantHeading(n))).toEqual([
      'صفقة جديدة تطابق تنبيهك',
      'صفقتان جديدتان لتنبيهك',
      '3 صفقات جديدة لتنبيهك',
      '11 صفقة جديدة لتنبيهك',
      '100 صفقة جديدة لتنبيهك',
    ]);
    expect(ar.price(1_900_000)).toMatch(/^\u200f?1,900,000\sAED$/);
  });

  it('prices, percentages and dates are formatted for the language', () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(alertTexts('en').price(1_900_000))).toBe('AED 1,900,000');
    expect(plain(alertTexts('ru').price(1_900_000))).toBe('1 900 000 AED');
    expect(plain(alertTexts('ru').off(21))).toBe('СКИДКА 21 %');
    expect(alertTexts('en').off(21)).toBe('21% OFF');
    const day = new Date('2026-12-02T05:00:00Z');
    expect(alertTexts('en').date(day)).toBe('Wednesday, 2 December 2026');
    expect(alertTexts('ru').date(day)).toBe('среда, 2 декабря 2026 г.');
    expect(alertTexts('ar').date(day)).toMatch(/2 ديسمبر 2026/);
  });

  it('unknown languages fall back to English', () => {
    expect(alertTexts('xx').lang).toBe('en');
    expect(
      verificationCodeEmail({ name: 'A', code: '123456', minutes: 10, language: undefined }).language,
    ).toBe('en');
  });

  it('the verification code in Russian and Arabic: texts, lang and direction', () => {
    const ru = verificationCodeEmail({ name: 'Ольга', code: '482913', minutes: 10, language: 'ru' });
    expect(ru.subject).toBe('Ваш код подтверждения: 482913');
    expect(ru.text).toContain('Здравствуйте, Ольга!');
    expect(ru.text).toContain('Код действует 10 минут;');
    expect(ru.text).toContain('Вы получили это письмо, потому что кто-то зарегистрировал аккаунт');
    expect(ru.html).toContain('<html lang="ru" dir="ltr">');
    expect(ru.language).toBe('ru');

    const ar = verificationCodeEmail({ name: 'عائشة <b>', code: '482913', minutes: 10, language: 'ar' });
    expect(ar.subject).toBe('رمز التحقق الخاص بك: 482913');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('dir="rtl" style="max-width:560px');
    expect(ar.html).toContain('text-align:right');
    expect(ar.html).toContain('<span dir="ltr"');
    expect(ar.html).toContain('مرحبًا عائشة &lt;b&gt;،');
    expect(ar.text).toContain('خلال 10 دقائق');
  });

  it("a visitor's password reset in Russian; an admin's stays English", () => {
    const link = 'https://deals.example/reset-password?token=abc';
    const ru = passwordResetEmail({
      account: 'visitor',
      name: 'Ольга',
      email: 'o@example.com',
      link,
      minutes: 10,
      language: 'ru',
    });
    expect(ru.subject).toBe('Сброс пароля на Dubai Distress Deals');
    expect(ru.text).toContain('Ссылка действует 10 минут');
    expect(ru.text).toContain(`Сбросить пароль: ${link}`);
    const admin = passwordResetEmail({ account: 'admin', username: 'admin', link, minutes: 10 });
    expect(admin.language).toBe('en');
    expect(admin.subject).toBe('Reset your Dubai Distress Deals password');
  });

  it('an Arabic alert: right to left, Arabic words, Latin digits in the prices', () => {
    const mail = savedSearchAlertEmail({
      texts: alertTexts('ar'),
      kind: 'daily',
      alertName: 'مارينا',
      listings: [1, 2].map((i) => ({
        name: `Marina Gate ${i}`,
        location: 'Dubai Marina',
        propertyType: '2BR',
        originalPrice: 2_400_000,
        distressPrice: 1_900_000,
        discountPercent: 21,
        photoUrl: null,
        url: `https://deals.example/property/${i}`,
      })),
      searchUrl: 'https://deals.example/?sort=newest',
      alertsUrl: 'https://deals.example/alerts',
      unsubscribeUrl: 'https://deals.example/unsubscribe?token=x',
      sentAt: new Date('2026-12-02T05:00:00Z'),
    });
    expect(mail.subject).toBe('صفقاتك اليومية لبحث «مارينا»: صفقتان جديدتان');
    expect(mail.language).toBe('ar');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('إلغاء الاشتراك في هذا التنبيه');
    expect(mail.text).toMatch(/1,900,000\sAED \(بدلًا من \u200f?2,400,000\sAED\)/);
    expect(mail.text).toContain('2 ديسمبر 2026');
  });
});
