import type { FieldChange } from './audit.ts';
import { formatDubaiDateTimeEn, formatUtcDayEn } from './english-dates.ts';
import { formatAed, formatInteger } from './money.ts';

/** How a field's values read: an amount of AED, a size in sq.ft, a count, yes/no, or text. */
export type FieldKind = 'price' | 'size' | 'count' | 'flag' | 'text';

interface FieldSpec {
  label: string;
  kind: FieldKind;
}

const text = (label: string): FieldSpec => ({ label, kind: 'text' });

/**
 * A listing's fields by the admin's names for them: the admin's listing form labels its inputs with
 * them (with the unit: "Distress price (AED)"), and the Activity tab names an edit's changes so.
 */
export const LISTING_FIELDS = {
  property_name: text('Property name'),
  developer: text('Developer'),
  location: text('Location'),
  property_type: text('Property type'),
  furnishing: text('Furnishing'),
  size_sqft: { label: 'Size', kind: 'size' },
  floor_level: text('Floor level'),
  view_type: text('View'),
  has_balcony: { label: 'Balcony', kind: 'flag' },
  has_pool: { label: 'Private Pool', kind: 'flag' },
  parking_spaces: { label: 'Parking spaces', kind: 'count' },
  handover_date: text('Handover date'),
  payment_plan: text('Payment plan'),
  original_price: { label: 'Original price', kind: 'price' },
  distress_price: { label: 'Distress price', kind: 'price' },
  brochure_link: text('Brochure link'),
} as const satisfies Record<string, FieldSpec>;

export type ListingField = keyof typeof LISTING_FIELDS;

/** The other fields the activity log records changes of: a listing's, the contacts', a team member's. */
const OTHER_FIELDS: Record<string, FieldSpec> = {
  photos: { label: 'Photos', kind: 'count' },
  status: text('Status'),
  display_order: { label: 'Display order', kind: 'count' },
  phone: text('Phone'),
  email: text('E-mail'),
  whatsapp: text('WhatsApp'),
  address: text('Address'),
  role: text('Role'),
  active: { label: 'Active', kind: 'flag' },
};

const UNITS: Partial<Record<FieldKind, string>> = { price: 'AED', size: 'sq.ft' };

const specOf = (field: string): FieldSpec | undefined =>
  Object.hasOwn(LISTING_FIELDS, field)
    ? LISTING_FIELDS[field as ListingField]
    : Object.hasOwn(OTHER_FIELDS, field)
      ? OTHER_FIELDS[field]
      : undefined;

/** "Distress price (AED)", "Size (sq.ft)", "Developer": a listing field's label on the admin's form. */
export function listingFormLabel(field: ListingField): string {
  const { label, kind } = LISTING_FIELDS[field] as FieldSpec;
  const unit = UNITS[kind];
  return unit ? `${label} (${unit})` : label;
}

/** A recorded field's admin label ("distress_price" → "Distress price"); an unknown one in words. */
export function auditFieldLabel(field: string): string {
  const label = specOf(field)?.label ?? field.replaceAll('_', ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A recorded value as an admin reads it: "AED 2,550,000", "1,250 sq.ft", "Yes", "26 Nov 2026",
 * "(empty)"; text as it is.
 */
export function auditValueText(field: string, value: FieldChange['from']): string {
  if (value === null || value === '') return '(empty)';
  const kind = specOf(field)?.kind ?? 'text';
  if (typeof value === 'boolean' || (kind === 'flag' && /^(true|false|1|0)$/.test(String(value))))
    return value === true || /^(true|1)$/.test(String(value)) ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (kind === 'price') return formatAed(value);
    if (kind === 'size') return `${formatInteger(value)} sq.ft`;
    return Number.isInteger(value) ? formatInteger(value) : String(value);
  }
  const time = ISO_DAY.test(value)
    ? Date.parse(`${value}T00:00:00Z`)
    : ISO_TIME.test(value)
      ? Date.parse(value)
      : NaN;
  if (Number.isNaN(time)) return value;
  return ISO_DAY.test(value) ? formatUtcDayEn(new Date(time)) : formatDubaiDateTimeEn(time);
}
