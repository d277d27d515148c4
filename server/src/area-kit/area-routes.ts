// Issue 25 items 2-4: the one road from a request to an area's handler. A route is its contract
// (packages/rules, `defineRoute`) plus who may call it, as data; the kit then, for every area alike:
// - resolves the caller once (caller.ts) before anything is read: 404 without a tenant, 401 without a
//   session, 403 for a role, flag or capability the route does not allow;
// - validates params, query and body by the contract's zod schemas (fastify-type-provider-zod's
//   provider, our validator so the answer is the one `invalid_input` shape in both languages) and
//   serializes the answer by its response schema, so a handler never parses its input by hand and
//   never leaks a column it did not declare;
// - hands the handler the database as the tenant sees it (`scopedToTenant`): its SQL runs under
//   PostgreSQL's row-level security, so a forgotten `WHERE customer_id` still sees only the tenant;
// - answers `cache-control: no-store` unless the handler said otherwise (area answers are private);
// - does an `idempotent` route's work once per Idempotency-Key (idempotency.ts);
// - records the route, for the OpenAPI document (/api/openapi.json) and the all-routes bad-input test.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RouteOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  isLeadingRole,
  isStaffRole,
  type CapabilityName,
  type FeatureFlag,
  type InputPart,
  type Role,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@portal/rules';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { scopedToTenant, type TenantDb } from '../db/tenant-scope';
import type { ApiError } from '../http/api-error';
import { InputRefused } from '../http/input-refused';
import type { Customer } from '../tenancy/customer';
import { requireTenant } from '../tenancy/tenancy-plugin';
import { kitError } from './area-errors';
import { resolveCaller, type Caller } from './caller';
import { idempotently } from './idempotency';

/** Who may call a route: every signed-in user, the staff roles, the leading roles, admins, or a list. */
export type Who = 'anyone' | 'staff' | 'leading' | 'admin' | readonly Role[];

export interface SignedInAccess {
  who: Who;
  /** Every one of these feature flags must be on for the tenant. */
  features?: readonly FeatureFlag[];
  /** A per-user capability (§6) the caller must have. */
  capability?: CapabilityName;
  /** The area's own refusals in place of the kit's `forbidden` and `feature_off`. */
  refuse?: { role?: () => ApiError; feature?: (flag: FeatureFlag) => ApiError };
}

/** A route without a session (a secret link, a public form): the tenant still binds its SQL. */
export interface PublicAccess {
  public: true;
  /** Why no session is needed, for the reader and the API document. */
  because: string;
}

interface CallBase<C extends RouteContract> {
  /** The database as the tenant sees it: every statement under its row-level security. */
  db: TenantDb;
  params: RouteParams<C>;
  query: RouteQuery<C>;
  body: RouteBody<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}
export interface RouteCall<C extends RouteContract> extends CallBase<C> {
  caller: Caller;
}
export interface PublicCall<C extends RouteContract> extends CallBase<C> {
  tenant: Customer;
}

/** What a handler returns: the response the contract declares, or the reply it sent itself (a file). */
export type RouteAnswer<C extends RouteContract> = C['response'] extends 'file'
  ? FastifyReply
  : RouteResponse<C>;

export interface AreaRouter {
  route<C extends RouteContract>(
    contract: C,
    access: SignedInAccess,
    handler: (call: RouteCall<C>) => Promise<RouteAnswer<C>>,
  ): void;
  publicRoute<C extends RouteContract>(
    contract: C,
    access: PublicAccess,
    handler: (call: PublicCall<C>) => Promise<RouteAnswer<C>>,
  ): void;
}

/** A route as the kit registered it: for the API document and the all-routes tests. */
export interface RegisteredRoute {
  area: string;
  contract: RouteContract;
  access: SignedInAccess | PublicAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Registered through the area kit (area-routes.ts). */
    areaKit?: boolean;
  }
}

const registered = new WeakMap<object, RegisteredRoute[]>();
const outside = new WeakMap<object, string[]>();

/**
 * Notes every route an area registers without the kit (call before the areas register), so the
 * all-routes test can name them: a new route outside the kit fails it. A WebSocket is outside by
 * nature (no body, its messages are checked by their own schemas).
 */
export function trackRoutesOutsideKit(app: FastifyInstance): () => void {
  const list: string[] = [];
  outside.set(app.server, list);
  let tracking = true;
  app.addHook('onRoute', (route) => {
    if (!tracking) return;
    const methods = [route.method].flat();
    if (route.config?.areaKit || methods.includes('HEAD')) return;
    if ((route as { websocket?: boolean }).websocket) return;
    list.push(`${methods.join(',')} ${route.url}`);
  });
  return () => {
    tracking = false;
  };
}

/** The area routes registered without the kit (trackRoutesOutsideKit). */
export function areaRoutesOutsideKit(app: FastifyInstance): readonly string[] {
  return outside.get(app.server) ?? [];
}

/** The routes the kit registered on this server (every area's), in order. */
export function registeredAreaRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app.server) ?? [];
}

const PARTS: Record<string, InputPart> = {
  params: 'params',
  querystring: 'query',
  body: 'body',
  headers: 'headers',
};

/** Validates by a zod schema; a refusal is the error that the error handler turns into `invalid_input`. */
const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success
      ? { value: result.data }
      : { error: new InputRefused(PARTS[httpPart ?? 'body'] ?? 'body', result.error.issues) };
  };

function allowedRole(who: Who, role: Role): boolean {
  if (who === 'anyone') return true;
  if (who === 'staff') return isStaffRole(role);
  if (who === 'leading') return isLeadingRole(role);
  if (who === 'admin') return role === 'admin';
  return who.includes(role);
}

/** The checks of `access` on a resolved caller; throws the refusal. */
export function checkAccess(caller: Caller, access: SignedInAccess): void {
  if (!allowedRole(access.who, caller.role)) throw access.refuse?.role?.() ?? kitError(403, 'forbidden');
  for (const flag of access.features ?? [])
    if (!caller.features.has(flag))
      throw access.refuse?.feature?.(flag) ?? kitError(403, 'feature_off', {}, { feature: flag });
  if (access.capability && !caller.capabilities[access.capability])
    throw kitError(403, 'missing_capability', {}, { capability: access.capability });
}

const callers = new WeakMap<FastifyRequest, Caller>();

/** The router an area's plugin registers its routes with. */
export function areaRouter(app: FastifyInstance, db: Database, area: string): AreaRouter {
  const list = registered.get(app.server) ?? [];
  registered.set(app.server, list);

  function options(contract: RouteContract): Pick<RouteOptions, 'method' | 'url' | 'schema'> {
    const schema: Record<string, unknown> = { summary: contract.summary, tags: [area] };
    if (contract.params) schema.params = contract.params;
    if (contract.query) schema.querystring = contract.query;
    if (contract.body) schema.body = contract.body;
    if (contract.response !== 'file') schema.response = { [contract.status ?? 200]: contract.response };
    return { method: contract.method, url: contract.path, schema };
  }

  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  };

  function register(
    contract: RouteContract,
    access: SignedInAccess | PublicAccess,
    onRequest: (request: FastifyRequest) => Promise<void>,
    handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) {
    list.push({ area, contract, access });
    app.route({
      ...options(contract),
      // The compilers read zod schemas where Fastify's types expect JSON Schema objects.
      validatorCompiler: zodValidator as unknown as RouteOptions['validatorCompiler'],
      serializerCompiler: serializerCompiler as unknown as RouteOptions['serializerCompiler'],
      config: { areaKit: true },
      onRequest,
      onSend: noStore,
      handler: async (request, reply) => {
        if (contract.status) reply.code(contract.status);
        return handle(request, reply);
      },
    });
  }

  const parts = (request: FastifyRequest) => ({
    params: request.params,
    query: request.query,
    body: request.body,
  });

  return {
    route(contract, access, handler) {
      register(
        contract,
        access,
        async (request) => {
          const caller = await resolveCaller(app, db, request, { capability: access.capability });
          checkAccess(caller, access);
          callers.set(request, caller);
        },
        (request, reply) => {
          const caller = callers.get(request)!;
          const call = { caller, db: scopedToTenant(db, caller.customerId), request, reply };
          // The parts are the validated values (the contract's output types).
          const run = () => handler({ ...call, ...parts(request) } as RouteCall<typeof contract>);
          return contract.idempotent ? idempotently(call, run) : run();
        },
      );
    },
    publicRoute(contract, access, handler) {
      register(
        contract,
        access,
        async (request) => {
          requireTenant(request);
        },
        (request, reply) => {
          const tenant = requireTenant(request);
          return handler({
            tenant,
            db: scopedToTenant(db, tenant.id),
            request,
            reply,
            ...parts(request),
          } as PublicCall<typeof contract>);
        },
      );
    },
  };
}
