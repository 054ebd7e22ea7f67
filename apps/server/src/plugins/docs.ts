import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DOCS = '/api/docs';
/** Answer headers that belong to the inner answer's own connection, not to the one forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-length']);

/**
 * OpenAPI generated from the routes' zod schemas: /api/openapi.json, Swagger UI at /api/docs. The UI
 * (its package, its files and their routes) is a tenth of the server's start, and few visitors
 * ever open it: it is set up on the first request to /api/docs, in an app of its own that the
 * routes here forward to.
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dubai Distress Deals API',
        description:
          'Listings of discounted real-estate deals in Dubai. Every error is JSON `{"detail": "..."}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  let ui: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    ui ??= swaggerUiApp(app.swagger()).catch((error: unknown) => {
      ui = undefined;
      throw error;
    });
    const answer = await (
      await ui
    ).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers,
    });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) void reply.header(name, value);
    }
    return reply.status(answer.statusCode).send(answer.rawPayload);
  };
  for (const url of [DOCS, `${DOCS}/*`]) {
    app.route({ method: ['GET', 'HEAD'], url, schema: { hide: true }, handler: forward });
  }
});

/** Swagger UI over the given document, as its package serves it. */
async function swaggerUiApp(document: unknown): Promise<FastifyInstance> {
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  const ui = Fastify({ logger: false });
  await ui.register(swagger, { mode: 'static', specification: { document: document as never } });
  await ui.register(swaggerUi, {
    routePrefix: DOCS,
    staticCSP: true,
    // Its own policy would move a plain-http deployment's requests to https and allow framing.
    transformStaticCSP: (header) =>
      header
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('upgrade-insecure-requests'))
        .map((part) => (part.startsWith('frame-ancestors') ? "frame-ancestors 'none'" : part))
        .join('; '),
  });
  await ui.ready();
  return ui;
}
