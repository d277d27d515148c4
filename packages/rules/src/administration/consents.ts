// Issue 32 items 1 and 2: consent templates with versions and the records of who answered what.
// The editor's input rule (checked by the form and by the server's contract alike) and the one rule
// of whether a user's answer still stands for a template's current version.
import { z } from 'zod';

/** The privacy and consents page's groups (§2.7 tabs): the privacy policy and the two consent lists. */
export const CONSENT_GROUPS = ['PRIVACY_POLICY', 'LOGIN_CONSENTS', 'QUESTIONNAIRE_CONSENTS'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

/** The feature flag that opens each group's editor (§6). */
export const CONSENT_GROUP_FEATURE = {
  PRIVACY_POLICY: 'shell_PrivacyPolicyEdit',
  LOGIN_CONSENTS: 'consents_editor',
  QUESTIONNAIRE_CONSENTS: 'consents_editor',
} as const satisfies Record<ConsentGroup, string>;

/** The groups a user answers right after signing in (§2.2): the privacy policy and the login consents. */
export const SIGN_IN_GROUPS: readonly ConsentGroup[] = ['PRIVACY_POLICY', 'LOGIN_CONSENTS'];

export const CONSENT_TYPES = ['CONSENT', 'QUESTIONNAIRE'] as const;
export const CONSENT_ACTIONS = ['ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export const CONSENT_LIMITS = {
  title: 200,
  description: 5000,
  body: 200_000,
  reason: 1000,
  validDays: 3650,
} as const;

const isoDate = z.iso.date();

export const consentTemplateInputSchema = z.object({
  title: z.string().trim().min(1).max(CONSENT_LIMITS.title),
  description: z.string().trim().max(CONSENT_LIMITS.description).default(''),
  type: z.enum(CONSENT_TYPES).default('CONSENT'),
  group: z.enum(CONSENT_GROUPS),
  region: z.number().int().min(0).max(9999).nullable().default(null),
  renew: z.boolean().default(false),
  validDays: z.number().int().min(1).max(CONSENT_LIMITS.validDays).nullable().default(null),
  validTo: isoDate.nullable().default(null),
  /** The privacy policy's rich text per language (HTML; the server sanitises it). */
  bodyEn: z.string().max(CONSENT_LIMITS.body).default(''),
  bodyNo: z.string().max(CONSENT_LIMITS.body).default(''),
});
export type ConsentTemplateInput = z.output<typeof consentTemplateInputSchema>;
export type ConsentTemplateInputIn = z.input<typeof consentTemplateInputSchema>;

export const consentAnswerSchema = z.object({
  versionId: z.number().int().positive(),
  accepted: z.boolean(),
  reason: z.string().trim().max(CONSENT_LIMITS.reason).default(''),
});

/** The version a user is asked about, as far as the rule below needs it. */
export interface VersionTerms {
  id: number;
  templateId: number;
  version: number;
  group: string;
  renew: boolean;
  validDays: number | null;
  /** ISO time */
  validTo: string | null;
}

/** A user's latest answer to a template. */
export interface LatestAnswer {
  action: ConsentAction;
  version: number;
  /** ISO time */
  at: string;
}

const DAY_MS = 86_400_000;

/**
 * Whether `answer` still stands for the template's current version `current` at `now`: an
 * acceptance stands until it is withdrawn, until it is older than the valid days, past the valid
 * date, or a newer version is published of a template that asks for renewal (the privacy policy
 * always does: a new policy is accepted anew).
 */
export function acceptanceStands(current: VersionTerms, answer: LatestAnswer | null, now: Date): boolean {
  if (!answer || answer.action !== 'ACCEPTED') return false;
  if (current.validTo && Date.parse(current.validTo) <= now.getTime()) return false;
  if (current.validDays !== null && Date.parse(answer.at) + current.validDays * DAY_MS <= now.getTime())
    return false;
  const renews = current.renew || current.group === 'PRIVACY_POLICY';
  return !(renews && answer.version < current.version);
}
