import { describe, expect, it } from 'vitest';

import { injectLanguage, requestLanguage } from './page-language.ts';

describe('requestLanguage', () => {
  it('reads the language switch cookie among others', () => {
    expect(requestLanguage('a=1; lang=ru; b=2')).toBe('ru');
    expect(requestLanguage('lang=ar')).toBe('ar');
  });

  it('gives English without the cookie or for a language the site does not have', () => {
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('lang=de')).toBe('en');
    expect(requestLanguage('xlang=ru')).toBe('en');
  });
});

describe('injectLanguage', () => {
  it('writes lang and the text direction into the html tag', () => {
    const html = '<!doctype html>\n<html lang="en">\n<head></head></html>';
    expect(injectLanguage(html, 'ar')).toContain('<html lang="ar" dir="rtl">');
    expect(injectLanguage(html, 'ru')).toContain('<html lang="ru" dir="ltr">');
  });
});
