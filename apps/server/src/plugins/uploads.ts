import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../lib/errors.ts';

// What the multipart parser (busboy) throws for a body or Content-Type that is not valid multipart: a
// missing, empty or over-long boundary, or a body cut short.
const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found$|unexpected end of multipart data$|^The needle cannot/i;

/**
 * The client error behind a malformed multipart body, or null. The parser's errors carry no status,
 * so without this they would answer 500 although the request is at fault.
 */
export function malformedMultipart(error: unknown): BadRequestError | null {
  if (!(error instanceof Error) || 'statusCode' in error || !MALFORMED_MULTIPART.test(error.message)) {
    return null;
  }
  return new BadRequestError('The form data is malformed');
}

/** What a route does with each uploaded file; its return value becomes the field's value in the body. */
export type UploadHandler = (part: MultipartFile, request: FastifyRequest) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that accept files name their handler; elsewhere a file part is refused. */
    uploadHandler?: UploadHandler;
  }
  interface FastifyRequest {
    /**
     * Cleanup callbacks for what this request stored; run when the request fails. Set on the routes
     * that accept files, before their handlers run (null elsewhere).
     */
    uploadCleanups: (() => Promise<void>)[];
  }
}

/**
 * Multipart forms: text fields and per-route file handling land in `request.body` as key/values, so
 * the route's zod schema validates a multipart form like a JSON body. Files are handled one at a
 * time as they stream in (never all in memory); whatever a failed request stored is cleaned up.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('uploadCleanups', null as unknown as (() => Promise<void>)[]);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: 100_000, fields: 60, parts: 100, files: 0, fileSize: 0 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const handler = this.routeOptions.config.uploadHandler;
      if (!handler) {
        part.file.resume();
        throw new BadRequestError(`${part.fieldname}: files are not accepted here`);
      }
      part.value = await handler(part, this);
    },
  });
  const cleanUp = async (request: FastifyRequest) => {
    // Null when the request was refused before its route's hooks ran (a 401 from the scope's check).
    for (const cleanup of request.uploadCleanups?.splice(0) ?? []) {
      await cleanup().catch((error: unknown) => request.log.error({ err: error }, 'upload cleanup failed'));
    }
  };
  // Only the routes that store files get the hooks: every other answer (the hot public ones
  // included) skips them.
  app.addHook('onRoute', (route) => {
    if (!route.config?.uploadHandler) return;
    route.onRequest = [
      (request, _reply, done) => {
        request.uploadCleanups = [];
        done();
      },
      ...asArray(route.onRequest),
    ];
    // Before the answer goes out, so a client that sees the error also sees the files gone.
    route.onSend = [
      ...asArray(route.onSend),
      async (request, reply, payload) => {
        if (reply.statusCode >= 400) await cleanUp(request);
        return payload;
      },
    ];
    // A client that hangs up mid-upload leaves nothing behind either.
    route.onRequestAbort = [...asArray(route.onRequestAbort), async (request) => cleanUp(request)];
  });
});

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
