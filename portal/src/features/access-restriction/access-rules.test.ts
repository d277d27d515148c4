import { describe, expect, it } from 'vitest';
import { isAccessRestricted, restrictionApplies } from './access-rules';

const access = (pnr_class: string | null, invitation_code: string | null) => ({
  pnr_class,
  invitation_code,
  invited_at: null,
  invited_by: null,
});

describe('the invitation restriction (§4 Invitation)', () => {
  it('restricts a TEMPORARY personal number without an invitation code', () => {
    expect(isAccessRestricted(access('TEMPORARY', null))).toBe(true);
    expect(isAccessRestricted(access('TEMPORARY', 'abc'))).toBe(false);
    expect(isAccessRestricted(access('PERMANENT', null))).toBe(false);
    expect(isAccessRestricted(null)).toBe(false);
  });

  it('applies to the RECIPIENT context only', () => {
    expect(restrictionApplies('RECIPIENT', access('TEMPORARY', null))).toBe(true);
    expect(restrictionApplies('ME', access('TEMPORARY', null))).toBe(false);
  });
});
