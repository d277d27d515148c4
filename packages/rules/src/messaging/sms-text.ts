// SMS length and parts (issue 31 item 5), the one rule for the template editor's preview and the
// server's check. A text is GSM-7 when every character is in the GSM 03.38 alphabet (æøåÆØÅ are;
// the extension characters ^{}\[~]|€ and form feed take two septets), otherwise UCS-2, counted in
// UTF-16 code units (an emoji is two). One part holds 160 septets or 70 units; a longer text is
// split into parts of 153 or 67 (the rest is the concatenation header).
import { z } from 'zod';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

/** The most parts a template's text may take once its merge fields are filled. */
export const SMS_MAX_PARTS = 6;

export interface SmsLength {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  length: number;
  parts: number;
  /** What one part holds for this text (160/153 or 70/67). */
  perPart: number;
}

export function smsLength(text: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (BASIC.has(char)) septets += 1;
    else if (EXTENSION.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perPart = septets <= 160 ? 160 : 153;
    return {
      encoding: 'GSM-7',
      length: septets,
      parts: septets === 0 ? 0 : Math.ceil(septets / perPart),
      perPart,
    };
  }
  const units = text.length;
  const perPart = units <= 70 ? 70 : 67;
  return { encoding: 'UCS-2', length: units, parts: Math.ceil(units / perPart), perPart };
}

/** The merge fields a template may use: the participant's first name, the link, the tenant's name. */
export const SMS_MERGE_FIELDS = ['first_name', 'link', 'tenant_name'] as const;
export type SmsMergeField = (typeof SMS_MERGE_FIELDS)[number];
export type SmsMergeValues = Record<SmsMergeField, string>;

const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names inside {{…}} that are not merge fields. */
export function unknownMergeFields(content: string): string[] {
  const known: ReadonlySet<string> = new Set(SMS_MERGE_FIELDS);
  return [...content.matchAll(FIELD)].map((m) => m[1] ?? '').filter((name) => !known.has(name));
}

/** The text with its merge fields filled. */
export function fillMergeFields(content: string, values: SmsMergeValues): string {
  return content.replace(FIELD, (whole, name: string) =>
    (SMS_MERGE_FIELDS as readonly string[]).includes(name) ? values[name as SmsMergeField] : whole,
  );
}

/**
 * The preview's values: a long first name and a link as long as the portal's, so a template that
 * fits here fits every participant.
 */
export function previewValues(tenantName: string): SmsMergeValues {
  return {
    first_name: 'Kristoffer',
    link: 'https://portal.example.no/q/7fK2pQ9xLm3vB8nR',
    tenant_name: tenantName,
  };
}

/** A template as written; its merge fields and length are checked by `smsTemplateProblem`. */
export const smsTemplateInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(1000),
  category: z.string().max(50).nullable(),
  active: z.boolean(),
  /** The questionnaire templates (templates.id) the SMS is sent with. */
  templateIds: z.array(z.number().int().positive()).max(50),
});
export type SmsTemplateInput = z.infer<typeof smsTemplateInputSchema>;

export type SmsTemplateProblem =
  { code: 'sms_unknown_merge_field'; field: string } | { code: 'sms_too_long'; parts: number; max: number };

/** What is wrong with a template's text (an unknown merge field, too many parts filled), or null. */
export function smsTemplateProblem(content: string, tenantName: string): SmsTemplateProblem | null {
  const unknown = unknownMergeFields(content);
  if (unknown.length > 0) return { code: 'sms_unknown_merge_field', field: unknown[0]!.slice(0, 40) };
  const { parts } = smsLength(fillMergeFields(content, previewValues(tenantName)));
  return parts > SMS_MAX_PARTS ? { code: 'sms_too_long', parts, max: SMS_MAX_PARTS } : null;
}
