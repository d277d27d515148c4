import { describe, it, expect } from 'vitest';
import {
  GRAPHQL_ROLES,
  isAdminRole,
  isStaffRole,
  isTeamLeader,
  parseRole,
  ROLES,
  ROLES_A_ROLE_MAY_USE,
  STAFF_ROLES,
} from './roles';

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

describe('the roles every part derives from', () => {
  it('gives the data API the four roles and anonymous', () => {
    expect(GRAPHQL_ROLES).toEqual([...ROLES, 'anonymous']);
  });

  it('lets a role act only as itself or a role below it', () => {
    for (const role of ROLES) expect(ROLES_A_ROLE_MAY_USE[role]).toContain(role);
    expect(ROLES_A_ROLE_MAY_USE.staff).not.toContain('team_leader');
    expect(ROLES_A_ROLE_MAY_USE.participant).toEqual(['participant']);
  });

  it('parses a claimed role through the one schema', () => {
    expect(parseRole(' Team_Leader ')).toBe('team_leader');
    expect(parseRole('anonymous')).toBeNull();
    expect(STAFF_ROLES.every((r) => isStaffRole(r))).toBe(true);
    expect(isStaffRole('participant')).toBe(false);
  });
});
