import { decodeJwt } from 'jose';
import { HasuraError } from '../execute/graphql-error';

/** Idle sockets re-verify their token (revocation, password change) this often. */
export const SESSION_RECHECK_MS = 60_000;
/** setTimeout's longest delay; a later expiry is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Hasura's words when a WebSocket's JWT runs out. */
export const EXPIRED_MESSAGE = 'Could not verify JWT: JWTExpired';

/** When the Bearer token of `authorization` stops being valid: (iat + vt minutes) in ms; null = never (vt 0). */
export function sessionExpiresAt(authorization: string | undefined): number | null {
  const token = /^Bearer\s+(\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    const { iat, vt } = decodeJwt(token) as { iat?: unknown; vt?: unknown };
    if (typeof iat !== 'number' || typeof vt !== 'number' || vt <= 0) return null;
    return (iat + vt * 60) * 1000;
  } catch {
    return null;
  }
}

export interface SessionWatchOptions {
  expiresAt: number | null;
  /** Verifies the token again (signature, expiry, revocation); throws when it no longer holds. */
  verify: () => Promise<void>;
  /** Ends the connection (4403 on graphql-transport-ws) with a reason. */
  close: (reason: string) => void;
}

/**
 * Keeps a long-lived WebSocket honest about its session: closes it when the token expires (a timer,
 * and a check before every push) or is revoked (re-verified before pushes, at most once a
 * SESSION_CACHE_MS thanks to the session cache, and every SESSION_RECHECK_MS when idle).
 */
export class SessionWatch {
  private closed = false;
  private expiryTimer?: NodeJS.Timeout;
  private readonly recheck: NodeJS.Timeout;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly options: SessionWatchOptions) {
    this.armExpiry();
    this.recheck = setInterval(() => void this.valid(), SESSION_RECHECK_MS);
    this.recheck.unref();
  }

  private armExpiry() {
    const { expiresAt } = this.options;
    if (expiresAt === null || this.closed) return;
    const wait = expiresAt - Date.now();
    if (wait <= 0) return this.end(EXPIRED_MESSAGE);
    this.expiryTimer = setTimeout(() => this.armExpiry(), Math.min(wait, MAX_TIMER_MS));
    this.expiryTimer.unref();
  }

  get expired(): boolean {
    return this.options.expiresAt !== null && Date.now() >= this.options.expiresAt;
  }

  /** Whether the session still holds; closes the connection when it does not. */
  async valid(): Promise<boolean> {
    if (this.closed) return false;
    if (this.expired) {
      this.end(EXPIRED_MESSAGE);
      return false;
    }
    try {
      await this.options.verify();
      return true;
    } catch (error) {
      this.end(error instanceof HasuraError ? error.message : 'Could not verify JWT');
      return false;
    }
  }

  /** Runs `deliver` after the session is re-checked, in the order pushes arrived. */
  gate(deliver: () => void): void {
    this.pending = this.pending.then(async () => {
      if (await this.valid()) deliver();
    });
  }

  private end(reason: string) {
    if (this.closed) return;
    this.stop();
    this.options.close(reason);
  }

  stop(): void {
    this.closed = true;
    clearTimeout(this.expiryTimer);
    clearInterval(this.recheck);
  }
}
