import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_IDLE_TIMEOUT_MS, IDLE_TIMER_MAX_TIMEOUT_MS } from '@portal/rules';
import { sessionTimerPlan, shouldRenewOnActivity } from './session-timer-settings';

describe('§4 session timer plan', () => {
  it('times out after vt minutes and warns in the last 15 %', () => {
    expect(sessionTimerPlan({ iat: 1, vt: 20 })).toEqual({
      kind: 'timed',
      settings: { timeout: 1_200_000, promptBeforeIdle: 180_000 },
    });
    expect(sessionTimerPlan({ iat: 1, vt: 1 })).toEqual({
      kind: 'timed',
      settings: { timeout: 60_000, promptBeforeIdle: 9_000 },
    });
  });

  it('has no timeout for vt 0', () => {
    expect(sessionTimerPlan({ iat: 1, vt: 0 })).toEqual({ kind: 'unlimited' });
  });

  it('logs a token without iat or vt and uses the default', () => {
    const log = vi.fn();
    const plan = sessionTimerPlan({ vt: 5 }, log);
    expect(log).toHaveBeenCalledOnce();
    expect(plan.kind === 'timed' && plan.settings.timeout).toBe(DEFAULT_IDLE_TIMEOUT_MS);
    sessionTimerPlan({ iat: 5 }, log);
    sessionTimerPlan(null, log);
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('keeps a huge vt under the idle timer limit (§5)', () => {
    const plan = sessionTimerPlan({ iat: 1, vt: 10_000_000 });
    expect(plan.kind === 'timed' && plan.settings.timeout).toBeLessThan(IDLE_TIMER_MAX_TIMEOUT_MS);
  });
});

describe('renewal on activity', () => {
  it('renews once more than 15 % of the validity has passed', () => {
    const iat = 1_000;
    expect(shouldRenewOnActivity({ iat, vt: 20 }, iat * 1000 + 100_000)).toBe(false);
    expect(shouldRenewOnActivity({ iat, vt: 20 }, iat * 1000 + 181_000)).toBe(true);
    expect(shouldRenewOnActivity({ iat, vt: 0 }, iat * 1000 + 10_000_000)).toBe(false);
    expect(shouldRenewOnActivity(null, 0)).toBe(false);
  });
});
