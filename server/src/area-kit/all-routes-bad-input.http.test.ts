// Issue 25, "Bad input": every area route the kit registered, fed a wrong type, a missing field, an
// unknown field, a 1 MB string and another tenant's id, answers 4xx in the one error shape and
// changes nothing. The table is the server's own list of routes (registeredAreaRoutes), so a route
// is covered the moment it is added; a route an area registers outside the kit is named below and
// fails the test when it is new. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeUrl, type Role, type RouteContract } from '@portal/rules';
import { signInAs } from '../test/sign-in-as';
import { startTestServer, type TestServer } from '../test/test-server';
import { areaRoutesOutsideKit, registeredAreaRoutes, type RegisteredRoute, type Who } from './area-routes';

/**
 * Routes areas still register by hand, until they move onto the kit (issue 25). Shrinks, never grows:
 * a route added outside the kit fails the test.
 */
const NOT_YET_ON_THE_KIT = new Set<string>([]);

const MEGABYTE_TEXT = 'x'.repeat(1_000_000);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every object without `additionalProperties: false` and every unbounded string, by path. */
function looseParts(schema: JsonSchema, path: string, found: string[]) {
  const types = [schema.type].flat();
  if (types.includes('object') && schema.properties && schema.additionalProperties !== false)
    found.push(`${path}: an object that takes unknown fields`);
  if (
    types.includes('string') &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.pattern === undefined
  )
    found.push(`${path}: a text without a maximum length`);
  for (const [name, part] of Object.entries(schema.properties ?? {}))
    looseParts(part, `${path}.${name}`, found);
  if (schema.items) looseParts(schema.items, `${path}[]`, found);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    looseParts(part, path, found);
}

/** A value of another type than the property's. */
function wrongValue(property: JsonSchema): unknown {
  const types = [property.type ?? property.anyOf?.[0]?.type].flat();
  if (types.includes('string')) return 12345;
  return 'not-the-right-type';
}

const allowedRole = (who: Who, role: Role) =>
  who === 'anyone' ||
  (who === 'staff' && role !== 'participant') ||
  (who === 'leading' && (role === 'admin' || role === 'team_leader')) ||
  (who === 'admin' && role === 'admin') ||
  (Array.isArray(who) && who.includes(role));

const paramNames = (contract: RouteContract) =>
  [...contract.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name!);
/** The path parameter a contract's `resource` names: the last one. */
const resourceParam = (contract: RouteContract) => paramNames(contract).at(-1) ?? 'id';

interface Probe {
  what: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A page for a browser without a session (HTML, its refusals a page too), not an API route. */
const isPublicPage = ({ contract, access }: Pick<RegisteredRoute, 'contract' | 'access'>) =>
  'public' in access && contract.response === 'file' && !contract.path.startsWith('/api/');

describe('every area route meets bad input', () => {
  let server: TestServer;
  let routes: readonly RegisteredRoute[];
  const tokens: Partial<Record<Role, string>> = {};
  let otherTenant: number;
  let ownTenant: number;

  beforeAll(async () => {
    server = await startTestServer();
    routes = registeredAreaRoutes(server.app);
    tokens.admin = await signInAs(server, 'demo', 'admin');
    tokens.team_leader = await signInAs(server, 'demo', 'leader');
    tokens.staff = await signInAs(server, 'demo', 'staff');
    tokens.participant = await signInAs(server, 'demo', 'participant');
    const { rows } = await server.db.query<{ id: number; subdomain: string }>(
      `SELECT id, subdomain FROM customers WHERE subdomain IN ('demo', 'care')`,
    );
    ownTenant = Number(rows.find((row) => row.subdomain === 'demo')!.id);
    otherTenant = Number(rows.find((row) => row.subdomain === 'care')!.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const tokenFor = (route: RegisteredRoute) => {
    if ('public' in route.access) return undefined;
    const role = (['admin', 'team_leader', 'staff', 'participant'] as const).find((r) =>
      allowedRole((route.access as { who: Who }).who, r),
    );
    return tokens[role!];
  };

  const idOf = async (table: string, customerId: number) => {
    const { rows } = await server.db.query<{ id: string | number }>(
      `SELECT id FROM ${table} WHERE customer_id = $1 ORDER BY id LIMIT 1`,
      [customerId],
    );
    return rows[0]?.id === undefined ? undefined : String(rows[0].id);
  };

  const send = (contract: RouteContract, token: string | undefined, probe: Probe) => {
    const params = Object.fromEntries(
      paramNames(contract).map((name) => [name, probe.params?.[name] ?? '1']),
    );
    const url = routeUrl(contract.path, params, probe.query as Record<string, unknown> | undefined);
    const hasBody = contract.method !== 'GET' && contract.method !== 'DELETE';
    return server.request(url, {
      method: contract.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(probe.body ?? {}) : undefined,
    });
  };

  /** Every tenant table's rows, as one text per table: nothing a refused request did may show. */
  const fingerprint = async () => {
    const { rows: tables } = await server.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'customer_id' AND NOT a.attisdropped
       WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const print: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await server.db.query<{ print: string | null }>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS print FROM "${name}" t`,
      );
      print[name] = rows[0]?.print ?? '';
    }
    return print;
  };

  it('lists the routes of the areas, each with its contract, and none outside the kit but the known', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const { contract, access } of routes) {
      // Outside /api/ only a public page (an HTML form without script: the anonymous questionnaire).
      expect(contract.path.startsWith('/api/') || isPublicPage({ contract, access }), contract.path).toBe(
        true,
      );
      expect(contract.summary.length, contract.path).toBeGreaterThan(0);
    }
    const outside = areaRoutesOutsideKit(server.app).filter((route) => !NOT_YET_ON_THE_KIT.has(route));
    expect(outside, 'routes registered without the area kit').toEqual([]);
  });

  it('declares every input strict (no unknown field) and every text bounded', () => {
    const loose: string[] = [];
    for (const { contract } of routes)
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = contract[part];
        if (schema) looseParts(jsonOf(schema), `${contract.method} ${contract.path} ${part}`, loose);
      }
    expect(loose).toEqual([]);
  });

  it('gives a route with a resource and a body a valid example, so another tenant’s id is tried with it', () => {
    const missing = routes
      .filter(({ contract }) => contract.resource && contract.body && contract.example?.body === undefined)
      .map(({ contract }) => `${contract.method} ${contract.path}`);
    expect(missing).toEqual([]);
  });

  it('answers wrong types, missing and unknown fields, 1 MB texts and other tenants’ ids with 4xx, changing nothing', async () => {
    const before = await fingerprint();
    const refusals: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const { contract } = route;
      const token = tokenFor(route);
      const own = contract.resource ? await idOf(contract.resource, ownTenant) : undefined;
      const probes: Probe[] = [];
      const ownParams = own === undefined ? undefined : { id: own };
      if (contract.params)
        probes.push({ what: 'a path parameter of the wrong type', params: { id: 'not-an-id' } });
      if (contract.query) {
        probes.push({ what: 'an unknown query field', params: ownParams, query: { zzUnknown: '1' } });
        const query = jsonOf(contract.query);
        for (const [name, property] of Object.entries(query.properties ?? {}))
          if (![property.type].flat().includes('string') || property.pattern || property.enum)
            probes.push({
              what: `query ${name} of the wrong type`,
              params: ownParams,
              query: { [name]: 'not-valid-%' },
            });
      }
      if (contract.body) {
        const body = jsonOf(contract.body);
        probes.push({ what: 'a body of the wrong type', params: ownParams, body: ['not', 'an', 'object'] });
        probes.push({ what: 'an unknown field', params: ownParams, body: { zzUnknown: 1 } });
        if ((body.required ?? []).length > 0)
          probes.push({ what: 'missing fields', params: ownParams, body: {} });
        const example = (contract.example?.body ?? {}) as Record<string, unknown>;
        for (const [name, property] of Object.entries(body.properties ?? {})) {
          probes.push({
            what: `${name} of the wrong type`,
            params: ownParams,
            body: { ...example, [name]: wrongValue(property) },
          });
          if ([property.type].flat().includes('string'))
            probes.push({
              what: `${name} of 1 MB`,
              params: ownParams,
              body: { ...example, [name]: MEGABYTE_TEXT },
            });
        }
      }
      if (contract.resource) {
        const foreign = await idOf(contract.resource, otherTenant);
        if (foreign !== undefined)
          probes.push({
            what: 'another tenant’s id',
            params: { [resourceParam(contract)]: foreign },
            query: contract.example?.query as Record<string, unknown> | undefined,
            body: contract.example?.body,
          });
      }
      for (const probe of probes) {
        const answer = await send(contract, token, probe);
        sent += 1;
        const where = `${contract.method} ${contract.path} with ${probe.what}`;
        if (answer.status < 400 || answer.status >= 500) {
          refusals.push(`${where}: ${answer.status}`);
          continue;
        }
        if (isPublicPage(route) && String(answer.headers['content-type']).startsWith('text/html')) continue;
        const body = answer.json<{
          error?: unknown;
          message?: unknown;
          messages?: { en?: string; no?: string };
        }>();
        expect(typeof body.error, where).toBe('string');
        expect(typeof body.message, where).toBe('string');
        if (body.error === 'invalid_input') {
          expect(body.messages?.en, where).toMatch(/\S/);
          expect(body.messages?.no, where).toMatch(/\S/);
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length * 2);
    expect(refusals, 'answers that were not a 4xx').toEqual([]);
    expect(await fingerprint()).toEqual(before);
    // Several hundred requests, more with every route an area adds: a table, not a timing.
  }, 240_000);
});
