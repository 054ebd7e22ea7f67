import { Send } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-field';

import type { InquiryFormInput, InquiryFormValues } from './inquiry-schema';
import { translate } from '@/i18n/i18n';

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
      <Field label={translate('auth.fullName')} error={errors.name?.message}>
        {(props) => <Input {...props} {...register('name')} required autoComplete="name" />}
      </Field>
      <Field label={translate('auth.email')} error={errors.email?.message}>
        {(props) => <Input {...props} {...register('email')} type="email" required autoComplete="email" />}
      </Field>
      <Field label={translate('auth.phone')} error={errors.phone?.message}>
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
      <Field label={translate('inquiry.message')} error={errors.message?.message}>
        {(props) => (
          <Textarea
            {...props}
            {...register('message')}
            required
            rows={4}
            placeholder={translate('inquiry.placeholder')}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {translate('alerts.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          <Send aria-hidden="true" className="size-4" />
          {translate(pending ? 'auth.sending' : 'inquiry.send')}
        </Button>
      </div>
    </form>
  );
}
