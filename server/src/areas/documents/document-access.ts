// Who may call the documents area's routes, as the kit's access data (area-routes.ts), and the one
// caller type its stores read (issue 25: the caller resolved once). Drafts and generate are for
// staff with the area's flags on; templates for administrators; a shared document's signing
// state, signature, PDF and verification for staff of the tenant or the participant it is shared
// with (the stores apply that rule: signing/signing-flow.ts readShare).
import type { FeatureFlag } from '@portal/rules';
import { areaErrors } from '../../area-kit/area-errors';
import type { SignedInAccess } from '../../area-kit/area-routes';
import type { Caller } from '../../area-kit/caller';

/** What the documents area's stores read of the caller. */
export type Asker = Pick<Caller, 'tenant' | 'customerId' | 'userId' | 'role' | 'isStaff'>;

/** The area's refusals of access, each in both languages. */
export const accessError = areaErrors({
  forbidden: ['Only staff may do this', 'Bare ansatte kan gjøre dette'],
  feature_off: [
    'Documents are not switched on for this portal',
    'Dokumenter er ikke slått på for denne portalen',
  ],
  admin_only: [
    'Only an administrator may change document templates',
    'Bare en administrator kan endre dokumentmaler',
  ],
});

export const DRAFTS: FeatureFlag = 'artifact_DocumentsDraft';
export const GENERATE: FeatureFlag = 'artifact_DocumentsGenerate';

/** Staff of the tenant with files on and, where named, the route's own flag: else 403. */
export function staffWith(feature?: FeatureFlag): SignedInAccess {
  return {
    who: 'staff',
    features: feature ? ['artifact_ShowFiles', feature] : ['artifact_ShowFiles'],
    refuse: { role: () => accessError(403, 'forbidden'), feature: () => accessError(403, 'feature_off') },
  };
}

/**
 * Any signed-in user of the tenant: the share's own rule (staff, or the participant it is shared
 * with) is the store's, and a share the caller may not see answers as a missing one.
 */
export const shareReader: SignedInAccess = { who: 'anyone' };

/**
 * The templates' administration: administrators with files and generate on. Every other role hears
 * `admin_only` (a participant heard `forbidden` before the kit; the status, 403, is the same), and
 * before its input is read, so a non-administrator's bad input is a 403, never a 400.
 */
export const templateAdmin: SignedInAccess = {
  who: 'admin',
  features: ['artifact_ShowFiles', GENERATE],
  refuse: { role: () => accessError(403, 'admin_only'), feature: () => accessError(403, 'feature_off') },
};
