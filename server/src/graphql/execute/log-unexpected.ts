import type { SessionValues } from '../shared/session-values';
import type { HasuraError } from '../shared/graphql-error';

/** The part of Fastify's (pino's) logger this needs; a request's logger adds its `reqId`. */
export interface ErrorLog {
  error(record: object, message: string): void;
}

/** Variable names whose values never reach a log: credentials, codes, identity numbers. */
const SECRET_NAME =
  /pass|secret|token|auth|code|otp|pin|key|session|cookie|ssn|pnr|national|personnummer|fnr/i;
const MAX_TEXT = 2000;
const MAX_VALUE = 200;

/** A variable's value for the log: secret-looking names redacted, long values cut. */
function loggedValue(name: string, value: unknown): unknown {
  if (SECRET_NAME.test(name)) return '[redacted]';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : value;
}

function loggedVariables(variables: unknown): Record<string, unknown> | undefined {
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) return undefined;
  return Object.fromEntries(
    Object.entries(variables as Record<string, unknown>).map(([k, v]) => [k, loggedValue(k, v)]),
  );
}

/** The query's text with the contents of its string literals taken out (they may hold anything). */
export function loggedQuery(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const text = query.replace(/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"/g, '"…"');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** What caused an unexpected error, without data: its kind, SQLSTATE, first line and (for ours) stack. */
function describeCause(cause: unknown): Record<string, unknown> {
  if (!(cause instanceof Error)) return { value: String(cause).slice(0, MAX_VALUE) };
  const code = (cause as { code?: unknown }).code;
  return {
    type: cause.constructor.name,
    message: cause.message.split('\n')[0],
    ...(typeof code === 'string' ? { code } : { stack: cause.stack }),
  };
}

/**
 * An `unexpected` answer is a fault of ours (or of the database's state), never of the request: it is
 * logged, with the request id the logger carries, what caused it, and the request without secrets
 * (no token, which never reaches the engine; string literals and secret-looking variables redacted).
 */
export function logUnexpected(
  log: ErrorLog | undefined,
  error: HasuraError,
  request: { query?: unknown; operationName?: unknown; variables?: unknown },
  session: SessionValues,
): void {
  if (!log || error.code !== 'unexpected' || error.reported) return;
  log.error(
    {
      graphql: {
        path: error.path,
        answer: error.message,
        cause: describeCause(error.cause ?? error),
        role: session.role,
        customerId: session.customerId,
        userId: session.userId,
        operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
        query: loggedQuery(request.query),
        variables: loggedVariables(request.variables),
      },
    },
    'graphql: unexpected error',
  );
}
