import { describe, it, expect } from 'vitest';
import {
  idleTimerMessages,
  IDLE_TIMER_SETTINGS_ERRORS,
  validateIdleTimerSettings,
} from './idle-timer-settings';

describe('§5 idle timer settings', () => {
  it.each([
    [1_200_000, 180_000],
    [2_147_483_646, 0],
    [1, 0],
  ])('accepts timeout %i with prompt %i', (timeout, promptBeforeIdle) => {
    expect(validateIdleTimerSettings({ timeout, promptBeforeIdle })).toEqual({
      ok: true,
      settings: { timeout, promptBeforeIdle },
    });
  });

  it.each([
    [2_147_483_647, 0, 'idleTimer.timeoutTooLarge'],
    [3_000_000_000, 0, 'idleTimer.timeoutTooLarge'],
    [Number.POSITIVE_INFINITY, 0, 'idleTimer.timeoutTooLarge'],
    [1_200_000, 1_200_000, 'idleTimer.promptNotBeforeTimeout'],
    [1_200_000, 1_200_001, 'idleTimer.promptNotBeforeTimeout'],
    [0, 0, 'idleTimer.promptNotBeforeTimeout'],
    [Number.NaN, 0, 'idleTimer.notANumber'],
    [1000, -1, 'idleTimer.notANumber'],
    [-1, 0, 'idleTimer.notANumber'],
  ])('rejects timeout %d with prompt %d: %s', (timeout, promptBeforeIdle, error) => {
    expect(validateIdleTimerSettings({ timeout, promptBeforeIdle })).toEqual({ ok: false, error });
  });

  it('has texts for every error', () => {
    for (const error of IDLE_TIMER_SETTINGS_ERRORS) {
      expect(idleTimerMessages[error].en).not.toBe('');
      expect(idleTimerMessages[error].no).not.toBe('');
    }
  });
});
