import { priceDoubts, propertyFormSchema } from '@dd/core';
import type { AdField, PropertyForm } from '@dd/core';

import { adFieldsToFormValues } from '@/components/ad-fields/ad-form-values';
import type { AdFormErrors, AdFormValues } from '@/components/ad-fields/ad-form-values';

import type { AdPreview } from '../api/preview-telegram-ad';

/**
 * What the server would save for the ad, as form values. A name the ad does not state is derived from
 * type and location, as the server does when it creates the listing from the text.
 */
export function toFormValues(preview: AdPreview): AdFormValues {
  const f = preview.parsed.fields;
  const derivedName = f.property_type ? `${f.property_type} in ${f.location ?? 'Dubai'}` : '';
  return { ...adFieldsToFormValues(f), property_name: f.property_name ?? derivedName };
}

/** Checks corrected values with the property form's shared rules (messages are fragments: 'is required'). */
export function checkAdForm(
  values: AdFormValues,
): { ok: true; form: PropertyForm } | { ok: false; errors: AdFormErrors } {
  const result = propertyFormSchema.safeParse(values);
  if (result.success) return { ok: true, form: result.data };
  const errors: AdFormErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in errors)) errors[name as AdField] = issue.message;
  }
  return { ok: false, errors };
}

const PRICE_FIELDS: readonly AdField[] = ['distress_price', 'original_price', 'size_sqft'];

/**
 * Why the price is implausible as the form now stands: the server's reasons for the text, or, once a
 * price or the size is corrected, the same rules on the corrected values against the market's median
 * the server found (none while the form has errors of its own).
 */
export function currentPriceDoubts(
  preview: AdPreview,
  values: AdFormValues,
  corrected: readonly AdField[],
): string[] {
  if (!corrected.some((field) => PRICE_FIELDS.includes(field))) return preview.price_doubts;
  const checked = checkAdForm(values);
  if (!checked.ok) return [];
  const { distress_price, original_price, size_sqft } = checked.form;
  return priceDoubts({
    distress_price,
    original_price,
    size_sqft: size_sqft ?? null,
    market_median_per_sqft: preview.market_median_per_sqft,
  });
}
