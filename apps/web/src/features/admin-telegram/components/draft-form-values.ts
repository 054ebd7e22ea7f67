import { draftUpdateSchema } from '@dd/core';
import type { AdField, AdFields, DraftUpdate } from '@dd/core';

import { FLAG_FIELDS, TEXT_FIELDS } from '@/components/ad-fields/ad-form-values';
import type { AdFormErrors, AdFormValues } from '@/components/ad-fields/ad-form-values';

const NUMBER_FIELDS = new Set<AdField>(TEXT_FIELDS.filter((s) => s.kind === 'number').map((s) => s.name));
const FLAGS = new Set<AdField>(FLAG_FIELDS.map((f) => f.name));

/** The field to fill in for each thing the server says a listing still needs (draft.missing). */
const NEEDED_FIELD: Record<string, AdField> = {
  location: 'location',
  'property type': 'property_type',
  price: 'distress_price',
  'original price or discount': 'original_price',
};

/** The fields the server's `missing` words point at. */
export const neededFields = (missing: readonly string[]): AdField[] =>
  missing.flatMap((what) => (NEEDED_FIELD[what] ? [NEEDED_FIELD[what]] : []));

/** The fields the post does not state. */
export const emptyFields = (fields: AdFields): AdField[] =>
  (Object.keys(fields) as AdField[]).filter((name) => fields[name] === null);

/** "1,150,000" or "1 150 000" as a number; anything else stays text for the schema to refuse. */
function toCount(value: string): number | string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[\s,_]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : trimmed;
}

/**
 * The corrections as PUT /api/admin/drafts/{id} takes them (an emptied field is null), checked with
 * the server's own schema; or the message for each field it refuses.
 */
export function toDraftUpdate(
  values: AdFormValues,
  corrected: readonly AdField[],
): { ok: true; change: DraftUpdate } | { ok: false; errors: AdFormErrors } {
  const change: Record<string, unknown> = {};
  for (const name of corrected) {
    const value = values[name];
    if (FLAGS.has(name) || typeof value === 'boolean') change[name] = value;
    else if (NUMBER_FIELDS.has(name)) change[name] = toCount(value);
    else change[name] = value.trim() === '' ? null : value.trim();
  }
  const result = draftUpdateSchema.safeParse(change);
  if (result.success) return { ok: true, change: result.data };
  const errors: AdFormErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in errors)) errors[name as AdField] = issue.message;
  }
  return { ok: false, errors };
}

/** The order the form shows its fields in, to focus the first one refused. */
export const FIELD_ORDER: readonly AdField[] = [...TEXT_FIELDS.map((s) => s.name), ...FLAGS];

/** A heading for the draft: its name, or what and where, or that the post names neither. */
export function draftTitle(fields: AdFields): string {
  if (fields.property_name) return fields.property_name;
  if (fields.property_type) return `${fields.property_type} in ${fields.location ?? 'Dubai'}`;
  return fields.location ?? 'Ad without a name';
}
