// Which API answers the service worker keeps for the offline answering page, and under which key
// (issue 33 item 8). Only GETs the answering page needs: the public bootstrap and the apps' index
// (no user in them), the participant's own bootstrap, the consents the shell's gate asks for, and
// the questionnaire being answered. Answers for a session are kept only for a participant's token,
// under a key that names the owner (a hash of tenant and user): another user's request never
// matches them, and keeping one owner's answer drops every other owner's (a user change).

/**
 * GET paths the answering page reads at start (the bootstrap, the apps' index, the consents still
 * to answer, which the shell's gate asks before any page) and for the open questionnaire.
 */
const OFFLINE_GETS = [
  /^\/api\/bootstrap$/,
  /^\/api\/apps$/,
  /^\/api\/consents\/pending$/,
  /^\/api\/questionnaires\/[1-9][0-9]{0,15}$/,
];
/** Answers sent to an open questionnaire: its cached detail follows them. */
export const QNR_ANSWERS = /^\/api\/questionnaires\/([1-9][0-9]{0,15})\/answers$/;
/** Submit, reject, consents: the cached detail is read again after them. */
export const QNR_ACTIONS = /^\/api\/questionnaires\/([1-9][0-9]{0,15})\/(submit|reject|consents)$/;

export const isOfflineGet = (pathname: string) => OFFLINE_GETS.some((path) => path.test(pathname));

/** The owner of the answers a request gets: 'public' without a session, a participant's key, or null (not kept). */
export type Owner = { kind: 'public' } | { kind: 'user'; key: string } | null;

function base64UrlJson(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The owner named by an Authorization header. The token's signature is the server's to check (it
 * does on every call): a forged token gets nothing from the server, and the worker only keeps what
 * the server answered to this token. Staff and admins' answers are never kept.
 */
export async function ownerOf(authorization: string | null): Promise<Owner> {
  if (!authorization) return { kind: 'public' };
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = base64UrlJson(payload) as { role?: unknown; customer_id?: unknown; user_id?: unknown };
    if (claims.role !== 'participant') return null;
    if (typeof claims.customer_id !== 'number' || typeof claims.user_id !== 'number') return null;
    return { kind: 'user', key: await sha256Hex(`${claims.customer_id}:${claims.user_id}`) };
  } catch {
    return null;
  }
}

const OWNER_PARAM = 'portal-offline-owner';

/** The cache key of `url` for `owner` (never null: callers keep nothing for a null owner). */
export function keyFor(url: string, owner: Exclude<Owner, null>): string {
  const key = new URL(url);
  key.searchParams.set(OWNER_PARAM, owner.kind === 'public' ? 'public' : owner.key);
  return key.href;
}

/** Whether a cache key holds another user's answer than `owner`'s (public answers are nobody's). */
export function ownedByAnother(key: string, owner: { kind: 'user'; key: string }): boolean {
  const of = new URL(key).searchParams.get(OWNER_PARAM);
  return of !== null && of !== 'public' && of !== owner.key;
}
