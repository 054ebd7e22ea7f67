import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { PasswordRequirements } from '@/components/password-requirements';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { isApiError, serverDetail } from '@/lib/api-client';

import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema, EMPTY_CHANGE_PASSWORD_FORM } from './change-password-schema';
import type { ChangePasswordFormValues } from './change-password-schema';

export const PASSWORD_CHANGED = 'Password changed successfully!';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';

/**
 * Admin dashboard Password tab (SPEC §2, §5, §8): current, new and confirm fields and the requirements
 * checklist, live while typing, which after a failed submit is also the list of the unmet requirements.
 * On success the fresh token from the server replaces the stored one and the form is cleared.
 */
export function ChangePasswordTab() {
  const titleId = useId();
  const requirementsId = useId();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  const { register, handleSubmit, formState, control, setError, reset } = form;
  const { errors } = formState;
  const newPassword = useWatch({ control, name: 'new_password' });
  const mutation = useChangePassword();

  const submit = (values: ChangePasswordFormValues) => {
    mutation.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          toast.success(PASSWORD_CHANGED);
          reset(EMPTY_CHANGE_PASSWORD_FORM);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            setError('current_password', { message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
            toast.error(WRONG_CURRENT_PASSWORD);
            return;
          }
          console.error('Password change failed', error);
          toast.error(serverDetail(error) ?? CHANGE_PASSWORD_FAILED);
        },
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="max-w-xl">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <KeyRound aria-hidden="true" className="size-5 text-gold-600" />
          Change Password
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          After the change, other devices where you are logged in as admin need to log in again.
        </p>

        <form onSubmit={handleSubmit(submit)} noValidate className="mt-6 space-y-4">
          <Field label="Current password" error={errors.current_password?.message}>
            {(props) => (
              <Input
                {...props}
                {...register('current_password')}
                type="password"
                required
                autoComplete="current-password"
              />
            )}
          </Field>
          <Field label="New password" error={errors.new_password?.message} describedBy={requirementsId}>
            {(props) => (
              <Input
                {...props}
                {...register('new_password')}
                type="password"
                required
                autoComplete="new-password"
              />
            )}
          </Field>
          <PasswordRequirements
            id={requirementsId}
            password={newPassword}
            flagUnmet={Boolean(errors.new_password)}
          />
          <Field label="Confirm new password" error={errors.confirm_password?.message}>
            {(props) => (
              <Input
                {...props}
                {...register('confirm_password')}
                type="password"
                required
                autoComplete="new-password"
              />
            )}
          </Field>
          <div className="pt-2">
            <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
              <KeyRound aria-hidden="true" className="size-4" />
              {mutation.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
