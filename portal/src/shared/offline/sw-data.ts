/// <reference lib="webworker" />
// The service worker's kept API answers (issue 33 item 8): put, read and dropped under their
// owner's key (offline-api.ts), and the open questionnaire's copy kept in step with what was sent.
import { DATA_CACHE } from './offline-caches';
import { keyFor, ownedByAnother, ownerOf, QNR_ACTIONS, QNR_ANSWERS } from './offline-api';

const ownerOfRequest = (request: Request) => ownerOf(request.headers.get('authorization'));

/** Keeps an answer for its owner; keeping a user's answer drops every other user's. */
export async function keepAnswer(request: Request, response: Response): Promise<void> {
  const owner = await ownerOfRequest(request);
  if (owner === null) return;
  const cache = await caches.open(DATA_CACHE);
  if (owner.kind === 'user') {
    const stale = (await cache.keys()).filter((key) => ownedByAnother(key.url, owner));
    await Promise.all(stale.map((key) => cache.delete(key)));
  }
  await cache.put(keyFor(request.url, owner), response);
}

/** The answer kept for this request's owner, if any. */
export async function readKept(request: Request): Promise<Response | undefined> {
  const owner = await ownerOfRequest(request);
  if (owner === null) return undefined;
  return (await caches.open(DATA_CACHE)).match(keyFor(request.url, owner));
}

export async function forgetKept(request: Request): Promise<void> {
  const owner = await ownerOfRequest(request);
  if (owner !== null) await (await caches.open(DATA_CACHE)).delete(keyFor(request.url, owner));
}

/** The questionnaire's detail address for an answers or action address. */
function detailRequest(request: Request): Request | null {
  const url = new URL(request.url);
  const id = QNR_ANSWERS.exec(url.pathname)?.[1] ?? QNR_ACTIONS.exec(url.pathname)?.[1];
  if (!id) return null;
  const authorization = request.headers.get('authorization');
  return new Request(new URL(`/api/questionnaires/${id}`, url.origin).href, {
    headers: authorization ? { authorization } : {},
  });
}

/** After answers were saved: the kept questionnaire holds them (no second request). */
export async function patchAnswers(request: Request, sentBody: string): Promise<void> {
  const detail = detailRequest(request);
  if (!detail) return;
  const kept = await readKept(detail);
  if (!kept) return;
  const sent = JSON.parse(sentBody) as { answers?: unknown };
  if (!Array.isArray(sent.answers)) return;
  const copy = (await kept.json()) as Record<string, unknown>;
  copy.answers = sent.answers;
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  await keepAnswer(detail, new Response(JSON.stringify(copy), { status: 200, headers }));
}

/** After a submit, a reject or consents: the questionnaire as the server now has it. */
export async function refreshDetail(request: Request): Promise<void> {
  const detail = detailRequest(request);
  if (!detail || (await ownerOfRequest(detail)) === null) return;
  const response = await fetch(detail);
  if (response.status === 200) await keepAnswer(detail, response);
  else await forgetKept(detail);
}
