// The GraphQL data API of ARCHITECTURE.md §6 (Hasura v2 dialect) with the session token attached.
import { withSessionRenewal, type RenewSession } from './session-renewal';

export const GRAPHQL_ENDPOINT = '/api/srvproxy/v1/graphql';

export type GraphQLVariables = Record<string, unknown>;

/** One error of a Hasura answer: `{ message, extensions: { code, path } }`. */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string; path?: string };
}

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status (0 when the network failed). */
    readonly status: number,
    readonly errors: GraphQLErrorEntry[] = [],
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }

  /** The first Hasura error code, e.g. "validation-failed", "invalid-jwt". */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

export interface GraphQLClient {
  request<TData>(query: string, variables?: GraphQLVariables, signal?: AbortSignal): Promise<TData>;
}

export interface GraphQLClientOptions {
  endpoint?: string;
  /** Read on every request, so a renewed token (token-changed) is used at once. */
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** A session the server refuses (401, invalid-jwt): the token to retry with once, or null. */
  renew?: RenewSession;
}

const isGraphQLSessionFailure = (error: unknown) =>
  error instanceof GraphQLRequestError && (error.status === 401 || error.code === 'invalid-jwt');

export function createGraphQLClient({
  endpoint = GRAPHQL_ENDPOINT,
  getToken,
  fetch: fetchImpl,
  renew,
}: GraphQLClientOptions): GraphQLClient {
  return {
    request<TData>(query: string, variables: GraphQLVariables = {}, signal?: AbortSignal): Promise<TData> {
      return withSessionRenewal(
        getToken,
        renew,
        (token) => requestOnce<TData>(query, variables, signal, token),
        isGraphQLSessionFailure,
      );
    },
  };

  async function requestOnce<TData>(
    query: string,
    variables: GraphQLVariables,
    signal: AbortSignal | undefined,
    token: string | null,
  ): Promise<TData> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new GraphQLRequestError('The GraphQL API could not be reached', 0);
    }
    const body = (await response.json().catch(() => null)) as {
      data?: TData;
      errors?: GraphQLErrorEntry[];
    } | null;
    if (body?.errors?.length) {
      throw new GraphQLRequestError(
        body.errors.map((e) => e.message).join('; '),
        response.status,
        body.errors,
      );
    }
    if (!response.ok || !body || body.data === undefined) {
      throw new GraphQLRequestError(`The GraphQL API answered ${response.status}`, response.status);
    }
    return body.data;
  }
}
