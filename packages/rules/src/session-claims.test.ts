import { describe, it, expect } from 'vitest';
import {
  hasUnlimitedValidity,
  idlePromptAt,
  idlePromptBeforeIdleMs,
  idleTimeoutMsFor,
  idleTimerSettingsFor,
  isSessionExpired,
  sessionClaimsSchema,
  sessionExpiresAt,
} from './session-claims';
import { validateIdleTimerSettings } from './idle-timer-settings';

const claims = {
  iat: 1_700_000_000,
  vt: 60,
  customer_id: 'c-1',
  user_id: 'u-1',
  device: 'trusted',
  role: 'ADMIN',
  jti: 'j-1',
} as const;

describe('§3 session token claims', () => {
  it('accepts the claims of a session token', () => {
    expect(sessionClaimsSchema.parse(claims)).toEqual(claims);
  });

  it('accepts numeric ids, as the server issues them', () => {
    const numeric = { ...claims, customer_id: 1, user_id: 42, role: 'staff' };
    expect(sessionClaimsSchema.parse(numeric)).toEqual(numeric);
  });

  it.each([
    ['iat', undefined],
    ['vt', undefined],
    ['iat', 1.5],
    ['vt', -1],
    ['device', 'public'],
    ['customer_id', ''],
    ['customer_id', 0],
    ['user_id', undefined],
    ['user_id', 1.5],
    ['role', undefined],
    ['jti', undefined],
  ])('rejects %s = %j', (name, value) => {
    expect(sessionClaimsSchema.safeParse({ ...claims, [name]: value }).success).toBe(false);
  });
});

describe('§4 session validity', () => {
  it('lasts iat plus vt minutes', () => {
    expect(sessionExpiresAt(claims)).toBe((1_700_000_000 + 3600) * 1000);
    expect(isSessionExpired(claims, (1_700_000_000 + 3599) * 1000)).toBe(false);
    expect(isSessionExpired(claims, (1_700_000_000 + 3600) * 1000)).toBe(true);
  });

  it('is unlimited when vt is 0', () => {
    const unlimited = { ...claims, vt: 0 };
    expect(hasUnlimitedValidity(unlimited)).toBe(true);
    expect(sessionExpiresAt(unlimited)).toBeNull();
    expect(isSessionExpired(unlimited, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('§4 idle warning at the last 15 %', () => {
  it('prompts 15 % of the timeout before idle expiry', () => {
    expect(idlePromptBeforeIdleMs(20 * 60_000)).toBe(180_000);
    expect(idlePromptBeforeIdleMs(60 * 60_000)).toBe(540_000);
    expect(idlePromptAt(1000, 20 * 60_000)).toBe(1000 + 1_020_000);
  });

  it('keeps the prompt shorter than a tiny timeout', () => {
    expect(idlePromptBeforeIdleMs(3)).toBeLessThan(3);
    expect(idlePromptBeforeIdleMs(0)).toBe(0);
  });

  it('takes the timeout from vt, the default 20 minutes without a token, none when unlimited', () => {
    expect(idleTimeoutMsFor(claims)).toBe(3_600_000);
    expect(idleTimeoutMsFor(null)).toBe(1_200_000);
    expect(idleTimeoutMsFor(undefined)).toBe(1_200_000);
    expect(idleTimeoutMsFor({ vt: 0 })).toBeNull();
    expect(idleTimeoutMsFor({ vt: 60 * 24 * 365 })).toBe(2_147_483_646);
  });

  it('gives idle timer settings that pass the §5 check for any validity', () => {
    for (const vt of [1, 20, 60, 480, 60 * 24 * 30, 60 * 24 * 365]) {
      const settings = idleTimerSettingsFor({ vt });
      expect(settings).not.toBeNull();
      if (settings) expect(validateIdleTimerSettings(settings).ok).toBe(true);
    }
    expect(idleTimerSettingsFor({ vt: 0 })).toBeNull();
    expect(idleTimerSettingsFor(null)).toEqual({ timeout: 1_200_000, promptBeforeIdle: 180_000 });
  });
});
