import { registerBodySchema } from '@dd/core';
import { z } from 'zod';

import { chosenPasswordSchema, confirmPasswordSchema, withPasswordConfirmation } from './new-password-schema';

/** Create Account (SPEC §2, §5): the API's field rules, plus the confirmation the API never sees. */
export const registerFormSchema = withPasswordConfirmation(
  z.object({
    name: registerBodySchema.shape.name,
    email: registerBodySchema.shape.email,
    phone: registerBodySchema.shape.phone,
    password: chosenPasswordSchema,
    confirm_password: confirmPasswordSchema,
  }),
);

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
