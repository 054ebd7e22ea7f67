import { PASSWORD_REQUIREMENTS } from '@dd/core';
import { Check, X } from 'lucide-react';

interface PasswordRequirementsProps {
  /** The password typed so far; each requirement shows whether it is met. */
  password: string;
  className?: string;
}

/** The SPEC §5 password rules as a checklist that updates while the user types. */
export function PasswordRequirements({ password, className = '' }: PasswordRequirementsProps) {
  return (
    <div className={`rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200 ${className}`}>
      <p className="font-medium text-slate-800">Password requirements:</p>
      <ul className="mt-1.5 space-y-1">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.test(password);
          return (
            <li
              key={requirement.key}
              className={`flex items-center gap-2 ${met ? 'text-emerald-700' : 'text-slate-600'}`}
            >
              {met ? (
                <Check aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <X aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              )}
              <span>
                {requirement.label}
                <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
