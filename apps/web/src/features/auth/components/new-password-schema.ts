import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblems } from '@dd/core';
import { z } from 'zod';

/**
 * A password being chosen (register, reset): one message for any unmet rule, 'Password does not meet
 * requirements' (SPEC §5); the form's checklist marks the unmet rules themselves.
 */
export const chosenPasswordSchema = z
  .string()
  .min(1, 'is required')
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .refine((password) => passwordProblems(password).length === 0, PASSWORD_MESSAGES.failed);

export const confirmPasswordSchema = z.string().min(1, 'is required');

interface PasswordPair {
  password: string;
  confirm_password: string;
}

/** Adds 'Passwords do not match' to the confirm field, also while other fields still have errors. */
export function withPasswordConfirmation<T extends z.ZodType<PasswordPair>>(schema: T) {
  return schema.refine((values) => values.password === values.confirm_password, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_password'],
    when: ({ value }) => {
      const pair = value as Partial<PasswordPair> | undefined;
      return typeof pair?.password === 'string' && Boolean(pair.confirm_password);
    },
  });
}
