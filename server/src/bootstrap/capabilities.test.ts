import { FEATURE_FLAGS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { computeCapabilities } from './capabilities';

const all = new Set<string>(FEATURE_FLAGS);

describe('computeCapabilities', () => {
  it('gives an admin everything the flags allow', () => {
    expect(computeCapabilities('admin', all, false)).toEqual({
      admin: true, team_leader: true, revman: false, inbox: true, outbox: true, outbox_groups: true,
      reports: true, login_reports: true, time_tracking: true, team_leader_time_tracking: true,
    });
  });

  it('keeps staff from reports and the team-leader views', () => {
    expect(computeCapabilities('staff', all, false)).toMatchObject({
      admin: false, team_leader: false, reports: false, login_reports: false, time_tracking: true, team_leader_time_tracking: false, outbox: true,
    });
  });

  it('lets a participant read the inbox only', () => {
    const caps = computeCapabilities('participant', all, false);
    expect(Object.entries(caps).filter(([, v]) => v).map(([k]) => k)).toEqual(['inbox']);
  });

  it('takes nothing the tenant has switched off', () => {
    const caps = computeCapabilities('admin', new Set(['shell_Reports']), true);
    expect(caps).toMatchObject({ reports: true, inbox: false, outbox: false, time_tracking: false, revman: true });
  });
});
