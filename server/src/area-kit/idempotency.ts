// Issue 26 item 6: a create that costs something (a send, an SMS, an invitation, an upload) is done
// once per Idempotency-Key, as Stripe's and the IETF draft's keys work. The first request with a key
// claims it and stores its answer; a repeat gets that answer (`idempotent-replayed: true`), one
// still being handled gets 409, and the key with another body is refused (422). A failed request
// gives its key back, so the user may try again; a claim left by a server that died is taken over
// after two minutes. Rows go after a day (platform housekeeping).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@portal/rules';
import { z } from 'zod';
import type { TenantDb } from '../db/tenant-scope';
import { InputRefused } from '../http/input-refused';
import { areaErrors } from './area-errors';
import type { Caller } from './caller';

export const idempotencyError = areaErrors({
  idempotency_key_reused: [
    'This request key was already used for a different request',
    'Denne forespørselsnøkkelen er allerede brukt til en annen forespørsel',
  ],
  request_in_progress: [
    'The same request is still being handled; try again in a moment',
    'Den samme forespørselen behandles fortsatt; prøv igjen om litt',
  ],
});

const keySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'validation.idempotencyKeyInvalid');

/** How long a claim without an answer holds before another request may take it over. */
const ABANDONED_AFTER = '2 minutes';

interface Stored {
  fingerprint: string;
  status: number | null;
  response: unknown;
  abandoned: boolean;
}

function fingerprintOf(request: FastifyRequest): string {
  const body = Buffer.isBuffer(request.body)
    ? createHash('sha256').update(request.body).digest('hex')
    : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url} ${body}`).digest('hex');
}

/** The request's key: undefined without the header, refused as `invalid_input` when malformed. */
function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = keySchema.safeParse(raw);
  if (!parsed.success)
    throw new InputRefused(
      'headers',
      parsed.error.issues.map((issue) => ({ ...issue, path: [IDEMPOTENCY_KEY_HEADER] })),
    );
  return parsed.data;
}

/** Runs `handle` once per key of the caller; a repeat answers what the first answered. */
export async function idempotently(
  call: { db: TenantDb; caller: Caller; request: FastifyRequest; reply: FastifyReply },
  handle: () => Promise<unknown>,
): Promise<unknown> {
  const key = keyOf(call.request);
  if (key === undefined) return handle();
  const { db, caller, reply } = call;
  const id = [caller.customerId, caller.userId, key];
  const fingerprint = fingerprintOf(call.request);
  const claimed = await db.query(
    `INSERT INTO idempotent_requests (customer_id, user_id, key, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, user_id, key) DO NOTHING RETURNING key`,
    [...id, fingerprint],
  );
  if (claimed.rows.length === 0) {
    const replay = await storedAnswer(db, id, fingerprint);
    if (replay) {
      reply.header('idempotent-replayed', 'true');
      reply.code(replay.status);
      return replay.response;
    }
  }
  let answer: unknown;
  try {
    answer = await handle();
  } catch (error) {
    await db.query(
      `DELETE FROM idempotent_requests WHERE customer_id = $1 AND user_id = $2 AND key = $3 AND status IS NULL`,
      id,
    );
    throw error;
  }
  await db.query(
    `UPDATE idempotent_requests SET status = $4, response = $5 WHERE customer_id = $1 AND user_id = $2 AND key = $3`,
    [...id, reply.statusCode, JSON.stringify(answer ?? null)],
  );
  return answer;
}

/** The first answer to replay, null when this request takes over an abandoned claim; else a refusal. */
async function storedAnswer(
  db: TenantDb,
  id: unknown[],
  fingerprint: string,
): Promise<{ status: number; response: unknown } | null> {
  const { rows } = await db.query<Stored>(
    `SELECT fingerprint, status, response, created_at < now() - interval '${ABANDONED_AFTER}' AS abandoned
       FROM idempotent_requests WHERE customer_id = $1 AND user_id = $2 AND key = $3`,
    id,
  );
  const stored = rows[0];
  if (!stored) throw idempotencyError(409, 'request_in_progress'); // given back between the two reads
  if (stored.fingerprint !== fingerprint) throw idempotencyError(422, 'idempotency_key_reused');
  if (stored.status !== null) return { status: stored.status, response: stored.response };
  if (!stored.abandoned) throw idempotencyError(409, 'request_in_progress');
  const taken = await db.query(
    `UPDATE idempotent_requests SET created_at = now()
      WHERE customer_id = $1 AND user_id = $2 AND key = $3 AND status IS NULL
        AND created_at < now() - interval '${ABANDONED_AFTER}' RETURNING key`,
    id,
  );
  if (taken.rows.length === 0) throw idempotencyError(409, 'request_in_progress');
  return null;
}
