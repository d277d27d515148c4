// The portal's own HTTP API (an area's routes, e.g. /api/shortcuts) with the session token, for
// writes that a server rule checks; reads go through GraphQL.
import {
  IDEMPOTENCY_KEY_HEADER,
  routeUrl,
  type CallInput,
  type InputIssue,
  type RouteContract,
  type RouteResponse,
} from '@portal/rules';
import { withSessionRenewal, type RenewSession } from './session-renewal';

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

  /** The problems of an `invalid_input` answer (the area kit's one shape), each with its field. */
  get issues(): readonly InputIssue[] {
    return this.code === 'invalid_input' && Array.isArray(this.extra.issues)
      ? (this.extra.issues as InputIssue[])
      : [];
  }
}

export interface ApiClient {
  /**
   * Calls an area's route by its contract (packages/rules): the URL, body and answer as declared
   * there. An `idempotent` route takes the form's `idempotencyKey` (useIdempotencyKey): a repeat
   * with it gets the first answer instead of a second create.
   */
  call<C extends RouteContract>(
    contract: C,
    input: CallInput<C>,
    options?: CallOptions,
  ): Promise<RouteResponse<C>>;
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** POSTs a file's bytes as the body (an upload route), reporting progress; `abort()` on the signal cancels it. */
  upload<T>(path: string, file: Blob, options?: UploadOptions): Promise<T>;
  /** GETs a file's bytes (a download route) with the session token, for a preview or a save. */
  download(path: string): Promise<Blob>;
}

export interface CallOptions {
  /** The Idempotency-Key header of an idempotent route (issue 26 item 6). */
  idempotencyKey?: string;
}

export interface UploadOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** The Idempotency-Key header of an idempotent upload route (issue 26 item 6). */
  idempotencyKey?: string;
}

function errorOf(status: number, statusText: string, answer: Record<string, unknown>): ApiRequestError {
  const { error, message, ...extra } = answer;
  return new ApiRequestError(
    status,
    typeof error === 'string' ? error : 'http_error',
    typeof message === 'string' ? message : statusText,
    extra,
  );
}

/** The server's words for a session that is no longer valid (a 401 of a business rule is not one). */
const SESSION_FAILURES = new Set(['invalid_token', 'missing_token']);

const isApiSessionFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401 && SESSION_FAILURES.has(error.code);

export function createApiClient(
  getToken: () => string | null,
  fetchImpl: typeof fetch = fetch,
  renew?: RenewSession,
): ApiClient {
  const authorized = <T>(attempt: (token: string | null) => Promise<T>) =>
    withSessionRenewal(getToken, renew, attempt, isApiSessionFailure);
  const client: ApiClient = {
    call<C extends RouteContract>(
      contract: C,
      input: CallInput<C>,
      options: CallOptions = {},
    ): Promise<RouteResponse<C>> {
      const { params, query, body } = input as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      const url = routeUrl(contract.path, params, query);
      if (contract.response === 'file') return client.download(url) as Promise<RouteResponse<C>>;
      const headers: Record<string, string> = options.idempotencyKey
        ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey }
        : {};
      const sent = contract.body ? (body ?? {}) : undefined;
      return authorized((token) =>
        requestOnce<RouteResponse<C>>(fetchImpl, contract.method, url, sent, token, headers),
      );
    },

    request<T>(method: string, path: string, body?: unknown): Promise<T> {
      return authorized((token) => requestOnce<T>(fetchImpl, method, path, body, token));
    },

    upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
      return authorized((token) => uploadOnce<T>(path, file, options, token));
    },

    download(path: string): Promise<Blob> {
      return authorized((token) => downloadOnce(fetchImpl, path, token));
    },
  };

  return client;
}

async function requestOnce<T>(
  fetchImpl: typeof fetch,
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      headers: {
        ...headers,
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
  if (!response.ok) throw errorOf(response.status, response.statusText, answer);
  return answer as T;
}

function uploadOnce<T>(path: string, file: Blob, options: UploadOptions, token: string | null): Promise<T> {
  // XMLHttpRequest, because fetch reports no upload progress.
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    if (options.idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    xhr.upload.onprogress = (event) =>
      options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let answer: Record<string, unknown>;
      try {
        answer = JSON.parse(xhr.responseText || '{}') as Record<string, unknown>;
      } catch {
        answer = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as T);
      else reject(errorOf(xhr.status, xhr.statusText, answer));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'network', 'The upload did not reach the server'));
    xhr.onabort = () => reject(new ApiRequestError(0, 'aborted', 'The upload was cancelled'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

async function downloadOnce(fetchImpl: typeof fetch, path: string, token: string | null): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchImpl(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new ApiRequestError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw errorOf(response.status, response.statusText, answer);
  }
  return response.blob();
}
