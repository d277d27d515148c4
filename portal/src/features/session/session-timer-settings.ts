// §4, §5, §9: the idle timer settings of a token. vt 0 means no timeout; a token without iat or vt
// is logged as an error and gets the default 20 minutes; settings the idle timer cannot honour
// (§5 limits) are refused the same way.
import { idleTimerSettingsFor, SESSION_IDLE_PROMPT_FRACTION, validateIdleTimerSettings } from '@portal/rules';
import type { IdleTimerSettings } from '@portal/rules';
import type { TokenClaims } from '../../shared/session/token-claims';

export type SessionTimerPlan = { kind: 'unlimited' } | { kind: 'timed'; settings: IdleTimerSettings };

export function sessionTimerPlan(
  claims: TokenClaims | null,
  log: (message: string) => void = console.error,
): SessionTimerPlan {
  if (claims?.iat === undefined || claims.vt === undefined) {
    log('Session token without iat or vt: using the default idle timeout');
    const fallback = idleTimerSettingsFor(null);
    return fallback ? { kind: 'timed', settings: fallback } : { kind: 'unlimited' };
  }
  const settings = idleTimerSettingsFor({ vt: claims.vt });
  if (settings === null) return { kind: 'unlimited' };
  const checked = validateIdleTimerSettings(settings);
  if (checked.ok) return { kind: 'timed', settings: checked.settings };
  log(`Idle timer settings refused (${checked.error}): using the default idle timeout`);
  const fallback = idleTimerSettingsFor(null);
  return fallback ? { kind: 'timed', settings: fallback } : { kind: 'unlimited' };
}

/**
 * Whether activity should renew the token (docs/decisions.md): once more than the prompt fraction
 * of its validity has passed, so a user who keeps working never meets a token that ran out.
 */
export function shouldRenewOnActivity(claims: TokenClaims | null, nowMs: number): boolean {
  if (claims?.iat === undefined || !claims.vt) return false;
  const ageMs = nowMs - claims.iat * 1000;
  return ageMs > claims.vt * 60_000 * SESSION_IDLE_PROMPT_FRACTION;
}
