import { requiredText } from '@dd/core';
import { z } from 'zod';

// The rule lives in core, where the server's forgot-password uses it too.
export { isEmailIdentifier } from '@dd/core';

/** Login (SPEC §5): both fields required; the identifier decides which kind of login it is. */
export const loginFormSchema = z.object({
  identifier: requiredText(254),
  password: z.string().min(1, 'is required'),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;
