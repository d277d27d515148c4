// Route schemas of the auth calls (STYLE.md: validation and the error answer come from one place).
// Every value is bounded; unknown extra parameters (the shell passes "the existing query") are
// allowed and ignored.
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const SIGNIN_CONTEXTS = [
  'device_authorization',
  'device_authorization.sms-code',
  'device_authorization.nbid',
  'connector.ott',
  'portal',
] as const;
export type SigninContext = (typeof SIGNIN_CONTEXTS)[number];

export interface SigninQuery {
  context: SigninContext;
  device?: 'trusted' | 'untrusted';
  region?: string;
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  error_description?: string;
  nbid_env?: 'nonprod' | 'prod';
  brukerBrukerNavn?: string;
  journal_user_id?: string;
  handover?: string;
}

export const signinQuerySchema = {
  type: 'object',
  required: ['context'],
  properties: {
    context: { type: 'string', enum: SIGNIN_CONTEXTS },
    device: { type: 'string', enum: ['trusted', 'untrusted'] },
    region: { type: 'string', pattern: '^[0-9]{1,6}$' },
    code: text(512),
    state: text(512),
    iss: text(512),
    error: text(256),
    error_description: text(1024),
    nbid_env: { type: 'string', enum: ['nonprod', 'prod'] },
    brukerBrukerNavn: text(100),
    journal_user_id: text(100),
    handover: text(100),
  },
} as const;

export const CHECK_CONTEXTS = ['portal.related_tenants', 'device_authorization.sms-code'] as const;

export interface CheckQuery {
  context: (typeof CHECK_CONTEXTS)[number];
  code?: string;
}

export const checkQuerySchema = {
  type: 'object',
  required: ['context'],
  properties: { context: { type: 'string', enum: CHECK_CONTEXTS }, code: text(64) },
} as const;

export interface ResetQuery {
  code?: string;
}

export const resetQuerySchema = { type: 'object', properties: { code: text(128) } } as const;

const userId = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;

export interface UserIdQuery {
  context?: string;
  user_id: string;
}

export const accessCheckQuerySchema = {
  type: 'object',
  required: ['context', 'user_id'],
  properties: { context: { type: 'string', enum: ['user_access_control'] }, user_id: userId },
} as const;

export const dispatchInvitationQuerySchema = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: userId },
} as const;

export const refreshQuerySchema = {
  type: 'object',
  required: ['context'],
  properties: { context: { type: 'string', enum: ['session'] } },
} as const;

export interface SignoutQuery {
  unset?: 'device_authorization_token';
}

export const signoutQuerySchema = {
  type: 'object',
  properties: { unset: { type: 'string', enum: ['device_authorization_token'] } },
} as const;
