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
}

const FIELDS: readonly TextFieldSpec[] = [
  { name: 'property_name', label: 'Property name', placeholder: 'Binghatti Onyx' },
  { name: 'developer', label: 'Developer', placeholder: 'Emaar' },
  { name: 'location', label: 'Location', placeholder: 'Dubai Marina' },
  { name: 'property_type', label: 'Property type', placeholder: '2-BR Apartment' },
  { name: 'furnishing', label: 'Furnishing', placeholder: 'Furnished' },
  { name: 'size_sqft', label: 'Size (sq.ft)', placeholder: '1,250', numeric: true },
  { name: 'floor_level', label: 'Floor level', placeholder: 'High floor' },
  { name: 'view_type', label: 'View', placeholder: 'Full sea view' },
  { name: 'parking_spaces', label: 'Parking spaces', placeholder: '0', numeric: true, optional: true },
  { name: 'handover_date', label: 'Handover date', placeholder: '2Q 2026' },
  { name: 'payment_plan', label: 'Payment plan', placeholder: '60/40' },
  { name: 'original_price', label: 'Original price (AED)', placeholder: '2,500,000', numeric: true },
  { name: 'distress_price', label: 'Distress price (AED)', placeholder: '2,050,000', numeric: true },
];

const checkbox =
  'size-5 rounded border-slate-300 text-navy-800 accent-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

/** The listing's text fields, the two checkboxes and the brochure link, two columns from sm up. */
export function PropertyFormFields({
  form,
}: {
  form: UseFormReturn<PropertyFormInput, unknown, PropertyFormValues>;
}) {
  const { register, formState } = form;
  const { errors } = formState;

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
                placeholder={spec.placeholder}
                inputMode={spec.numeric ? 'numeric' : undefined}
                autoComplete="off"
              />
            )}
          </Field>
        ))}
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">Features</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register('has_balcony')} className={checkbox} />
            Balcony
          </label>
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register('has_pool')} className={checkbox} />
            Private Pool
          </label>
        </div>
      </fieldset>
      <div className="mt-4">
        <Field label="Brochure link" error={errors.brochure_link?.message}>
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
