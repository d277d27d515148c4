// Issue 24.12: uploads have a per-user rate and a per-tenant storage quota, both checked before a
// byte of the body is stored, with the refusal in both languages (the apps show the server's text).
// - Rate: UPLOAD_RATE_PER_MINUTE uploads a user may start per minute, counted in the database
//   (rate_limit_windows, shared-rate-limit.ts) so every instance counts the same; one budget for
//   every upload route (files, chat attachments).
// - Quota: STORAGE_QUOTA_MB per tenant; the bytes in use are summed from the stored files' rows
//   (documents, chat_attachments). The declared size is checked first; the stored size once more
//   before the row is written (a body without Content-Length, two uploads at once), and a file
//   past the quota is removed again.
import type { FastifyReply } from 'fastify';
import { interpolate } from '@portal/rules';
import { hitWindow } from '../../auth/shared-rate-limit';
import type { Clock } from '../../clock/clock';
import type { Config } from '../../config/config';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

const MB = 1024 * 1024;

const TEXTS = {
  upload_rate_limited: {
    en: 'You are uploading too fast: at most {{limit}} files a minute. Try again in {{seconds}} seconds.',
    no: 'Du laster opp for raskt: høyst {{limit}} filer i minuttet. Prøv igjen om {{seconds}} sekunder.',
  },
  storage_quota_exceeded: {
    en: 'The portal’s storage is full ({{quota}} MB). Delete files you no longer need, or ask an administrator for more space.',
    no: 'Lagringsplassen til portalen er full ({{quota}} MB). Slett filer du ikke trenger, eller be en administrator om mer plass.',
  },
} as const;

function refusal(
  status: number,
  code: keyof typeof TEXTS,
  params: Record<string, string>,
  extra: Record<string, unknown>,
) {
  const en = interpolate(TEXTS[code].en, params);
  return new ApiError(status, code, en, {
    messages: { en, no: interpolate(TEXTS[code].no, params) },
    ...extra,
  });
}

export interface UploadLimits {
  perMinute: number;
  quotaBytes: number;
  quotaMb: number;
}

export const uploadLimitsOf = (
  config: Pick<Config, 'UPLOAD_RATE_PER_MINUTE' | 'STORAGE_QUOTA_MB'>,
): UploadLimits => ({
  perMinute: config.UPLOAD_RATE_PER_MINUTE,
  quotaBytes: Math.round(config.STORAGE_QUOTA_MB * MB),
  quotaMb: config.STORAGE_QUOTA_MB,
});

/** The bytes a tenant's stored files take. */
export async function storageInUse(db: Queryable, customerId: number): Promise<number> {
  const { rows } = await db.query<{ used: string | number | null }>(
    `SELECT (SELECT coalesce(sum(size_bytes), 0) FROM documents WHERE customer_id = $1)
          + (SELECT coalesce(sum(size_bytes), 0) FROM chat_attachments WHERE customer_id = $1) AS used`,
    [customerId],
  );
  return Number(rows[0]?.used ?? 0);
}

/** Refuses when `adding` more bytes would take the tenant past its quota. */
export async function requireStorageRoom(
  db: Queryable,
  limits: UploadLimits,
  customerId: number,
  adding: number,
) {
  const used = await storageInUse(db, customerId);
  if (used + adding > limits.quotaBytes)
    throw refusal(
      413,
      'storage_quota_exceeded',
      { quota: String(limits.quotaMb) },
      { quotaBytes: limits.quotaBytes, usedBytes: used },
    );
}

/**
 * Before the body is read: counts the upload against the user's rate, and checks that the
 * declared size (0 when unknown) still fits the tenant's quota. The refusal closes the connection,
 * so the body is never read.
 */
export async function admitUpload(
  db: Queryable,
  clock: Clock,
  limits: UploadLimits,
  reply: FastifyReply,
  who: { customerId: number; userId: number; declaredBytes: number },
) {
  const hits = await hitWindow(db, clock, `upload ${who.customerId}:${who.userId}`, 60_000);
  if (hits.current > limits.perMinute) {
    const seconds = Math.max(1, Math.ceil(hits.ttl / 1000));
    reply.header('retry-after', String(seconds)).header('connection', 'close');
    throw refusal(
      429,
      'upload_rate_limited',
      { limit: String(limits.perMinute), seconds: String(seconds) },
      { retryAfterMs: hits.ttl },
    );
  }
  try {
    await requireStorageRoom(
      db,
      limits,
      who.customerId,
      Number.isFinite(who.declaredBytes) ? who.declaredBytes : 0,
    );
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}
