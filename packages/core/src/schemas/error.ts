import { z } from 'zod';

/** Every error the API returns (DESIGN §4): a message a person can read, optionally per field. */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    code: z.string().optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
