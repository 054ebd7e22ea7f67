import type { AlertFrequency } from '@dd/core';
import { useId } from 'react';

import { ALERT_TEXTS } from './alert-texts';
import { translate } from '@/i18n/i18n';

/** Read when shown, in the current language. */
const labels = (): Record<AlertFrequency, { label: string; hint: string }> => ({
  instant: { label: ALERT_TEXTS.instant, hint: ALERT_TEXTS.instantHint },
  daily: { label: ALERT_TEXTS.daily, hint: ALERT_TEXTS.dailyHint },
});

interface FrequencyChoiceProps {
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
  options: readonly AlertFrequency[];
  /** A smaller layout, for a row of the alerts page. */
  compact?: boolean;
}

/** Instant or daily, as two radio cards (or two plain radios in a row). */
export function FrequencyChoice({ value, onChange, options, compact }: FrequencyChoiceProps) {
  const name = useId();
  const LABELS = labels();
  return (
    <fieldset>
      <legend className={compact ? 'sr-only' : 'mb-1.5 text-sm font-medium text-slate-800'}>
        {translate('alerts.howOften')}
      </legend>
      <div className={compact ? 'flex gap-4' : 'grid gap-2 sm:grid-cols-2'}>
        {options.map((option) => (
          <label
            key={option}
            className={
              compact
                ? 'flex items-center gap-1.5 text-sm text-slate-700'
                : 'flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-navy-600 has-checked:bg-navy-50'
            }
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={compact ? 'accent-navy-600' : 'mt-1 accent-navy-600'}
            />
            {compact ? (
              LABELS[option].label
            ) : (
              <span>
                <span className="block text-sm font-semibold text-slate-900">{LABELS[option].label}</span>
                <span className="block text-sm text-slate-600">{LABELS[option].hint}</span>
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
