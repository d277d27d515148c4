// The one way the portal calls its server: JSON in, JSON out, errors as ApiRequestError.
import { ApiRequestError } from './api-error';

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function readError(body: unknown): { code: string | null; message: string | null } {
  if (typeof body !== 'object' || body === null) return { code: null, message: null };
  const record = body as Record<string, unknown>;
  const code = typeof record.error === 'string' ? record.error : null;
  const message = typeof record.message === 'string' ? record.message : null;
  return { code, message: message ?? code };
}

export async function getJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'GET',
    headers: { accept: 'application/json', ...options.headers },
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const { code, message } = readError(body);
    const details = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    throw new ApiRequestError(response.status, code, message, details);
  }
  return body as T;
}

/** A query string from defined values only, e.g. query({ context: 'portal', region: undefined }). */
export function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  return search.toString();
}
