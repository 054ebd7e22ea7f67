import { propertyFormSchema } from '@dd/core';
import type { AdField, PropertyForm } from '@dd/core';

import type { AdPreview } from '../api/preview-telegram-ad';

export type FlagField = 'has_balcony' | 'has_pool';
export type TextField = Exclude<AdField, FlagField>;

/** The preview's fields as the correction form holds them: text for inputs, booleans for checkboxes. */
export type AdFormValues = Record<TextField, string> & Record<FlagField, boolean>;
export type AdFormErrors = Partial<Record<AdField, string>>;

export interface TextFieldSpec {
  name: TextField;
  label: string;
  kind?: 'number' | 'url';
  /** Takes the full width of the form. */
  wide?: boolean;
}

/** In the order an admin checks them: what the card shows first, then the details. */
export const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: 'property_name', label: 'Property name', wide: true },
  { name: 'developer', label: 'Developer' },
  { name: 'location', label: 'Location' },
  { name: 'property_type', label: 'Property type' },
  { name: 'size_sqft', label: 'Size (sq.ft)', kind: 'number' },
  { name: 'original_price', label: 'Original price (AED)', kind: 'number' },
  { name: 'distress_price', label: 'Distress price (AED)', kind: 'number' },
  { name: 'handover_date', label: 'Handover' },
  { name: 'payment_plan', label: 'Payment plan' },
  { name: 'furnishing', label: 'Furnishing' },
  { name: 'floor_level', label: 'Floor level' },
  { name: 'view_type', label: 'View' },
  { name: 'parking_spaces', label: 'Parking spaces', kind: 'number' },
  { name: 'brochure_link', label: 'Brochure link (optional)', kind: 'url', wide: true },
];

export const FLAG_FIELDS: readonly { name: FlagField; label: string }[] = [
  { name: 'has_balcony', label: 'Balcony' },
  { name: 'has_pool', label: 'Private pool' },
];

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * What the server would save for the ad, as form values. A name the ad does not state is derived from
 * type and location, as the server does when it creates the listing from the text.
 */
export function toFormValues(preview: AdPreview): AdFormValues {
  const f = preview.parsed.fields;
  const derivedName = f.property_type ? `${f.property_type} in ${f.location ?? 'Dubai'}` : '';
  return {
    property_name: f.property_name ?? derivedName,
    developer: text(f.developer),
    location: text(f.location),
    property_type: text(f.property_type),
    furnishing: text(f.furnishing),
    size_sqft: text(f.size_sqft),
    floor_level: text(f.floor_level),
    view_type: text(f.view_type),
    has_balcony: f.has_balcony ?? false,
    has_pool: f.has_pool ?? false,
    parking_spaces: text(f.parking_spaces),
    handover_date: text(f.handover_date),
    payment_plan: text(f.payment_plan),
    original_price: text(f.original_price),
    distress_price: text(f.distress_price),
    brochure_link: text(f.brochure_link),
  };
}

/** The fields whose value differs from what was read from the ad. */
export function correctedFields(values: AdFormValues, parsed: AdFormValues): AdField[] {
  return (Object.keys(parsed) as AdField[]).filter((name) => values[name] !== parsed[name]);
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
