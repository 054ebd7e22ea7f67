import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: /api/openapi.json, Swagger UI at /api/docs. */
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
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
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
