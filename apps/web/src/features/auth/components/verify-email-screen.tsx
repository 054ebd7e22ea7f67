import { emailSchema, verifyEmailBodySchema } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/i18n';
import { withNext } from '@/lib/next-path';

import { failureMessage } from '../api/auth-answer';
import { useVerifyEmail } from '../api/verify-email';
import { forgetRegistrationPassword, registrationPasswordFor } from '../registration-password';
import { AuthCard } from './auth-card';
import { CODE_EXPIRY_MINUTES } from './auth-constants';
import { CodeInput } from './code-input';
import { PasswordInput } from './password-input';
import { ResendCodeButton } from './resend-code-button';

/** With the password typed at registration in memory, the form has the code (and e-mail) only… */
const codeSchema = verifyEmailBodySchema.omit({ password: true });
/** …without it, the screen asks for the password too. */
const askingPasswordSchema = verifyEmailBodySchema.extend({
  // The server checks it against the password rules; here only that it was typed.
  password: z.string().min(1, 'is required'),
});

type VerifyFormInput = z.input<typeof verifyEmailBodySchema>;
type VerifyFormValues = z.output<typeof verifyEmailBodySchema>;

/** Marks where an element goes in a translated sentence. */
const MARK = '\u0001';
/** A translated sentence's text before and after the element marked in it. */
const around = (text: string): [string, string] => {
  const [before = '', after = ''] = text.split(MARK);
  return [before, after];
};

const linkClass = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900';

interface VerifyEmailScreenProps {
  /** The e-mail handed over by Register or Login; without it the visitor types it in. */
  email?: string | null;
  /** Where to go once verified (a path on this site, checked), instead of home. */
  next?: string | null;
  /** Called with the visitor's new login (stored already), before leaving for `next`. */
  onVerified?: (token: string) => void;
}

/**
 * Verify e-mail (/verify-email): the 6-digit code logs the visitor in and leads home (SPEC §2, §4), or
 * to `next`, the deal the visitor registered on the way to.
 */
export function VerifyEmailScreen({ email, next = null, onVerified }: VerifyEmailScreenProps) {
  const navigate = useNavigate();
  const mutation = useVerifyEmail();
  // The password typed a moment ago in this tab goes with the code; else the visitor types it again.
  const passwordHintId = useId();
  const [keptPassword] = useState(() => (email ? registrationPasswordFor(email) : undefined));
  const { register, handleSubmit, control, formState, trigger, getValues } = useForm<
    VerifyFormInput,
    unknown,
    VerifyFormValues
  >({
    resolver: zodResolver(keptPassword ? codeSchema : askingPasswordSchema),
    defaultValues: { email: email ?? '', code: '', ...(keptPassword ? {} : { password: '' }) },
  });
  const { errors } = formState;

  const submit = (values: VerifyFormValues) => {
    mutation.mutate(keptPassword ? { ...values, password: keptPassword } : values, {
      onSuccess: (session) => {
        forgetRegistrationPassword();
        onVerified?.(session.token);
        toast.success(translate('auth.verified'));
        void navigate(next ?? paths.home.getHref());
      },
      onError: (error) => toast.error(failureMessage(error, translate('auth.verifyFailed'))),
    });
  };

  const emailForResend = async () =>
    (await trigger('email')) ? emailSchema.parse(getValues('email')) : null;

  return (
    <AuthCard
      icon={MailCheck}
      title={translate('auth.verifyTitle')}
      description={
        email ? (
          <p>
            {around(translate('auth.codeSentTo', { email: MARK }))[0]}
            <strong className="break-all text-slate-900">{email}</strong>
            {around(translate('auth.codeSentTo', { email: MARK }))[1]}
          </p>
        ) : (
          <p>
            {around(translate('auth.enterEmailAndCode', { link: MARK }))[0]}
            <Link to={withNext(paths.register.getHref(), next)} className={linkClass}>
              {translate('auth.createAnAccount')}
            </Link>
            {around(translate('auth.enterEmailAndCode', { link: MARK }))[1]}
          </p>
        )
      }
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        {!email && (
          <Field label={translate('auth.email')} error={errors.email?.message}>
            {(props) => (
              <Input {...props} {...register('email')} type="email" required autoComplete="email" />
            )}
          </Field>
        )}
        <div>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <Field label={translate('auth.code')} error={errors.code?.message}>
                {(props) => (
                  <CodeInput
                    {...props}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    required
                    title={translate('auth.codeHint')}
                  />
                )}
              </Field>
            )}
          />
          <p className="mt-1.5 text-sm text-slate-600">
            {translate('auth.codeExpires', { minutes: CODE_EXPIRY_MINUTES })}
          </p>
        </div>
        {!keptPassword && (
          <div>
            <Field
              label={translate('auth.registrationPassword')}
              error={errors.password?.message}
              describedBy={passwordHintId}
            >
              {(props) => (
                <PasswordInput {...props} {...register('password')} required autoComplete="new-password" />
              )}
            </Field>
            <p id={passwordHintId} className="mt-1.5 text-sm text-slate-600">
              {translate('auth.registrationPasswordHint')}
            </p>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {translate(mutation.isPending ? 'auth.verifying' : 'auth.verify')}
        </Button>
      </form>
      <div className="mt-4">
        <ResendCodeButton getEmail={emailForResend} />
      </div>
    </AuthCard>
  );
}
