import { acceptInvitationBodySchema } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Button, buttonClasses } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { chosenPasswordSchema, confirmPasswordSchema, withPasswordConfirmation } from './new-password-schema';
import { isApiError, serverDetail } from '@/lib/api-client';
import { setAdminSession } from '@/lib/auth-storage';
import { Link } from 'react-router';

import { useAcceptInvitation } from '../api/accept-invitation';
import { NewPasswordFields } from './new-password-fields';

const formSchema = withPasswordConfirmation(
  z.object({
    username: acceptInvitationBodySchema.shape.username,
    password: chosenPasswordSchema,
    confirm_password: confirmPasswordSchema,
  }),
);
type FormValues = z.output<typeof formSchema>;

export const INVITATION_ACCEPTED = 'Welcome to the team!';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-navy-900 text-gold-400">
            <UserPlus aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Join the admin team</h1>
          <p className="mt-1 text-sm text-slate-600">
            Choose the username and password you will log in with.
          </p>
        </div>
        {children}
      </div>
    </div>
  );
}

function AcceptForm({ token, onJoined }: { token: string; onJoined: () => void }) {
  const mutation = useAcceptInvitation();
  const { register, handleSubmit, control, formState, setError } = useForm<
    z.input<typeof formSchema>,
    unknown,
    FormValues
  >({
    resolver: zodResolver(formSchema),
    defaultValues: { username: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const { errors } = formState;
  // Registered first, so that a failed submit focuses it before the password fields.
  const usernameField = register('username');
  const hintId = useId();

  const submit = (values: FormValues) => {
    mutation.mutate(
      { token, username: values.username, password: values.password },
      {
        onSuccess: (session) => {
          setAdminSession(session.token, session.username);
          toast.success(INVITATION_ACCEPTED);
          onJoined();
        },
        onError: (error) => {
          const detail = serverDetail(error) ?? 'Failed to join the team';
          if (isApiError(error) && error.status === 409) {
            setError('username', { message: detail }, { shouldFocus: true });
          }
          toast.error(detail);
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
      <div>
        <Field label="Username" error={errors.username?.message} describedBy={hintId}>
          {(props) => <Input {...props} {...usernameField} required autoComplete="username" />}
        </Field>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          3 to 32 letters, digits, dots, dashes or underscores.
        </p>
      </div>
      <NewPasswordFields
        password={password}
        passwordField={register('password')}
        confirmField={register('confirm_password')}
        passwordError={errors.password?.message}
        confirmError={errors.confirm_password?.message}
      />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Joining...' : 'Join the team'}
      </Button>
    </form>
  );
}

/** Accept an invitation (/accept-invitation?token=…): username and password, then the dashboard. */
export function AcceptInvitationScreen({ token, onJoined }: { token: string | null; onJoined: () => void }) {
  return (
    <Frame>
      {token ? (
        <AcceptForm key={token} token={token} onJoined={onJoined} />
      ) : (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-sm text-slate-700">
            This invitation link is incomplete. Open the link from the e-mail again, or ask an owner for a new
            one.
          </p>
          <Link to={paths.adminLogin.getHref()} className={buttonClasses({ variant: 'outline' })}>
            Go to admin login
          </Link>
        </div>
      )}
    </Frame>
  );
}
