import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../service-context.ts';
import { adminActor, type AuditEvent, recordAudit } from './audit.service.ts';

/** Records an action of the admin behind the request (its token) in the activity log. */
export async function auditAction(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  request: FastifyRequest,
  event: AuditEvent | readonly AuditEvent[],
): Promise<void> {
  const principal = request.principal;
  if (principal?.role !== 'admin') throw new Error('An audited action needs an admin principal.');
  await recordAudit({ ...ctx, log: request.log }, await adminActor(ctx, principal.id), event);
}
