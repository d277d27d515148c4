import { describe, expect, it } from 'vitest';
import {
  APP_CAPABILITIES,
  appCapabilities,
  CAPABILITY_NAMES,
  NO_USER_CAPABILITIES,
  userCapabilitiesSchema,
} from './capabilities';

describe('§6 capabilities', () => {
  it('checks a bootstrap answer against the one list of names', () => {
    const all = Object.fromEntries(CAPABILITY_NAMES.map((n) => [n, true]));
    expect(userCapabilitiesSchema.parse(all)).toEqual(all);
    expect(userCapabilitiesSchema.safeParse({ ...all, reports: undefined }).success).toBe(false);
  });

  it("gives apps their names for a part of them, read from the server's", () => {
    const caps = { ...NO_USER_CAPABILITIES, outbox_groups: true, time_tracking: true };
    expect(appCapabilities(caps)).toEqual({
      inbox: false,
      outbox: false,
      outboxGroups: true,
      reports: false,
      timeTracking: true,
    });
    expect(Object.values(APP_CAPABILITIES).every((n) => CAPABILITY_NAMES.includes(n))).toBe(true);
  });
});
