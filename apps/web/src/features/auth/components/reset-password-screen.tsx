import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Button } from '@/components/ui/button';

import { failureMessage } from '../api/auth-answer';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { chosenPasswordSchema, confirmPasswordSchema, withPasswordConfirmation } from './new-password-schema';
import { InvalidResetLink, ResetPasswordSuccess } from './reset-password-outcomes';
import { translate } from '@/i18n/i18n';

const resetFormSchema = withPasswordConfirmation(
  z.object({ password: chosenPasswordSchema, confirm_password: confirmPasswordSchema }),
);

type ResetFormValues = z.output<typeof resetFormSchema>;

function ResetPasswordForm({ token }: { token: string }) {
  const mutation = useResetPassword();
  const { register, handleSubmit, control, formState } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = ({ password: new_password }: ResetFormValues) => {
    mutation.mutate(
      { token, new_password },
      {
        onSuccess: () => toast.success(translate('auth.resetDone')),
        onError: (error) => toast.error(failureMessage(error, translate('auth.resetFailed'))),
      },
    );
  };

  if (mutation.isSuccess) return <ResetPasswordSuccess account={mutation.data} />;
  return (
    <AuthCard
      icon={LockKeyhole}
      title={translate('auth.resetTitle')}
      description={translate('auth.resetIntro')}
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <NewPasswordFields
          password={password}
          passwordField={register('password')}
          confirmField={register('confirm_password')}
          passwordError={formState.errors.password?.message}
          confirmError={formState.errors.confirm_password?.message}
          passwordLabel={translate('auth.newPassword')}
          confirmLabel={translate('auth.confirmNewPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {translate(mutation.isPending ? 'auth.resetting' : 'auth.resetTitle')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Reset password (/reset-password?token=...): sets a new password, an admin's or a visitor's, from the e-mailed link. */
export function ResetPasswordScreen({ token }: { token: string | null }) {
  if (!token) return <InvalidResetLink />;
  return <ResetPasswordForm key={token} token={token} />;
}
