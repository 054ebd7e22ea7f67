import { zodResolver } from '@hookform/resolvers/zod';
import { contactsUpdateSchema } from '@dd/core';
import type { ContactsUpdate, ContactsUpdateInput } from '@dd/core';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-field';

import { useUpdateContacts } from '../api/update-contacts';

export const CONTACTS_SAVED = 'Contact information updated successfully!';
export const CONTACTS_SAVE_FAILED = 'Failed to update contacts';

/** The form holds text; blank optional fields become null when saved. */
export type ContactsFormValues = ContactsUpdateInput;

/**
 * Phone and e-mail (required), WhatsApp and address (optional, blank clears them), checked with the
 * API's own rules before saving. After saving, the form shows the details as stored (the WhatsApp
 * number as digits).
 */
export function ContactsForm({ initial }: { initial: ContactsFormValues }) {
  const form = useForm<ContactsFormValues, unknown, ContactsUpdate>({
    resolver: zodResolver(contactsUpdateSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;
  const mutation = useUpdateContacts();

  const submit = (values: ContactsUpdate) => {
    mutation.mutate(values, {
      onSuccess: (saved) => {
        toast.success(CONTACTS_SAVED);
        reset({ ...saved, whatsapp: saved.whatsapp ?? '', address: saved.address ?? '' });
      },
      onError: (error) => {
        console.error('Saving the contacts failed', error);
        toast.error(CONTACTS_SAVE_FAILED, { description: error.message });
      },
    });
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="mt-6 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone" error={errors.phone?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('phone')}
              type="tel"
              required
              autoComplete="tel"
              placeholder="+971 XX XXX XXXX"
            />
          )}
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          {(props) => <Input {...props} {...register('email')} type="email" required autoComplete="email" />}
        </Field>
      </div>
      <Field label="WhatsApp (optional)" error={errors.whatsapp?.message}>
        {(props) => <Input {...props} {...register('whatsapp')} type="tel" placeholder="+971 XX XXX XXXX" />}
      </Field>
      <p className="-mt-2 text-xs text-slate-600">
        Used by the WhatsApp buttons on the site; without it they use the phone number.
      </p>
      <Field label="Address (optional)" error={errors.address?.message}>
        {(props) => <Textarea {...props} {...register('address')} rows={2} autoComplete="street-address" />}
      </Field>
      <div className="pt-2">
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
          <Save aria-hidden="true" className="size-4" />
          {mutation.isPending ? 'Saving...' : 'Save Contact Info'}
        </Button>
      </div>
    </form>
  );
}
