import { SOLD_INQUIRY_REFUSED } from '@dd/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { getStoredUser } from '@/lib/auth-storage';

import { useCreateInquiry } from '../api/create-inquiry';
import { InquiryForm } from './inquiry-form';
import { inquiryFormSchema } from './inquiry-schema';
import { soldInquiryRefused } from './inquiry-texts';
import type { InquiryFormInput, InquiryFormValues } from './inquiry-schema';
import { translate } from '@/i18n/i18n';

function initialValues(): InquiryFormInput {
  const user = getStoredUser();
  return { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', message: '' };
}

export interface InquiryDialogProps {
  open: boolean;
  onClose: () => void;
  propertyId: string;
  propertyName: string;
}

/**
 * The inquiry modal (SPEC §2, §4): success closes it and resets the form; failure keeps it open with
 * the typed data. Closing without sending keeps the data too (the dialog stays mounted while closed).
 */
export default function InquiryDialog({ open, onClose, propertyId, propertyName }: InquiryDialogProps) {
  const [defaults] = useState(initialValues);
  const form = useForm<InquiryFormInput, unknown, InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: defaults,
  });
  const mutation = useCreateInquiry();
  const queryClient = useQueryClient();

  const submit = (values: InquiryFormValues) => {
    mutation.mutate(
      { property_id: propertyId, ...values },
      {
        onSuccess: () => {
          toast.success(translate('inquiry.success'));
          onClose();
          form.reset(defaults);
        },
        onError: (error) => {
          console.error('Inquiry failed', error);
          // Sold since the page loaded: the server's reason, and the page shows the listing as sold.
          const sold = isApiError(error) && error.detail === SOLD_INQUIRY_REFUSED;
          toast.error(sold ? soldInquiryRefused() : translate('inquiry.failure'));
          if (sold) void queryClient.invalidateQueries({ queryKey: ['properties'] });
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={onClose} title={translate('inquiry.title')} description={propertyName}>
      <InquiryForm form={form} onSubmit={submit} onCancel={onClose} pending={mutation.isPending} />
    </Modal>
  );
}
