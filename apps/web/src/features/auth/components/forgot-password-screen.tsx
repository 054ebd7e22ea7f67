import { forgotPasswordBodySchema, isEmailIdentifier } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';

import { Button, buttonClasses } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { paths } from '@/config/paths';

import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { RESET_LINK_EXPIRY_MINUTES } from './auth-constants';
import { translate } from '@/i18n/i18n';

type ForgotFormInput = z.input<typeof forgotPasswordBodySchema>;
type ForgotFormValues = z.output<typeof forgotPasswordBodySchema>;

/** /login or /admin/login. */
type LoginPath = string;

/**
 * What /login's Forgot password? link says in its navigation state (not in the address, so the e-mail
 * stays out of server logs and the history's URLs): that it came from there, and what was typed.
 */
export interface ForgotPasswordState {
  from?: unknown;
  identifier?: unknown;
}

function useArrivalState(): { from: unknown; identifier: string } {
  const state = useLocation().state as ForgotPasswordState | null;
  const identifier = typeof state?.identifier === 'string' ? state.identifier.trim().slice(0, 254) : '';
  return { from: state?.from, identifier };
}

/**
 * Where Back to Login goes: once something was sent, the login for that kind of account (an e-mail is
 * a visitor's, SPEC §5); before, the login page the user came from (/login's link says so in its
 * navigation state), else the admin login as always.
 */
function backToLogin(sent: string | null, from: unknown): LoginPath {
  if (sent !== null) return isEmailIdentifier(sent) ? paths.login.getHref() : paths.adminLogin.getHref();
  return from === paths.login.getHref() ? paths.login.getHref() : paths.adminLogin.getHref();
}

function BackToLogin({ to, variant }: { to: LoginPath; variant: 'primary' | 'ghost' }) {
  return (
    <Link to={to} className={buttonClasses({ variant, className: 'w-full' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {translate('auth.backToLogin')}
    </Link>
  );
}

/**
 * What follows any request: the same words whether the account exists or the call failed. A visitor
 * (an e-mail) reads of the e-mail; an admin's username keeps SPEC §8's words.
 */
function ResetEmailSent({ loginPath, byEmail }: { loginPath: LoginPath; byEmail: boolean }) {
  return (
    <AuthCard icon={MailCheck} tone="success" title={translate('auth.checkEmail')}>
      <div role="status" className="space-y-3 text-center text-sm leading-relaxed text-slate-700">
        <p className="font-medium text-slate-900">
          {translate(byEmail ? 'auth.forgotAnswerEmail' : 'auth.forgotAnswer')}
        </p>
        <p>{translate('auth.linkExpires', { minutes: RESET_LINK_EXPIRY_MINUTES })}</p>
        <p>{translate('auth.checkSpam')}</p>
      </div>
      <div className="mt-6">
        <BackToLogin to={loginPath} variant="primary" />
      </div>
    </AuthCard>
  );
}

/**
 * Forgot password (/forgot-password), for visitors (by e-mail) and admins (by username): after
 * submitting, the success panel shows even when the call failed, so nobody learns which accounts
 * exist (SPEC §4, §8).
 */
export function ForgotPasswordScreen() {
  const [sent, setSent] = useState<string | null>(null);
  const arrival = useArrivalState();
  const loginPath = backToLogin(sent, arrival.from);
  const mutation = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotFormInput, unknown, ForgotFormValues>({
    resolver: zodResolver(forgotPasswordBodySchema),
    // What was typed on /login, so the visitor need not type the e-mail again.
    defaultValues: { username: arrival.identifier },
  });

  const submit = (values: ForgotFormValues) => {
    mutation.mutate(values, { onSettled: () => setSent(values.username) });
  };

  if (sent !== null) return <ResetEmailSent loginPath={loginPath} byEmail={isEmailIdentifier(sent)} />;
  return (
    <AuthCard
      icon={KeyRound}
      title={translate('auth.forgotTitle')}
      description={translate('auth.forgotIntro')}
      footer={<BackToLogin to={loginPath} variant="ghost" />}
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <Field label={translate('auth.identifier')} error={formState.errors.username?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('username')}
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {translate(mutation.isPending ? 'auth.sending' : 'auth.sendResetLink')}
        </Button>
      </form>
    </AuthCard>
  );
}
