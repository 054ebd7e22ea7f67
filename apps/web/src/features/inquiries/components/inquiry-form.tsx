import { Send } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-field';

import type { InquiryFormInput, InquiryFormValues } from './inquiry-schema';

interface InquiryFormProps {
  form: UseFormReturn<InquiryFormInput, unknown, InquiryFormValues>;
  onSubmit: (values: InquiryFormValues) => void;
  onCancel: () => void;
  pending: boolean;
}

/**
 * Name, e-mail, phone and message, all required (SPEC §5): the form's own checks (the e-mail's format
 * too) show under each field, and a failed submit puts the focus on the first field in error.
 */
export function InquiryForm({ form, onSubmit, onCancel, pending }: InquiryFormProps) {
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <Field label="Full name" error={errors.name?.message}>
        {(props) => <Input {...props} {...register('name')} required autoComplete="name" />}
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        {(props) => <Input {...props} {...register('email')} type="email" required autoComplete="email" />}
      </Field>
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
      <Field label="Message" error={errors.message?.message}>
        {(props) => (
          <Textarea
            {...props}
            {...register('message')}
            required
            rows={4}
            placeholder="I'm interested in this property. Please contact me with more details."
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          <Send aria-hidden="true" className="size-4" />
          {pending ? 'Sending...' : 'Send Inquiry'}
        </Button>
      </div>
    </form>
  );
}
