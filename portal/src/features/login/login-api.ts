// The sign-in calls of the authentication service (§7, ARCHITECTURE.md §5), all GET under /api/auth.
import { isNbidProvider } from '@portal/rules';
import type { DeviceKind, NbidProvider } from '@portal/rules';
import { basicAuthorization } from '../../shared/api/basic-auth';
import { getJson, query } from '../../shared/api/http-client';

/** §3 Login response, or a completed login (`token`) for a remembered trusted device. */
export interface LoginAnswer {
  message?: string;
  reload?: boolean;
  nbid_provider?: NbidProvider;
  nbid_nonprod?: boolean;
  state?: string;
  token?: string;
  /** Where the browser goes next: the identity provider, or a related customer's login page. */
  redirect_url?: string;
  /** The user's display name (for the SMS code step). */
  user_name?: string;
}

export interface SmsRegion {
  district: string;
  region: string;
}

/** §3 SMS login response. */
export interface SmsCodeAnswer {
  warning?: string;
  regions: SmsRegion[];
  /** Epoch ms. */
  sms_valid_till: number;
}

export interface RelatedCustomer {
  id: string;
  name: string;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function readLoginAnswer(raw: unknown): LoginAnswer {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const answer: LoginAnswer = {};
  if (str(record.message)) answer.message = str(record.message);
  if (record.reload === true) answer.reload = true;
  if (isNbidProvider(record.nbid_provider)) answer.nbid_provider = record.nbid_provider;
  if (record.nbid_nonprod === true) answer.nbid_nonprod = true;
  if (str(record.state)) answer.state = str(record.state);
  if (str(record.token)) answer.token = str(record.token);
  const redirect = str(record.nbid_redirect_url) ?? str(record.redirect_url);
  if (redirect) answer.redirect_url = redirect;
  if (str(record.user_name)) answer.user_name = str(record.user_name);
  return answer;
}

/** §7: the existing query of the login page travels with the sign-in (minus what the portal owns). */
function existingQuery(search: string): Record<string, string> {
  const params = Object.fromEntries(new URLSearchParams(search));
  delete params.redirect;
  delete params.lang;
  delete params.context;
  delete params.device;
  return params;
}

/**
 * The password step. Without credentials, the page's `handover` (a related customer's sign-in,
 * ARCHITECTURE.md §5) stands for the password.
 */
export async function signInWithPassword(input: {
  credentials: { username: string; password: string } | null;
  device: DeviceKind;
  search: string;
}): Promise<LoginAnswer> {
  const q = query({ ...existingQuery(input.search), context: 'device_authorization', device: input.device });
  const headers: Record<string, string> = input.credentials
    ? { authorization: basicAuthorization(input.credentials.username, input.credentials.password) }
    : {};
  return readLoginAnswer(await getJson<unknown>(`/api/auth/signin?${q}`, { headers }));
}

export async function requestSmsCode(region?: string): Promise<SmsCodeAnswer> {
  const raw = await getJson<Record<string, unknown>>(
    `/api/auth/signin?${query({ context: 'device_authorization.sms-code', region: region || undefined })}`,
  );
  const regions = Array.isArray(raw.regions)
    ? raw.regions.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const { district, region: number } = entry as Record<string, unknown>;
        return number === undefined ? [] : [{ district: String(district ?? number), region: String(number) }];
      })
    : [];
  const answer: SmsCodeAnswer = {
    regions,
    sms_valid_till: typeof raw.sms_valid_till === 'number' ? raw.sms_valid_till : 0,
  };
  if (str(raw.warning)) answer.warning = str(raw.warning);
  return answer;
}

export async function checkSmsCode(code: string): Promise<string> {
  const raw = await getJson<unknown>(
    `/api/auth/check?${query({ context: 'device_authorization.sms-code', code })}`,
  );
  const token = readLoginAnswer(raw).token;
  if (!token) throw new Error('the code check answered no token');
  return token;
}

export async function fetchRelatedCustomers(username: string): Promise<RelatedCustomer[]> {
  const raw = await getJson<unknown>('/api/auth/check?context=portal.related_tenants', {
    headers: { authorization: basicAuthorization(username) },
  });
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name } = entry as Record<string, unknown>;
    return id === undefined || typeof name !== 'string' ? [] : [{ id: String(id), name }];
  });
}

export async function signInToRelatedCustomer(input: {
  username: string;
  password: string;
  customerId: string;
}): Promise<LoginAnswer> {
  const raw = await getJson<unknown>('/api/auth/signin?context=portal', {
    headers: {
      authorization: basicAuthorization(input.username, input.password),
      'customer-id': input.customerId,
    },
  });
  return readLoginAnswer(raw);
}

export async function sendResetPasswordEmail(usernameOrEmail: string): Promise<void> {
  await getJson<unknown>('/api/auth/send-reset-password-email', {
    headers: { authorization: basicAuthorization(usernameOrEmail) },
  });
}

/** The return leg of the national-ID login: the identity provider's answer, passed through. */
export async function completeNationalIdLogin(search: string): Promise<LoginAnswer> {
  const params = Object.fromEntries(new URLSearchParams(search));
  const raw = await getJson<unknown>(
    `/api/auth/signin?${query({ ...params, context: 'device_authorization.nbid' })}`,
  );
  return readLoginAnswer(raw);
}
