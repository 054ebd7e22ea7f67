import { z } from 'zod';

/** SPEC §5: name, e-mail, phone and message are required; the e-mail must look like one. */
export const inquiryFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address')
    .pipe(z.email('Please enter a valid e-mail address')),
  phone: z.string().trim().min(1, 'Please enter your phone number'),
  message: z.string().trim().min(1, 'Please enter a message'),
});

export type InquiryFormInput = z.input<typeof inquiryFormSchema>;
export type InquiryFormValues = z.output<typeof inquiryFormSchema>;
