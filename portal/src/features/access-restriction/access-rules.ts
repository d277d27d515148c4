// §4 Invitation: access is restricted when pnr_class is TEMPORARY and no invitation code exists.
// The restriction applies to the RECIPIENT context only.
import type { UserContext } from '@portal/rules';
import type { UserAccessDetails } from './access-api';

export const TEMPORARY_PNR_CLASS = 'TEMPORARY';

export function isAccessRestricted(
  access: Pick<UserAccessDetails, 'pnr_class' | 'invitation_code'> | null,
): boolean {
  if (!access) return false;
  return access.pnr_class === TEMPORARY_PNR_CLASS && !access.invitation_code;
}

export function restrictionApplies(userContext: UserContext, access: UserAccessDetails | null): boolean {
  return userContext === 'RECIPIENT' && isAccessRestricted(access);
}
