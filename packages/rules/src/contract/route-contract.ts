// Issue 25 item 1: an area's REST contract, written once. Each route is a value that names its method,
// path and zod schemas (params, query, body, response) and the error codes it may answer; the server
// registers it (server/src/area-kit/area-routes.ts, which validates and serializes by these schemas and
// documents them in /api/openapi.json), and the app's API client calls it (`api.call` in the SDK), so a
// wire type exists once: `RouteBody<typeof route>` on both sides. The idea is ts-rest's and oRPC's; this
// is plain zod with a small helper of ours.
import { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RouteContract {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `/api/calendar/events/:id`. */
  readonly path: string;
  /** One line for the API document. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; an upload route's raw body is described by `rawBody` instead. */
  readonly body?: z.ZodType;
  /** The media types of a raw body (an upload): the handler reads `request.body` as bytes. */
  readonly rawBody?: readonly string[];
  /** The success answer: a JSON schema, or `'file'` for a download's bytes. */
  readonly response: z.ZodType | 'file';
  /** The success status (200 unless given). */
  readonly status?: 200 | 201 | 202 | 204;
  /** The table whose row the path's last `:param` names (the document, and the all-routes test's other-tenant id). */
  readonly resource?: string;
  /**
   * A valid call (the API document's example; the all-routes test sends it with another tenant's
   * `:id`). Required of a route with a `resource` and a body.
   */
  readonly example?: { readonly query?: unknown; readonly body?: unknown };
  /** The refusal codes the route may answer besides the kit's own (`invalid_input`, 401, 403). */
  readonly errors?: readonly string[];
  /**
   * A create that costs something (a send, an SMS, an invitation, an upload): the client may send an
   * `Idempotency-Key` header, and a repeat with the same key gets the first answer instead of doing
   * it again (issue 26 item 6; server/src/area-kit/idempotency.ts).
   */
  readonly idempotent?: true;
}

/** The header an idempotent route reads: 8-100 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Declares a route; `const` keeps its literal types for the server and the client. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteParamsIn<C extends RouteContract> = Input<C['params']>;
export type RouteParams<C extends RouteContract> = Output<C['params']>;
export type RouteQueryIn<C extends RouteContract> = Input<C['query']>;
export type RouteQuery<C extends RouteContract> = Output<C['query']>;
/** The body as the client sends it (defaults may be left out). */
export type RouteBodyIn<C extends RouteContract> = Input<C['body']>;
/** The body as the handler gets it (defaults filled, texts trimmed, dates read). */
export type RouteBody<C extends RouteContract> = Output<C['body']>;
/** What the route answers: the client's result type and the handler's return type. */
export type RouteResponse<C extends RouteContract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : Blob;

/** The names of a path's `:params`: `'/a/:id/b/:at'` → `'id' | 'at'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

// Optional when every field of T is optional (an empty object fits it).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Optional<T, K extends string> = {} extends T ? { [key in K]?: T } : { [key in K]: T };

/** What a client passes to call a route: its path's params, its query and its body, as declared. */
export type CallInput<C extends RouteContract> = ([PathParamNames<C['path']>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<C['path']>, string | number> }) &
  (C['query'] extends z.ZodType ? Optional<z.input<C['query']>, 'query'> : unknown) &
  (C['body'] extends z.ZodType ? Optional<z.input<C['body']>, 'body'> : unknown);

// ---- Blocks the contracts share ------------------------------------------------------------------

/** A row id in a path (`/:id`): digits only, read as a number no larger than a safe integer. */
export const idParam = () =>
  z
    .union([z.string().regex(/^[1-9][0-9]{0,15}$/, 'validation.idInvalid'), z.number().int().positive()])
    .transform(Number)
    .refine(Number.isSafeInteger, 'validation.idInvalid');

/** `{ id }` path parameters. */
export const idParams = () => z.strictObject({ id: idParam() });

/** A whole number in a query string (it arrives as text; the client may give a number). */
export const queryInt = () =>
  z
    .union([z.string().regex(/^-?[0-9]{1,16}$/, 'validation.numberInvalid'), z.number().int()])
    .transform(Number)
    .refine(Number.isSafeInteger, 'validation.numberInvalid');

/** A yes or no in a query string: `true` or `false`. */
export const queryBool = () =>
  z.union([z.enum(['true', 'false']).transform((v) => v === 'true'), z.boolean()]);

/** The answer of a write that returns nothing else. */
export const okResponse = z.strictObject({ ok: z.boolean() });

/**
 * The URL of a call: the path with its `:params` filled (encoded) and the query appended, leaving
 * out what is undefined or null.
 */
export function routeUrl(
  path: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The path ${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  if (pairs.length === 0) return filled;
  const search = new URLSearchParams(
    pairs.map(([key, value]): [string, string] => [
      key,
      value instanceof Date ? value.toISOString() : String(value),
    ]),
  );
  return `${filled}?${search.toString()}`;
}
