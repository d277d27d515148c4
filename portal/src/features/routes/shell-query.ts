// §2.3 The query parameters of the signed-in shell, read defensively: a bad value becomes the
// default, an unknown parameter is ignored.
import { DEFAULT_USER_CONTEXT, isLanguage, isUserContext } from '@portal/rules';
import type { Language, UserContext } from '@portal/rules';
import { isQnrModulePath } from './route-paths';

export const SHELL_QUERY_KEYS = [
  'lang',
  'is_collapsed',
  'qnr_context',
  'action',
  'activity_id',
  'user_context',
  'selected_patient_id',
  'hide',
  'redirect',
] as const;
export type ShellQueryKey = (typeof SHELL_QUERY_KEYS)[number];

export interface ShellQuery {
  lang: Language | null;
  /** null: the address says nothing, the stored choice applies. */
  isCollapsed: boolean | null;
  qnrContext: string | null;
  action: string | null;
  activityId: number | null;
  userContext: UserContext;
  selectedPatientId: number | null;
  hide: string | null;
  redirect: string | null;
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function flag(value: string | null): boolean | null {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function parseShellQuery(params: URLSearchParams): ShellQuery {
  const userContext = params.get('user_context');
  const lang = params.get('lang');
  return {
    lang: isLanguage(lang) ? lang : null,
    isCollapsed: flag(params.get('is_collapsed')),
    qnrContext: text(params.get('qnr_context')),
    action: text(params.get('action')),
    activityId: positiveInteger(params.get('activity_id')),
    userContext: isUserContext(userContext) ? userContext : DEFAULT_USER_CONTEXT,
    selectedPatientId: positiveInteger(params.get('selected_patient_id')),
    hide: text(params.get('hide')),
    redirect: text(params.get('redirect')),
  };
}

/** Parameters that travel with every navigation inside the shell. */
const STICKY_KEYS: readonly ShellQueryKey[] = ['lang', 'is_collapsed', 'user_context', 'selected_patient_id'];

/**
 * The address of a shell link: the sticky parameters of the current address, `qnr_context` only when
 * the target is inside the questionnaire module (§2.3), then the link's own parameters.
 */
export function shellHref(
  path: string,
  current: URLSearchParams,
  own: Readonly<Record<string, string | number | null | undefined>> = {},
): string {
  const next = new URLSearchParams();
  for (const key of STICKY_KEYS) {
    const value = current.get(key);
    if (value !== null) next.set(key, value);
  }
  const qnrContext = current.get('qnr_context');
  if (qnrContext !== null && isQnrModulePath(path)) next.set('qnr_context', qnrContext);
  for (const [key, value] of Object.entries(own)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  if (next.get('user_context') !== 'RECIPIENT') next.delete('selected_patient_id');
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Drops what is not valid here: a user_context that is neither ME nor RECIPIENT, a non-numeric
 * selected_patient_id, qnr_context outside the questionnaire module. Null when nothing changes.
 */
export function normalizedSearch(pathname: string, params: URLSearchParams): URLSearchParams | null {
  const next = new URLSearchParams(params);
  const userContext = params.get('user_context');
  if (userContext !== null && !isUserContext(userContext)) next.delete('user_context');
  const patient = params.get('selected_patient_id');
  if (patient !== null && (positiveInteger(patient) === null || next.get('user_context') !== 'RECIPIENT'))
    next.delete('selected_patient_id');
  if (params.has('qnr_context') && !isQnrModulePath(pathname)) next.delete('qnr_context');
  return next.toString() === params.toString() ? null : next;
}
