import type { AdField, AdFields } from '@dd/core';

export type FlagField = 'has_balcony' | 'has_pool';
export type TextField = Exclude<AdField, FlagField>;

/** An ad's fields as a correction form holds them: text for inputs, booleans for checkboxes. */
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

/** The fields as form values: a field not stated is an empty input or an unticked box. */
export function adFieldsToFormValues(f: AdFields): AdFormValues {
  return {
    property_name: text(f.property_name),
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
