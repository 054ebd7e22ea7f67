import { PASSWORD_MESSAGES, passwordProblems } from '@dd/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { PasswordRequirements } from '@/components/password-requirements';
import { Field } from '@/components/ui/form-field';

import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  /** The password typed so far, for the live checklist. */
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
  passwordLabel?: string;
  confirmLabel?: string;
}

/**
 * Password and confirmation with the rules shown before submitting (SPEC §5). After a failed check the
 * unmet rules are listed under 'Password does not meet requirements' until they are fixed.
 */
export function NewPasswordFields({
  password,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
}: NewPasswordFieldsProps) {
  const unmet = passwordError === PASSWORD_MESSAGES.failed ? passwordProblems(password) : [];
  return (
    <>
      <div>
        <Field label={passwordLabel} error={passwordError}>
          {(props) => (
            <PasswordInput
              {...props}
              {...passwordField}
              required
              autoComplete="new-password"
              toggleName={passwordLabel.toLowerCase()}
            />
          )}
        </Field>
        {unmet.length > 0 && (
          <ul aria-label="Unmet password requirements" className="mt-1 list-disc pl-5 text-sm text-rose-700">
            {unmet.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <PasswordRequirements password={password} />
      <Field label={confirmLabel} error={confirmError}>
        {(props) => (
          <PasswordInput
            {...props}
            {...confirmField}
            required
            autoComplete="new-password"
            toggleName={confirmLabel.toLowerCase()}
          />
        )}
      </Field>
    </>
  );
}
