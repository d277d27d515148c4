// §3 participant: the national id in the directory's lists. Roles that may see it (the leading roles,
// docs/decisions.md "Directory") get it whole; everyone else sees the birth date and five stars, so a
// list on a shared screen does not give the personal number away.
import { isLeadingRole, type Role } from '../domain/roles';

/** `11029512345` -> `110295*****`; anything that is not 11 digits is masked whole. */
export function maskNationalId(nationalId: string): string {
  if (/^\d{11}$/.test(nationalId)) return `${nationalId.slice(0, 6)}*****`;
  return '*'.repeat(Math.min(nationalId.length, 11));
}

/** Whether a role sees participants' national ids unmasked. */
export function seesFullNationalId(role: Role): boolean {
  return isLeadingRole(role);
}

/** The national id as a role may see it. */
export function nationalIdFor(role: Role, nationalId: string | null): string | null {
  if (nationalId === null) return null;
  return seesFullNationalId(role) ? nationalId : maskNationalId(nationalId);
}
