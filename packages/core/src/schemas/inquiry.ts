import { z } from 'zod';
import { callbackPhoneSchema, emailSchema, requiredText } from './fields.ts';

/** Bounds of an inquiry's fields (SPEC §5 requires them all; the lengths are ours). */
export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/**
 * Body of POST /api/inquiries (SPEC §3, §5): every field required, the e-mail checked, the phone read
 * into the form the admins see and call ("050 123 4567" → "+971 50 123 4567").
 */
export const inquiryCreateSchema = z
  .object({
    property_id: requiredText(100).describe('Id of the listing the inquiry is about'),
    name: requiredText(INQUIRY_LIMITS.name),
    email: emailSchema,
    phone: callbackPhoneSchema.describe(
      'A UAE number in any usual form ("050 123 4567", "00971 50 123 4567"), stored as "+971 50 123 4567"; ' +
        "another country's with + or 00 and its country code, stored with + as written",
    ),
    message: requiredText(INQUIRY_LIMITS.message),
  })
  .meta({ id: 'InquiryCreate' });

export type InquiryCreateInput = z.input<typeof inquiryCreateSchema>;
export type InquiryCreate = z.output<typeof inquiryCreateSchema>;

/** A stored inquiry as the API answers it (POST /api/inquiries and the admin list). */
export const inquirySchema = z
  .object({
    id: z.string(),
    property_id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    created_at: z.string().describe('ISO-8601, UTC'),
    property_name: z.string().nullable().describe('Name of the listing, or null once it was deleted'),
    property_deleted: z.boolean().describe('Whether the listing no longer exists'),
  })
  .meta({ id: 'Inquiry' });

export type Inquiry = z.infer<typeof inquirySchema>;

/** Most characters of an admin's internal note on an inquiry. */
export const INQUIRY_NOTE_MAX = 2000;

/** An inquiry as the admins see it: the public fields, whether it was handled and by whom, and their note. */
export const adminInquirySchema = inquirySchema
  .extend({
    handled_at: z.string().nullable().describe('When an admin marked it handled (ISO-8601); null: not yet'),
    handled_by: z.string().nullable().describe('The admin who marked it handled'),
    note: z.string().describe("The admins' internal note ('' without one); never shown to the visitor"),
  })
  .meta({ id: 'AdminInquiry' });

export type AdminInquiry = z.infer<typeof adminInquirySchema>;

/** Body of PATCH /api/admin/inquiries/{id}: mark handled or not, and/or set the note. */
export const inquiryUpdateSchema = z
  .object({
    handled: z.boolean({ error: 'must be true or false' }).optional(),
    note: z
      .string({ error: 'must be text' })
      .max(INQUIRY_NOTE_MAX, `must be at most ${INQUIRY_NOTE_MAX} characters`)
      .transform((note) => note.trim())
      .optional(),
  })
  .refine((body) => body.handled !== undefined || body.note !== undefined, {
    message: 'Send handled, note or both',
  })
  .meta({ id: 'InquiryUpdate' });

export type InquiryUpdate = z.output<typeof inquiryUpdateSchema>;
