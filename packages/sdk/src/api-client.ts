// The portal's own HTTP API (an area's routes, e.g. /api/shortcuts) with the session token, for
// writes that a server rule checks; reads go through GraphQL.
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The server's error code, e.g. "shortcut_invalid"; "network" when no answer came. */
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClient {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

export function createApiClient(getToken: () => string | null, fetchImpl: typeof fetch = fetch): ApiClient {
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const token = getToken();
      let response: Response;
      try {
        response = await fetchImpl(path, {
          method,
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        throw new ApiRequestError(0, 'network', error instanceof Error ? error.message : String(error));
      }
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) {
        const { error, message, ...extra } = answer;
        throw new ApiRequestError(
          response.status,
          typeof error === 'string' ? error : 'http_error',
          typeof message === 'string' ? message : response.statusText,
          extra,
        );
      }
      return answer as T;
    },
  };
}
