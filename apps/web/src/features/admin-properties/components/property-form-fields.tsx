import { listingFormLabel } from '@dd/core';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { Field, Input } from '@/components/ui/form-field';

import type { PropertyFormInput, PropertyFormValues } from './property-form-schema';

type TextName = Exclude<keyof PropertyFormInput, 'has_balcony' | 'has_pool'>;

interface TextFieldSpec {
  name: TextName;
  label: string;
  placeholder?: string;
  /** Whole numbers: the phone keyboard shows digits. */
  numeric?: boolean;
  optional?: boolean;
  /** Offers the values listings already use (a native combobox that still takes new text). */
  suggest?: 'locations' | 'types';
}

/** The values listings already use, offered by the location and type fields. */
export interface KnownValues {
  locations: readonly string[];
  types: readonly string[];
}

// The labels are the admin's names of the fields (@dd/core LISTING_FIELDS), which the Activity tab uses too.
const FIELDS: readonly TextFieldSpec[] = [
  { name: 'property_name', label: listingFormLabel('property_name'), placeholder: 'Binghatti Onyx' },
  { name: 'developer', label: listingFormLabel('developer'), placeholder: 'Emaar', optional: true },
  {
    name: 'location',
    label: listingFormLabel('location'),
    placeholder: 'Dubai Marina',
    suggest: 'locations',
  },
  {
    name: 'property_type',
    label: listingFormLabel('property_type'),
    placeholder: '2BR, Villa…',
    suggest: 'types',
  },
  { name: 'furnishing', label: listingFormLabel('furnishing'), placeholder: 'Furnished', optional: true },
  {
    name: 'size_sqft',
    label: listingFormLabel('size_sqft'),
    placeholder: '1,250',
    numeric: true,
    optional: true,
  },
  { name: 'floor_level', label: listingFormLabel('floor_level'), placeholder: 'High floor', optional: true },
  { name: 'view_type', label: listingFormLabel('view_type'), placeholder: 'Full sea view', optional: true },
  {
    name: 'parking_spaces',
    label: listingFormLabel('parking_spaces'),
    placeholder: '0',
    numeric: true,
    optional: true,
  },
  { name: 'handover_date', label: listingFormLabel('handover_date'), placeholder: '2Q 2026', optional: true },
  { name: 'payment_plan', label: listingFormLabel('payment_plan'), placeholder: '60/40', optional: true },
  { name: 'original_price', label: listingFormLabel('original_price'), placeholder: '2,500,000 or 2.5M' },
  { name: 'distress_price', label: listingFormLabel('distress_price'), placeholder: '2,050,000 or 2.05M' },
];

const checkbox =
  'size-5 rounded border-slate-300 text-navy-800 accent-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

/** The listing's text fields, the two checkboxes and the brochure link, two columns from sm up. */
export function PropertyFormFields({
  form,
  known = { locations: [], types: [] },
}: {
  form: UseFormReturn<PropertyFormInput, unknown, PropertyFormValues>;
  known?: KnownValues;
}) {
  const { register, formState } = form;
  const { errors } = formState;
  const listId = useId();

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS.map((spec) => (
          <Field key={spec.name} label={spec.label} error={errors[spec.name]?.message}>
            {(props) => (
              <Input
                {...props}
                {...register(spec.name)}
                type="text"
                required={!spec.optional}
                list={spec.suggest ? `${listId}-${spec.suggest}` : undefined}
                placeholder={spec.placeholder}
                inputMode={spec.numeric ? 'numeric' : undefined}
                autoComplete="off"
              />
            )}
          </Field>
        ))}
      </div>
      {(['locations', 'types'] as const).map((kind) => (
        <datalist key={kind} id={`${listId}-${kind}`}>
          {known[kind].map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ))}
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">Features</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register('has_balcony')} className={checkbox} />
            {listingFormLabel('has_balcony')}
          </label>
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register('has_pool')} className={checkbox} />
            {listingFormLabel('has_pool')}
          </label>
        </div>
      </fieldset>
      <div className="mt-4">
        <Field label={listingFormLabel('brochure_link')} error={errors.brochure_link?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('brochure_link')}
              type="url"
              inputMode="url"
              placeholder="Optional, e.g. https://example.com/brochure.pdf"
              autoComplete="off"
            />
          )}
        </Field>
      </div>
    </>
  );
}
