import { describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY, ACCOUNT_WIDE_POLICY, ADDRESS_POLICY, EMPTY_THROTTLE, afterFailure, afterSuccess, lockedUntil, waitAfterFailures, type ThrottleState } from './throttle-policy';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('waitAfterFailures', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 30_000],
    [4, 60_000],
    [5, 120_000],
    [7, 480_000],
    [8, 900_000],
    [50, 900_000],
  ])('after %i failures in a row an account waits %i ms', (failures, wait) => {
    expect(waitAfterFailures(failures, ACCOUNT_POLICY)).toBe(wait);
  });

  it('locks an account as a whole only at NIST 800-63B\'s ceiling of 100 failures in a row', () => {
    expect(waitAfterFailures(99, ACCOUNT_WIDE_POLICY)).toBe(0);
    expect(waitAfterFailures(100, ACCOUNT_WIDE_POLICY)).toBe(30_000);
    expect(ACCOUNT_WIDE_POLICY.failuresBeforeWait).toBeLessThanOrEqual(100);
  });

  it('gives an address more room than an account', () => {
    expect(waitAfterFailures(10, ADDRESS_POLICY)).toBe(0);
    expect(waitAfterFailures(ADDRESS_POLICY.failuresBeforeWait, ADDRESS_POLICY)).toBe(30_000);
  });
});

describe('afterFailure and afterSuccess', () => {
  const fail = (state: ThrottleState, ms: number) => afterFailure(state, at(ms), ACCOUNT_POLICY);

  it('locks from the third failure and releases when the wait is over', () => {
    let state = fail(EMPTY_THROTTLE, 0);
    state = fail(state, 1000);
    expect(lockedUntil(state, at(1000))).toBeNull();
    state = fail(state, 2000);
    expect(lockedUntil(state, at(2000))).toEqual(at(32_000));
    expect(lockedUntil(state, at(32_000))).toBeNull();
  });

  it('forgets failures after a quiet period', () => {
    const state = fail(fail(EMPTY_THROTTLE, 0), 1000);
    expect(fail(state, 13 * 3_600_000).failures).toBe(1);
  });

  it('caps an account at 100 failures an hour, even when each wait has passed', () => {
    let state = EMPTY_THROTTLE;
    for (let i = 0; i < 99; i += 1) state = { ...fail(state, i * 1000), failures: 0 };
    expect(state.hourFailures).toBe(99);
    state = fail(state, 99_000);
    expect(state.hourFailures).toBe(100);
    expect(lockedUntil(state, at(3_000_000))).toEqual(at(3_600_000));
    expect(fail(state, 3_600_000).hourFailures).toBe(1);
  });

  it('a success ends the run of failures but keeps the hourly count', () => {
    const state = afterSuccess(fail(fail(EMPTY_THROTTLE, 0), 1));
    expect(state).toMatchObject({ failures: 0, lockedUntil: null, hourFailures: 2 });
  });
});
