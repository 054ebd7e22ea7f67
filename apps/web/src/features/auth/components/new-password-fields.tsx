import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { PasswordRequirements } from '@/components/password-requirements';
import { Field } from '@/components/ui/form-field';

import { PasswordInput } from './password-input';
import { translate } from '@/i18n/i18n';

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
 * Password and confirmation with the rules shown before submitting (SPEC §5), in one live checklist
 * that describes the password field. After a failed check the field says 'Password does not meet
 * requirements' and the checklist marks the rules still unmet, until they are met.
 */
export function NewPasswordFields({
  password,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
  passwordLabel = translate('auth.password'),
  confirmLabel = translate('auth.confirmPassword'),
}: NewPasswordFieldsProps) {
  const requirementsId = useId();
  return (
    <>
      <Field label={passwordLabel} error={passwordError} describedBy={requirementsId}>
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
      <PasswordRequirements id={requirementsId} password={password} flagUnmet={Boolean(passwordError)} />
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
