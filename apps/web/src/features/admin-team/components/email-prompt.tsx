import { emailSchema } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailQuestionMark } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { serverDetail } from '@/lib/api-client';

import { useRequestOwnEmail } from '../api/set-own-email';

const schema = z.object({
  email: emailSchema,
  current_password: z.string().min(1, 'is required'),
});
type Values = z.output<typeof schema>;

/**
 * At the top of the dashboard for an owner without an e-mail (a default install): without one, a
 * forgotten password cannot be reset. The address counts once the link mailed to it is opened.
 */
export function EmailPrompt() {
  const titleId = useId();
  const mutation = useRequestOwnEmail();
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', current_password: '' },
  });

  const submit = (values: Values) => {
    mutation.mutate(values, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(serverDetail(error) ?? 'Failed to save your e-mail'),
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <MailQuestionMark aria-hidden="true" className="size-5 text-amber-700" />
        Set your e-mail
      </h2>
      {mutation.isSuccess ? (
        <p role="status" className="mt-1 text-sm text-slate-700">
          {mutation.data.message} Until then, reset links cannot reach you.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Your account has no e-mail address, so a forgotten password could not be reset. Add one now: we
            send a link to it to confirm it is yours.
          </p>
          <form
            onSubmit={handleSubmit(submit)}
            noValidate
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
          >
            <div className="sm:w-72">
              <Field label="Your e-mail" error={formState.errors.email?.message}>
                {(props) => (
                  <Input {...props} {...register('email')} type="email" required autoComplete="email" />
                )}
              </Field>
            </div>
            <div className="sm:w-60">
              <Field label="Your password" error={formState.errors.current_password?.message}>
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
            </div>
            <div className="sm:pt-7">
              <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
                {mutation.isPending ? 'Sending...' : 'Send the link'}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
