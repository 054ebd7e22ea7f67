import { formatAed } from '@dd/core';
import type { AdField } from '@dd/core';
import { useId } from 'react';

import { Field, Input } from '@/components/ui/form-field';

import { FLAG_FIELDS, TEXT_FIELDS } from './ad-form-values';
import type { AdFormErrors, AdFormValues, TextFieldSpec } from './ad-form-values';

type OnChange = (name: AdField, value: string | boolean) => void;

interface TextInputFieldProps {
  spec: TextFieldSpec;
  value: string;
  /** The value read from the ad. */
  parsed: string;
  /** Whether the ad does not state this field. */
  missing: boolean;
  /** Whether a listing needs this field. */
  needed: boolean;
  /** Whether an admin corrected this field before (the value shown is theirs, not the ad's). */
  manual: boolean;
  error: string | undefined;
  onChange: OnChange;
}

function hintFor({ spec, value, parsed, missing, needed, manual }: TextInputFieldProps): string | null {
  if (value !== parsed) {
    if (manual) return parsed ? `Corrected; saved as "${parsed}"` : 'Corrected; saved empty';
    return parsed ? `Corrected; the ad says "${parsed}"` : 'Corrected; not in the ad';
  }
  if (needed && !value) return 'Needed for a listing: not stated in the ad';
  if (missing && !value) return 'Not stated in the ad';
  const price = spec.name.endsWith('_price') && /^\d+$/.test(value) ? formatAed(Number(value)) : null;
  if (manual) return price ? `Corrected by an admin: ${price}` : 'Corrected by an admin';
  return price;
}

function TextInputField(props: TextInputFieldProps) {
  const { spec, value, parsed, error, onChange } = props;
  const hintId = useId();
  const hint = hintFor(props);
  const corrected = value !== parsed;
  const lacking = !corrected && !value && (props.needed || props.missing);
  const ring = corrected ? 'ring-1 ring-amber-500' : lacking && props.needed ? 'ring-1 ring-rose-400' : '';
  const hintColor = corrected
    ? 'text-amber-800'
    : lacking && props.needed
      ? 'font-medium text-rose-700'
      : 'text-slate-600';
  return (
    <div className={spec.wide ? 'sm:col-span-2' : undefined}>
      <Field label={spec.label} error={error} describedBy={hint ? hintId : undefined}>
        {(field) => (
          <Input
            {...field}
            name={spec.name}
            value={value}
            onChange={(event) => onChange(spec.name, event.target.value)}
            inputMode={spec.kind === 'number' ? 'numeric' : undefined}
            type={spec.kind === 'url' ? 'url' : 'text'}
            placeholder={spec.kind === 'url' ? 'https://' : undefined}
            className={`${ring} ${lacking ? 'border-dashed' : ''}`}
          />
        )}
      </Field>
      {hint && (
        <p id={hintId} className={`mt-1 text-xs ${hintColor}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

interface AdFieldsFormProps {
  values: AdFormValues;
  /** What was read from the ad, to show what a corrected field said before. */
  parsed: AdFormValues;
  /** Fields the ad does not state. */
  missing: readonly string[];
  /** Fields a listing needs: marked while empty. */
  needed?: readonly AdField[];
  /** Fields an admin corrected earlier: `parsed` holds their value, not the ad's. */
  manual?: readonly AdField[];
  errors: AdFormErrors;
  onChange: OnChange;
  disabled?: boolean;
}

/**
 * The fields read from the ad as an editable form: corrected fields are marked with what the ad said,
 * fields the ad does not state (and, more strongly, those a listing needs) while they are empty.
 */
export function AdFieldsForm({
  values,
  parsed,
  missing,
  needed = [],
  manual = [],
  errors,
  onChange,
  disabled,
}: AdFieldsFormProps) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">Fields read from the ad</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((spec) => (
          <TextInputField
            key={spec.name}
            spec={spec}
            value={values[spec.name]}
            parsed={parsed[spec.name]}
            missing={missing.includes(spec.name)}
            needed={needed.includes(spec.name)}
            manual={manual.includes(spec.name)}
            error={errors[spec.name]}
            onChange={onChange}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {FLAG_FIELDS.map(({ name, label }) => (
          <label key={name} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name={name}
              checked={values[name]}
              onChange={(event) => onChange(name, event.target.checked)}
              className="size-4 rounded border-slate-300 accent-navy-700"
            />
            {label}
            {values[name] !== parsed[name] && <span className="text-xs text-amber-800">(corrected)</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
