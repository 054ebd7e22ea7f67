import { forgotPasswordBodySchema } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';

import { Button, buttonClasses } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { paths } from '@/config/paths';

import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { AUTH_MESSAGES, RESET_LINK_EXPIRY_MINUTES } from './auth-constants';

type ForgotFormInput = z.input<typeof forgotPasswordBodySchema>;
type ForgotFormValues = z.output<typeof forgotPasswordBodySchema>;

function BackToLogin({ variant }: { variant: 'primary' | 'ghost' }) {
  return (
    <Link to={paths.adminLogin.getHref()} className={buttonClasses({ variant, className: 'w-full' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Login
    </Link>
  );
}

/** What follows any request: the same words whether the username exists or the call failed. */
function ResetEmailSent() {
  return (
    <AuthCard icon={MailCheck} tone="success" title="Check Your Email">
      <div role="status" className="space-y-3 text-center text-sm leading-relaxed text-slate-700">
        <p className="font-medium text-slate-900">{AUTH_MESSAGES.forgotAnswer}</p>
        <p>The link expires in {RESET_LINK_EXPIRY_MINUTES} minutes.</p>
        <p>Don&apos;t see the e-mail? Check your spam folder.</p>
      </div>
      <div className="mt-6">
        <BackToLogin variant="primary" />
      </div>
    </AuthCard>
  );
}

/**
 * Forgot password (/forgot-password), for admins: after submitting, the success panel shows even when
 * the call failed, so nobody learns which usernames exist (SPEC §4, §8).
 */
export function ForgotPasswordScreen() {
  const [sent, setSent] = useState(false);
  const mutation = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotFormInput, unknown, ForgotFormValues>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { username: '' },
  });

  const submit = (values: ForgotFormValues) => {
    mutation.mutate(values, { onSettled: () => setSent(true) });
  };

  if (sent) return <ResetEmailSent />;
  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot Password"
      description="Enter your admin username and we will e-mail you a link to set a new password."
      footer={<BackToLogin variant="ghost" />}
    >
      <form onSubmit={handleSubmit(submit)} className="space-y-4">
        <Field label="Username" error={formState.errors.username?.message}>
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
          {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
