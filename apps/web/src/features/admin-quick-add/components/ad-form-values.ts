import { propertyFormSchema } from '@dd/core';
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
