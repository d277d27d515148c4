// Issue 25 item 2: the areas' REST API documented for integrators, as the GraphQL API is by
// introspection. @fastify/swagger collects the routes as they are registered; the kit's routes carry
// zod schemas, which fastify-type-provider-zod's transform writes as JSON Schema (input for the
// request, output for the answer). Routes outside the kit (the login flow, the data API, files the
// shell serves) are left out. Served at /api/openapi.json to a signed-in admin of a tenant, and to
// anyone while developing.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kitError } from './area-errors';

export const OPENAPI_PATH = '/api/openapi.json';

const isZod = (value: unknown) => value instanceof z.ZodType;

/** Registers the document's collector; call before any area registers a route. */
export async function registerOpenApi(app: FastifyInstance, { open }: { open: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portal areas API',
        version: '1',
        description:
          'The REST routes of the portal’s feature areas. Send the session token as `Authorization: Bearer …` on the tenant’s subdomain. ' +
          'Input that does not fit a route is answered 400 `invalid_input` with `messages.en`, `messages.no` and `issues`.',
      },
      components: { securitySchemes: { session: { type: 'http', scheme: 'bearer' } } },
      security: [{ session: [] }],
    },
    transform: (document) => {
      const { schema, url } = document;
      const parts = schema
        ? [schema.body, schema.querystring, schema.params, ...Object.values(schema.response ?? {})]
        : [];
      if (!schema || !parts.some(isZod)) return { schema: { hide: true }, url };
      return jsonSchemaTransform(document);
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!open) {
      const session = await app.requireSession(request);
      if (session.role !== 'admin') throw kitError(403, 'forbidden');
    }
    return reply.header('cache-control', 'no-store').send(app.swagger());
  });
}
