import { PASSWORD_REQUIREMENTS, PASSWORD_SPECIALS } from '@dd/core';
import { Check, X } from 'lucide-react';
import { useId } from 'react';

import { translate } from '@/i18n/i18n';

interface PasswordRequirementsProps {
  /** The password typed so far; each requirement shows whether it is met. */
  password: string;
  /**
   * After a failed submit: the rules still unmet are marked as errors (rose, 'not met'), until the
   * password meets them. Before it, an unmet rule is only 'not met yet'.
   */
  flagUnmet?: boolean;
  /** For the password field's aria-describedby. */
  id?: string;
  className?: string;
}

/**
 * The SPEC §5 password rules, in the spec's words, as the one checklist of a new password: it updates
 * while the user types, and after a failed submit it is also the list of the rules not met (the field
 * itself says 'Password does not meet requirements').
 */
export function PasswordRequirements({
  password,
  flagUnmet = false,
  id,
  className = '',
}: PasswordRequirementsProps) {
  const titleId = useId();
  return (
    <div id={id} className={`rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200 ${className}`}>
      <p id={titleId} className="font-medium text-slate-800">
        {translate('password.requirements')}
      </p>
      <ul aria-labelledby={titleId} className="mt-1.5 space-y-1">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.test(password);
          const flagged = flagUnmet && !met;
          return (
            <li
              key={requirement.key}
              data-state={met ? 'met' : flagged ? 'not-met' : 'pending'}
              className={`flex items-start gap-2 ${
                met ? 'text-emerald-700' : flagged ? 'font-medium text-rose-700' : 'text-slate-600'
              }`}
            >
              {met ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <X
                  aria-hidden="true"
                  className={`mt-0.5 size-4 shrink-0 ${flagged ? 'text-rose-600' : 'text-slate-400'}`}
                />
              )}
              <span>
                {translate(`password.${requirement.key}`)}
                {requirement.key === 'special' && (
                  <span className="font-normal break-all"> ({PASSWORD_SPECIALS})</span>
                )}
                <span className="sr-only">
                  {' '}
                  {translate(met ? 'password.met' : flagged ? 'password.notMet' : 'password.notMetYet')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
