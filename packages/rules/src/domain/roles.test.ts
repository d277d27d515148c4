import { describe, it, expect } from 'vitest';
import { isAdminRole, isTeamLeader, parseRole, ROLES } from './roles';

describe('§6 roles', () => {
  it('has the four roles', () => {
    expect(ROLES).toEqual(['admin', 'team_leader', 'staff', 'participant']);
  });

  it.each([
    ['ADMIN', true],
    ['admin', true],
    ['Admin', true],
    [' ADMIN ', true],
    ['administrator', false],
    ['team_leader', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isAdminRole(%j) is %s', (role, expected) => {
    expect(isAdminRole(role)).toBe(expected);
  });

  it.each([
    ['team_leader', true],
    ['TEAM_LEADER', true],
    ['admin', false],
    ['staff', false],
    [null, false],
  ])('isTeamLeader(%j) is %s', (role, expected) => {
    expect(isTeamLeader(role)).toBe(expected);
  });

  it('parses known roles only', () => {
    expect(parseRole('Participant')).toBe('participant');
    expect(parseRole('STAFF')).toBe('staff');
    expect(parseRole('guest')).toBeNull();
  });
});
