import { inquiryCreateSchema } from '@dd/core';
import type { z } from 'zod';

/**
 * The form's rules are the API's (SPEC §5, written once in @dd/core): every field required, the
 * e-mail and phone checked, lengths bounded. The property id comes from the page, not the form.
 */
export const inquiryFormSchema = inquiryCreateSchema.omit({ property_id: true });

export type InquiryFormInput = z.input<typeof inquiryFormSchema>;
export type InquiryFormValues = z.output<typeof inquiryFormSchema>;
