import { inviteAdminBodySchema } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { isApiError, serverDetail } from '@/lib/api-client';

import { useInviteAdmin } from '../api/invite-admin';
import { ROLE_HINTS, ROLE_LABELS } from './team-texts';

/** The same height and text size as the e-mail input beside it. */
const ROLE_FIELD_CLASSES =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs ' +
  'focus:border-navy-500 focus:ring-2 focus:ring-navy-500/25 focus:outline-none sm:text-sm';

type InviteInput = z.input<typeof inviteAdminBodySchema>;
type InviteValues = z.output<typeof inviteAdminBodySchema>;

/** E-mail and role; sends a 48-hour invitation link. */
export function InviteForm() {
  const { register, handleSubmit, formState, reset, setError, control } = useForm<
    InviteInput,
    unknown,
    InviteValues
  >({
    resolver: zodResolver(inviteAdminBodySchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const mutation = useInviteAdmin();
  const role = useWatch({ control, name: 'role' });

  const submit = (values: InviteValues) => {
    mutation.mutate(values, {
      onSuccess: (invitation) => {
        toast.success(`Invitation sent to ${invitation.email}`);
        reset({ email: '', role: values.role });
      },
      onError: (error) => {
        const detail = serverDetail(error) ?? 'Failed to send the invitation';
        if (isApiError(error) && error.status === 409)
          setError('email', { message: detail }, { shouldFocus: true });
        toast.error(detail);
      },
    });
  };

  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      className="mt-5 grid gap-4 sm:grid-cols-[1fr_11rem_auto] sm:items-start"
    >
      <Field label="E-mail" error={formState.errors.email?.message}>
        {(props) => (
          <Input
            {...props}
            {...register('email')}
            type="email"
            required
            autoComplete="off"
            placeholder="name@example.com"
          />
        )}
      </Field>
      <Field label="Role" error={formState.errors.role?.message}>
        {(props) => (
          <select {...props} {...register('role')} className={ROLE_FIELD_CLASSES}>
            <option value="editor">{ROLE_LABELS.editor}</option>
            <option value="owner">{ROLE_LABELS.owner}</option>
          </select>
        )}
      </Field>
      <div className="sm:pt-7">
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {mutation.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
      <p className="text-sm text-slate-600 sm:col-span-3">
        {ROLE_LABELS[role === 'owner' ? 'owner' : 'editor']}:{' '}
        {ROLE_HINTS[role === 'owner' ? 'owner' : 'editor']}. The link is valid for 48 hours and can be used
        once.
      </p>
    </form>
  );
}
