// Issue 26 item 6 for the data API's qnrResponse: the send form passes its Idempotency-Key as the
// mutation's `idempotencyKey`, and the same key makes the questionnaires once, as the area kit does
// for REST routes (area-kit/idempotency.ts, the same table idempotent_requests). The claim, the
// questionnaires and the stored answer are one transaction: a failure gives the key back by itself,
// and a second request with the key waits on the first's claim (the primary key) and then answers
// what the first made. The key with other arguments is refused.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@portal/rules';
import type { Queryable } from '../../db/database';
import type { SessionValues } from '../../graphql/shared/session-values';
import { HasuraError } from '../../graphql/shared/graphql-error';

const KEY_PATH = '$.selectionSet.qnrResponse.args.idempotencyKey';

/** `work()` once per (tenant, user, key); without a key, every time. */
export async function once<T>(
  tx: Queryable,
  session: SessionValues,
  key: string | null,
  args: unknown,
  work: () => Promise<T>,
): Promise<T> {
  if (key === null) return work();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new HasuraError('validation-failed', 'idempotencyKey: 8-100 letters, digits, - or _', KEY_PATH);
  // Its own name space in the table: the REST dispatch that follows may carry the same key.
  const id = [session.customerId, session.userId, `qnrResponse:${key}`];
  const fingerprint = createHash('sha256').update(JSON.stringify(args)).digest('hex');
  const claimed = await tx.query(
    `INSERT INTO idempotent_requests (customer_id, user_id, key, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, user_id, key) DO NOTHING RETURNING key`,
    [...id, fingerprint],
  );
  if (claimed.rows.length === 0) {
    const { rows } = await tx.query<{ fingerprint: string; response: T | null }>(
      'SELECT fingerprint, response FROM idempotent_requests WHERE customer_id = $1 AND user_id = $2 AND key = $3',
      id,
    );
    const stored = rows[0];
    if (stored && stored.fingerprint !== fingerprint)
      throw new HasuraError(
        'validation-failed',
        'idempotency_key_reused: this request key was already used for a different request',
        KEY_PATH,
      );
    if (stored?.response) return stored.response;
  }
  const answer = await work();
  await tx.query(
    `UPDATE idempotent_requests SET status = 200, response = $4 WHERE customer_id = $1 AND user_id = $2 AND key = $3`,
    [...id, JSON.stringify(answer)],
  );
  return answer;
}
