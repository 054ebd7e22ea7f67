import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/i18n';
import { withNext } from '@/lib/next-path';

import { failureMessage } from '../api/auth-answer';
import { useRegister } from '../api/register';
import { keepRegistrationPassword } from '../registration-password';
import { AuthCard } from './auth-card';
import { DealIntro } from './deal-intro';
import { NewPasswordFields } from './new-password-fields';
import { registerFormSchema } from './register-schema';
import type { RegisterFormInput, RegisterFormValues } from './register-schema';

const emptyForm: RegisterFormInput = { name: '', email: '', phone: '', password: '', confirm_password: '' };

interface RegisterScreenProps {
  /** The page to end on once verified (a path on this site, checked), carried on to /verify-email. */
  next?: string | null;
  /** The deal `next` leads to, shown above the form. */
  deal?: ReactNode;
}

/**
 * Create Account (/register): on success the visitor goes on to /verify-email with the e-mail in the
 * navigation state (and `next` in its query); a failure shows the server's reason.
 */
export function RegisterScreen({ next = null, deal }: RegisterScreenProps) {
  const navigate = useNavigate();
  const mutation = useRegister();
  const { register, handleSubmit, control, formState } = useForm<
    RegisterFormInput,
    unknown,
    RegisterFormValues
  >({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  // Registered in the order shown: a failed submit focuses the first field in error, and react-hook-form
  // goes by the order of registration (the password fields are registered here, not in their Field).
  const fields = {
    name: register('name'),
    email: register('email'),
    phone: register('phone'),
    password: register('password'),
    confirm: register('confirm_password'),
  };

  const submit = ({ confirm_password: _confirm, ...body }: RegisterFormValues) => {
    mutation.mutate(body, {
      onSuccess: () => {
        keepRegistrationPassword(body.email, body.password);
        toast.success(translate('auth.registered'));
        void navigate(withNext(paths.verifyEmail.getHref(), next), { state: { email: body.email } });
      },
      onError: (error) => toast.error(failureMessage(error, translate('auth.registerFailed'))),
    });
  };

  return (
    <AuthCard
      icon={UserPlus}
      title={translate('auth.createAccount')}
      description={translate('auth.registerIntro')}
      footer={
        <p>
          {translate('auth.haveAccount')}{' '}
          <Link
            to={withNext(paths.login.getHref(), next)}
            className="font-semibold text-navy-700 underline-offset-2 hover:underline"
          >
            {translate('auth.login')}
          </Link>
        </p>
      }
    >
      {deal && <DealIntro>{deal}</DealIntro>}
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <Field label={translate('auth.fullName')} error={errors.name?.message}>
          {(props) => <Input {...props} {...fields.name} required autoComplete="name" />}
        </Field>
        <Field label={translate('auth.email')} error={errors.email?.message}>
          {(props) => <Input {...props} {...fields.email} type="email" required autoComplete="email" />}
        </Field>
        <Field label={translate('auth.phone')} error={errors.phone?.message}>
          {(props) => (
            <Input
              {...props}
              {...fields.phone}
              type="tel"
              required
              autoComplete="tel"
              placeholder="+971 XX XXX XXXX"
            />
          )}
        </Field>
        <NewPasswordFields
          password={password}
          passwordField={fields.password}
          confirmField={fields.confirm}
          passwordError={errors.password?.message}
          confirmError={errors.confirm_password?.message}
        />
        <p className="rounded-lg bg-navy-50 p-3 text-sm text-navy-900">{translate('auth.consent')}</p>
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {translate(mutation.isPending ? 'auth.creatingAccount' : 'auth.createAccount')}
        </Button>
      </form>
    </AuthCard>
  );
}
