import type { AdminSession } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button, buttonClasses } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { setAdminSession } from '@/lib/auth-storage';
import { withNext } from '@/lib/next-path';

import { useUserLogin } from '../api/user-login';
import { keepRegistrationPassword } from '../registration-password';
import { AuthCard } from './auth-card';
import { AUTH_MESSAGES } from './auth-constants';
import { DealIntro } from './deal-intro';
import type { ForgotPasswordState } from './forgot-password-screen';
import { loginFailure, loginFailureOnForm } from './login-failure';
import { isEmailIdentifier, loginFormSchema } from './login-schema';
import type { LoginFormInput, LoginFormValues } from './login-schema';
import { PasswordInput } from './password-input';
import { UnverifiedNotice } from './unverified-notice';
import { translate } from '@/i18n/i18n';

interface LoginScreenProps {
  /** The admin login call (POST /api/auth/login), which belongs to the admin feature. */
  loginAdmin: (body: { username: string; password: string }) => Promise<AdminSession>;
  /** Where to go once logged in (a path on this site, checked), instead of home or the dashboard. */
  next?: string | null;
  /** The deal `next` leads to, shown above the form. */
  deal?: ReactNode;
  /** Called with a visitor's new login (stored already), before leaving for `next`. */
  onVisitorLogin?: (token: string) => void;
}

/**
 * Login (/login): one field for a visitor's e-mail or an admin's username (SPEC §5). Visitors go
 * home, admins to the dashboard (their token and username stored), or both to `next` when the login
 * was asked for on the way to a page (a deal); an unverified visitor is offered the way to verify.
 */
export function LoginScreen({ loginAdmin, next = null, deal, onVisitorLogin }: LoginScreenProps) {
  const navigate = useNavigate();
  const userLogin = useUserLogin();
  const adminLogin = useMutation({
    mutationFn: loginAdmin,
    onSuccess: (session) => setAdminSession(session.token, session.username),
  });
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // A failed login said on the form itself (role="alert"), not only in a toast.
  const [formFailure, setFormFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, control } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors } = formState;
  const typed = useWatch({ control, name: 'identifier' }).trim();
  // Forgot password? takes what was typed along, in the navigation state rather than the address.
  const forgotState: ForgotPasswordState = {
    from: paths.login.getHref(),
    ...(typed && { identifier: typed }),
  };
  const pending = userLogin.isPending || adminLogin.isPending;

  const fail = (email: string | null, password?: string) => (error: unknown) => {
    const unverified = isApiError(error) && error.status === 403;
    // The password was that of a registration waiting for its code: Verify e-mail sends it along.
    if (unverified && email && password) keepRegistrationPassword(email, password);
    setUnverifiedEmail(unverified ? email : null);
    setFormFailure(loginFailureOnForm(error, email !== null));
    toast.error(loginFailure(error));
  };

  const submit = ({ identifier, password }: LoginFormValues) => {
    setUnverifiedEmail(null);
    setFormFailure(null);
    if (isEmailIdentifier(identifier)) {
      userLogin.mutate(
        { email: identifier, password },
        {
          onSuccess: (session) => {
            onVisitorLogin?.(session.token);
            toast.success(translate('auth.loggedIn'));
            void navigate(next ?? paths.home.getHref());
          },
          onError: fail(identifier, password),
        },
      );
      return;
    }
    adminLogin.mutate(
      { username: identifier, password },
      {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.adminLoggedIn);
          void navigate(next ?? paths.adminDashboard.getHref());
        },
        onError: fail(null),
      },
    );
  };

  return (
    <AuthCard
      icon={LogIn}
      title={translate('auth.login')}
      description={translate('auth.loginIntro')}
      footer={
        <div className="space-y-3">
          <p>{translate('auth.noAccount')}</p>
          <Link
            to={withNext(paths.register.getHref(), next)}
            className={buttonClasses({ variant: 'accent', size: 'md', className: 'w-full' })}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {translate('auth.registerNow')}
          </Link>
        </div>
      }
    >
      {deal && <DealIntro>{deal}</DealIntro>}
      {unverifiedEmail && <UnverifiedNotice email={unverifiedEmail} next={next} />}
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        {formFailure && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-800 ring-1 ring-rose-200"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {formFailure}
          </p>
        )}
        <Field label={translate('auth.identifier')} error={errors.identifier?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('identifier')}
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={translate('auth.password')} error={errors.password?.message}>
          {(props) => (
            <PasswordInput {...props} {...register('password')} required autoComplete="current-password" />
          )}
        </Field>
        <div className="flex justify-end">
          {/* Back to Login on /forgot-password then leads here (its state), not to the admin login. */}
          <Link
            to={paths.forgotPassword.getHref()}
            state={forgotState}
            className="rounded text-sm font-medium text-navy-700 underline-offset-2 hover:underline"
          >
            {translate('auth.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {translate(pending ? 'auth.loggingIn' : 'auth.login')}
        </Button>
      </form>
    </AuthCard>
  );
}
