import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { getStoredUser } from '@/lib/auth-storage';

import { useCreateInquiry } from '../api/create-inquiry';
import { InquiryForm } from './inquiry-form';
import { inquiryFormSchema } from './inquiry-schema';
import type { InquiryFormInput, InquiryFormValues } from './inquiry-schema';

export const INQUIRY_SUCCESS = "Inquiry submitted successfully! We'll contact you soon.";
export const INQUIRY_FAILURE = 'Failed to submit inquiry. Please try again.';

function initialValues(): InquiryFormInput {
  const user = getStoredUser();
  return { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', message: '' };
}

interface InquiryButtonProps {
  propertyId: string;
  propertyName: string;
}

/**
 * Submit Inquiry button and its modal (SPEC §2, §4): success closes the modal and resets the form;
 * failure keeps it open with the typed data. Closing without sending keeps the data too.
 */
export function InquiryButton({ propertyId, propertyName }: InquiryButtonProps) {
  const [open, setOpen] = useState(false);
  const [defaults] = useState(initialValues);
  const form = useForm<InquiryFormInput, unknown, InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: defaults,
  });
  const mutation = useCreateInquiry();

  const submit = (values: InquiryFormValues) => {
    mutation.mutate(
      { property_id: propertyId, ...values },
      {
        onSuccess: () => {
          toast.success(INQUIRY_SUCCESS);
          setOpen(false);
          form.reset(defaults);
        },
        onError: (error) => {
          console.error('Inquiry failed', error);
          toast.error(INQUIRY_FAILURE);
        },
      },
    );
  };

  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" className="size-5" />
        Submit Inquiry
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Inquire About This Property"
        description={propertyName}
      >
        <InquiryForm
          form={form}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
          pending={mutation.isPending}
        />
      </Modal>
    </>
  );
}
