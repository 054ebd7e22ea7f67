import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblems } from '@dd/core';
import { z } from 'zod';

/**
 * The Password tab's form (SPEC §5): the current password is only checked for presence; the new one
 * must meet every rule ('Password does not meet requirements', the checklist marks the unmet rules)
 * and match its confirmation ('New passwords do not match', also while another field has an error).
 */
export const changePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH, 'is too long'),
    new_password: z
      .string()
      .min(1, 'is required')
      .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters long`)
      .refine((password) => passwordProblems(password).length === 0, PASSWORD_MESSAGES.failed),
    confirm_password: z.string().min(1, 'is required'),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    message: PASSWORD_MESSAGES.newMismatch,
    path: ['confirm_password'],
    when: ({ value }) => {
      const pair = value as { new_password?: unknown; confirm_password?: unknown } | undefined;
      return typeof pair?.new_password === 'string' && Boolean(pair.confirm_password);
    },
  });

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordFormValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};
