import type { Queryable } from '../db/database';
import type { Clock } from '../clock/clock';
import type { CodeHasher, CodePurpose } from './code-hasher';

export { type CodePurpose } from './code-hasher';

// §4 SMS code step, §5: codes are single use, bound to their login attempt or reset link, and die
// after a few wrong tries or at their expiry.
export const MAX_WRONG_TRIES = 5;

export interface StoredCode {
  id: number;
  customer_id: number;
  user_id: number | null;
  purpose: CodePurpose;
  code_hash: string;
  binding: string | null;
  region: number | null;
  failed_tries: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface IssueCodeInput {
  customerId: number;
  userId: number | null;
  purpose: CodePurpose;
  code: string;
  binding: string | null;
  ttlMs: number;
  region?: number | null;
  address?: string | null;
}

export type CodeCheck =
  | { outcome: 'ok'; code: StoredCode }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'expired' }
  | { outcome: 'none' };

const COLUMNS = 'id, customer_id, user_id, purpose, code_hash, binding, region, failed_tries, expires_at, used_at, created_at';

export class OneTimeCodes {
  constructor(
    private readonly db: Queryable,
    private readonly hasher: CodeHasher,
    private readonly clock: Clock,
  ) {}

  /** Stores a new code; an earlier unused code of the same binding is superseded. */
  async issue(input: IssueCodeInput): Promise<{ expiresAt: Date }> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + input.ttlMs);
    if (input.binding !== null) {
      await this.db.query(
        `UPDATE one_time_codes SET used_at = $4, updated_at = now()
          WHERE customer_id = $1 AND purpose = $2 AND binding = $3 AND used_at IS NULL`,
        [input.customerId, input.purpose, input.binding, now],
      );
    }
    await this.db.query(
      `INSERT INTO one_time_codes (customer_id, user_id, purpose, code_hash, binding, region, expires_at, ip_address, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        input.customerId,
        input.userId,
        input.purpose,
        this.hasher.hash(input.purpose, input.code),
        input.binding,
        input.region ?? null,
        expiresAt,
        input.address ?? null,
        now,
      ],
    );
    return { expiresAt };
  }

  /** The newest unused code of a binding (it may have expired). */
  async current(customerId: number, purpose: CodePurpose, binding: string): Promise<StoredCode | undefined> {
    const { rows } = await this.db.query<StoredCode>(
      `SELECT ${COLUMNS} FROM one_time_codes
        WHERE customer_id = $1 AND purpose = $2 AND binding = $3 AND used_at IS NULL
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [customerId, purpose, binding],
    );
    return rows[0];
  }

  /**
   * Checks the typed code for a binding. Each check first takes one of the code's five tries in one
   * atomic UPDATE, so parallel guesses cannot share a try; a wrong fifth try kills the code. The
   * right code is spent at once (atomically, so two parallel checks cannot both pass).
   */
  async check(customerId: number, purpose: CodePurpose, binding: string, typed: string): Promise<CodeCheck> {
    const stored = await this.current(customerId, purpose, binding);
    if (!stored) return { outcome: 'none' };
    if (stored.expires_at <= this.clock.now()) return { outcome: 'expired' };
    const { rows } = await this.db.query<{ failed_tries: number }>(
      `UPDATE one_time_codes SET failed_tries = failed_tries + 1, updated_at = now()
        WHERE id = $1 AND used_at IS NULL AND failed_tries < $2 RETURNING failed_tries`,
      [stored.id, MAX_WRONG_TRIES],
    );
    const tries = rows[0]?.failed_tries;
    if (tries === undefined) return { outcome: 'none' };
    if (!this.hasher.matches(purpose, typed, stored.code_hash)) {
      if (tries >= MAX_WRONG_TRIES) await this.spend(stored.id);
      return { outcome: 'wrong', triesLeft: MAX_WRONG_TRIES - tries };
    }
    return (await this.spend(stored.id)) ? { outcome: 'ok', code: stored } : { outcome: 'none' };
  }

  /** A live code found by its value (links and connector tokens, which carry no binding cookie). */
  async findLive(customerId: number, purposes: CodePurpose[], code: string): Promise<StoredCode | undefined> {
    const hashes = purposes.map((purpose) => this.hasher.hash(purpose, code));
    const { rows } = await this.db.query<StoredCode>(
      `SELECT ${COLUMNS} FROM one_time_codes
        WHERE customer_id = $1 AND code_hash = ANY($2::text[]) AND used_at IS NULL AND expires_at > $3`,
      [customerId, hashes, this.clock.now()],
    );
    return rows.find((row) => purposes.includes(row.purpose));
  }

  /**
   * Takes back the unused code of a binding whose message could not be sent (issue 18.5): it was
   * never delivered, so it neither blocks the next attempt (resend wait) nor counts as sent.
   */
  async withdraw(customerId: number, purpose: CodePurpose, binding: string): Promise<void> {
    await this.db.query('DELETE FROM one_time_codes WHERE customer_id = $1 AND purpose = $2 AND binding = $3 AND used_at IS NULL', [
      customerId,
      purpose,
      binding,
    ]);
  }

  /** Marks a code used; false when it was used already. */
  async spend(id: number): Promise<boolean> {
    const { affectedRows } = await this.db.query(
      'UPDATE one_time_codes SET used_at = $2, updated_at = now() WHERE id = $1 AND used_at IS NULL',
      [id, this.clock.now()],
    );
    return affectedRows === 1;
  }

  /** Codes of these purposes sent to a user since a moment (send limits). */
  async countForUserSince(customerId: number, userId: number, purposes: CodePurpose[], since: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM one_time_codes
        WHERE customer_id = $1 AND user_id = $2 AND purpose = ANY($3::text[]) AND created_at > $4`,
      [customerId, userId, purposes, since],
    );
    return rows[0]?.n ?? 0;
  }

  /** Codes of these purposes requested from an address since a moment (send limits). */
  async countForAddressSince(address: string, purposes: CodePurpose[], since: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM one_time_codes
        WHERE ip_address = $1 AND purpose = ANY($2::text[]) AND created_at > $3`,
      [address, purposes, since],
    );
    return rows[0]?.n ?? 0;
  }
}
