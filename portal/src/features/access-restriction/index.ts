// features/access-restriction: §4 Invitation. A TEMPORARY participant without an invitation code
// hides the share items and blocks the messaging pages in the RECIPIENT context.
export { isAccessRestricted, restrictionApplies, TEMPORARY_PNR_CLASS } from './access-rules';
export type { UserAccessDetails } from './access-api';
export { useAccessRestriction } from './useAccessRestriction';
export type { AccessRestriction } from './useAccessRestriction';
export { MessagingGate } from './MessagingGate';
export { InvitationRequiredDialog } from './InvitationRequiredDialog';
export { accessTexts } from './access-texts';
