import { decodeJwt } from 'jose';
import type { SchedulingClock } from '../../clock/clock';
import { HasuraError } from '../shared/graphql-error';

/** Idle sockets re-verify their token (revocation, password change) this often. */
export const SESSION_RECHECK_MS = 60_000;
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
  /** The server's clock: the expiry and the idle re-check run by it (tests move it). */
  clock: SchedulingClock;
}

/**
 * Keeps a long-lived WebSocket honest about its session: closes it when the token expires (a timer,
 * and a check before every push) or is revoked (re-verified before pushes, at most once a
 * SESSION_CACHE_MS thanks to the session cache, and every SESSION_RECHECK_MS when idle).
 */
export class SessionWatch {
  private closed = false;
  private cancelExpiry?: () => void;
  private cancelRecheck?: () => void;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly options: SessionWatchOptions) {
    this.armExpiry();
    this.armRecheck();
  }

  private armExpiry() {
    const { expiresAt, clock } = this.options;
    if (expiresAt === null || this.closed) return;
    const wait = expiresAt - clock.now().getTime();
    if (wait <= 0) return this.end(EXPIRED_MESSAGE);
    this.cancelExpiry = this.options.clock.schedule(wait, () => this.armExpiry());
  }

  private armRecheck() {
    if (this.closed) return;
    this.cancelRecheck = this.options.clock.schedule(SESSION_RECHECK_MS, () => {
      void this.valid();
      this.armRecheck();
    });
  }

  get expired(): boolean {
    const { expiresAt, clock } = this.options;
    return expiresAt !== null && clock.now().getTime() >= expiresAt;
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
    this.cancelExpiry?.();
    this.cancelRecheck?.();
  }
}
