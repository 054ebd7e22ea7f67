import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError, TooManyRequestsError } from '../lib/errors.ts';
import { malformedMultipart } from './uploads.ts';

export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
// The pool opens a new connection on the next request, so the service is back as soon as the database is.
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One error handler for the whole API (DESIGN §4): every error is `{detail, code?, fields?}`,
 * validation errors name the field, 5xx bodies are generic and the cause is logged, never sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = malformedMultipart(thrown) ?? thrown;
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        detail: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = fieldMessages(error.validation ?? [], error.validationContext);
      const detail = Object.entries(fields)
        .flatMap(([field, messages]) =>
          // A rule's own sentence (e.g. the password rules of SPEC §5) already says what is wrong.
          messages.map((message) => (/^[A-Z]/.test(message) ? message : `${field}: ${message}`)),
        )
        .join('; ');
      return reply.status(400).send({ detail: detail || 'Invalid request', code: 'validation', fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type…).
      return reply.status(status).send({ detail: clientMessage(error), code: error.code?.toLowerCase() });
    }
    if (isDatabaseUnavailable(error)) {
      // A passing condition (database restarting, unreachable or locked): say so, and when to retry.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ detail: DATABASE_UNAVAILABLE, code: 'service_unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
});

function fieldMessages(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const name = path || context || 'request';
    const raw = issue.message ?? 'is invalid';
    // Zod's own messages are generic ("Invalid input: …"); only custom rules speak in sentences.
    const message = /received undefined$/.test(raw)
      ? 'is required'
      : issue.keyword === 'custom'
        ? raw
        : raw.charAt(0).toLowerCase() + raw.slice(1);
    (fields[name] ??= []).push(message);
  }
  return fields;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message || 'Bad request';
  }
}
