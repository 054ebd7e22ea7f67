// Imported by path, not '@dd/core': tests that mock @dd/core load this file from inside the mock.
import { AD_FIELDS, type AdFields, type ParsedAd } from '@dd/core';

/**
 * A small parser for the ad texts of test/telegram-export.ts, for service tests that inject their
 * own parser (the import service takes one) and must not depend on the real parser's judgement.
 */
export function standInParser(text: string): ParsedAd {
  const amount = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match?.[1] ? Number(match[1].replace(/[^\d]/g, '')) : null;
  };
  const distress = amount(/(?:Selling price|Цена): AED ([\d,]+)/);
  if (distress === null) {
    return {
      is_ad: false,
      not_ad_reason: 'no price',
      fields: emptyFields(),
      discount_percent: null,
      missing: [...AD_FIELDS],
      warnings: [],
      price_notes: [],
    };
  }
  const headline = /^(.+) — (.+)$/m.exec(text);
  const fields: AdFields = {
    ...emptyFields(),
    property_name: headline?.[1] ?? null,
    location: headline?.[2] ?? null,
    property_type: /\b(\d) ?BR\b/.exec(text)
      ? `${/\b(\d) ?BR\b/.exec(text)![1]}BR`
      : /studio/i.test(text)
        ? 'Studio'
        : null,
    size_sqft: amount(/([\d,]+) sq\.ft/),
    original_price: amount(/(?:Original price|Оригинальная цена): AED ([\d,]+)/),
    distress_price: distress,
  };
  const missing = AD_FIELDS.filter((field) => fields[field] === null);
  return {
    is_ad: true,
    not_ad_reason: null,
    fields,
    discount_percent: null,
    missing,
    warnings: [],
    price_notes: [],
  };
}

function emptyFields(): AdFields {
  return Object.fromEntries(AD_FIELDS.map((field) => [field, null])) as unknown as AdFields;
}
