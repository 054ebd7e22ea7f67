import { z } from 'zod';
import { AUDIT_ACTION_IDS } from '../domain/audit.ts';

const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One entry of the activity log (GET /api/admin/audit). */
export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string().describe('When, ISO time'),
    admin_id: z.string().nullable().describe('Who: the admin; null for a failed login of no admin'),
    admin: z.string().describe("The admin's username then, or the name a failed login typed"),
    action: z.enum(AUDIT_ACTION_IDS),
    property_id: z.string().nullable().describe('The listing it concerns, if one'),
    property_name: z.string().nullable().describe("The listing's name then"),
    summary: z.string().describe('What happened, in words'),
    changes: z
      .array(z.object({ field: z.string(), from: changeValue, to: changeValue }))
      .describe('An edit: each changed field, old → new'),
    counts: z.record(z.string(), z.number()).describe('Bulk Add and deleting all: how many'),
  })
  .meta({ id: 'AuditEntry' });

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Query of GET /api/admin/audit. */
export const auditQuerySchema = z.object({
  admin_id: z.string().max(100).optional().describe("Only this admin's entries"),
  action: z.enum(AUDIT_ACTION_IDS, { error: 'is not an action of the log' }).optional(),
  property_id: z.string().max(100).optional().describe('Only entries about this listing'),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50),
  cursor: z.string().max(200).optional().describe('X-Next-Cursor of the previous page'),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;
