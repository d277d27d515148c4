import type { Database, Queryable } from '../db/database';
import type { Clock } from '../clock/clock';
import {
  ACCOUNT_POLICY,
  ACCOUNT_WIDE_POLICY,
  ADDRESS_POLICY,
  EMPTY_THROTTLE,
  afterFailure,
  afterSuccess,
  lockedUntil,
  type ThrottlePolicy,
  type ThrottleState,
} from './throttle-policy';

interface ThrottleRow {
  failures: number;
  last_failure_at: Date | null;
  locked_until: Date | null;
  hour_started_at: Date | null;
  hour_failures: number;
}

/** Who is being throttled: an account of a tenant (known or not) and the caller's address. */
export interface ThrottleSubject {
  customerId: number;
  username: string;
  address: string;
}

interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
  /** Whose failures the key counts: the account at this address, the account anywhere, the address. */
  scope: 'account-at-address' | 'account' | 'address';
}

function keysOf({ customerId, username, address }: ThrottleSubject): ThrottleKey[] {
  const account = `${customerId}:${username.trim().toLowerCase()}`;
  return [
    { key: `account-at:${account}:${address}`, policy: ACCOUNT_POLICY, scope: 'account-at-address' },
    { key: `account:${account}`, policy: ACCOUNT_WIDE_POLICY, scope: 'account' },
    { key: `address:${address}`, policy: ADDRESS_POLICY, scope: 'address' },
  ];
}

export interface LockCheckOptions {
  /**
   * The request comes from a browser this account has signed in from before (its trusted-device
   * cookie): others' failures on the account as a whole do not hold it (OWASP's device cookies).
   */
  trustedDevice?: boolean;
}

const toState = (row: ThrottleRow | undefined): ThrottleState =>
  row
    ? {
        failures: row.failures,
        lastFailureAt: row.last_failure_at,
        lockedUntil: row.locked_until,
        hourStartedAt: row.hour_started_at,
        hourFailures: row.hour_failures,
      }
    : EMPTY_THROTTLE;

async function readForUpdate(tx: Queryable, key: string): Promise<ThrottleState> {
  await tx.query('INSERT INTO auth_throttle (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key]);
  const { rows } = await tx.query<ThrottleRow>(
    'SELECT failures, last_failure_at, locked_until, hour_started_at, hour_failures FROM auth_throttle WHERE key = $1 FOR UPDATE',
    [key],
  );
  return toState(rows[0]);
}

async function write(tx: Queryable, key: string, state: ThrottleState) {
  await tx.query(
    `UPDATE auth_throttle SET failures = $2, last_failure_at = $3, locked_until = $4, hour_started_at = $5,
            hour_failures = $6, updated_at = now() WHERE key = $1`,
    [key, state.failures, state.lastFailureAt, state.lockedUntil, state.hourStartedAt, state.hourFailures],
  );
}

/**
 * Keycloak-like brute-force detection for passwords and codes (ARCHITECTURE.md §5), counted per
 * account at an address first, then per account as a whole at a high ceiling, and per address
 * (issue 17.9). Unknown usernames are throttled like known ones, so a lock says nothing about
 * whether an account exists.
 */
export class BruteForceGuard {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The moment the subject may try again, or null when it may try now. */
  async lockedUntil(subject: ThrottleSubject, { trustedDevice = false }: LockCheckOptions = {}): Promise<Date | null> {
    const keys = keysOf(subject)
      .filter((k) => !(trustedDevice && k.scope === 'account'))
      .map((k) => k.key);
    const { rows } = await this.db.query<ThrottleRow & { key: string }>(
      `SELECT key, failures, last_failure_at, locked_until, hour_started_at, hour_failures
         FROM auth_throttle WHERE key = ANY($1::text[])`,
      [keys],
    );
    const now = this.clock.now();
    const locks = rows.map((row) => lockedUntil(toState(row), now)).filter((d): d is Date => d !== null);
    return locks.length === 0 ? null : new Date(Math.max(...locks.map((d) => d.getTime())));
  }

  /**
   * Counts a failure for the account (at the address and as a whole) and the address. Wrong codes
   * count for the address only: a code has its own limit (five tries, then it dies), and the
   * account wait would cut that short.
   */
  async recordFailure(subject: ThrottleSubject, { account = true }: { account?: boolean } = {}): Promise<void> {
    const now = this.clock.now();
    const keys = keysOf(subject).filter((k) => account || k.scope === 'address');
    await this.db.transaction(async (tx) => {
      for (const { key, policy } of keys) {
        await write(tx, key, afterFailure(await readForUpdate(tx, key), now, policy));
      }
    });
  }

  /** A success ends the account's runs of failures (the address keeps its count). */
  async recordSuccess(subject: ThrottleSubject): Promise<void> {
    const accountKeys = keysOf(subject).filter((k) => k.scope !== 'address');
    await this.db.transaction(async (tx) => {
      for (const { key } of accountKeys) await write(tx, key, afterSuccess(await readForUpdate(tx, key)));
    });
  }
}
