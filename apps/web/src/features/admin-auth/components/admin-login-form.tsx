import { adminLoginBodySchema } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError, serverDetail } from '@/lib/api-client';
import { setAdminSession } from '@/lib/auth-storage';
import { Link } from 'react-router';

import { useAdminLogin } from '../api/admin-login';
import { DefaultCredentials } from './default-credentials';

export const ADMIN_LOGIN_SUCCESS = 'Admin login successful!';
export const ADMIN_LOGIN_FAILURE = 'Invalid credentials. Please try again.';

type LoginInput = z.input<typeof adminLoginBodySchema>;
type LoginValues = z.output<typeof adminLoginBodySchema>;

/**
 * Username and password (both required, SPEC §5). Success stores the admin session and calls
 * `onLoggedIn`; any failure says the credentials were not accepted, with the server's reason when
 * it is not simply a wrong password (too many attempts, server down).
 */
export function AdminLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { register, handleSubmit, formState, setValue } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;
  const mutation = useAdminLogin();

  const submit = (values: LoginValues) => {
    mutation.mutate(values, {
      onSuccess: (session) => {
        setAdminSession(session.token, session.username);
        toast.success(ADMIN_LOGIN_SUCCESS);
        onLoggedIn();
      },
      onError: (error) => {
        const detail =
          isApiError(error) && error.status !== 401 ? (serverDetail(error) ?? error.message) : undefined;
        toast.error(ADMIN_LOGIN_FAILURE, { description: detail });
      },
    });
  };

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <Field label="Username or e-mail" error={errors.username?.message}>
          {(props) => <Input {...props} {...register('username')} required autoComplete="username" />}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('password')}
              type="password"
              required
              autoComplete="current-password"
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword.getHref()}
            className="rounded text-sm font-medium text-navy-700 underline-offset-2 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          <LogIn aria-hidden="true" className="size-5" />
          {mutation.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <DefaultCredentials
        onUse={(credentials) => {
          setValue('username', credentials.username, { shouldValidate: true });
          setValue('password', credentials.password, { shouldValidate: true });
        }}
      />
    </div>
  );
}
