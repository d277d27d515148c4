// The chat's rules (docs/chat.md), one place for the server: the status transitions. The limits and
// the inputs are the shared rules of packages/rules (chat/chat-input.ts): the app shows the same
// limits; the server is the one that enforces them.
import { isStaffRole, type ChatStatus, type Role } from '@portal/rules';

export { CHAT_LIMITS, CHAT_STATUSES, type ChatStatus } from '@portal/rules';

/** Who may move a conversation from one status to another by asking for it (POST .../status). */
const STAFF_TRANSITIONS: Readonly<Record<ChatStatus, readonly ChatStatus[]>> = {
  active: ['resolved'],
  reopened: ['resolved'],
  resolved: ['reopened'],
};

/** Whether `role` may change a conversation from `from` to `to` (participants never ask for one). */
export function mayChangeStatus(role: Role, from: ChatStatus, to: ChatStatus): boolean {
  return isStaffRole(role) && STAFF_TRANSITIONS[from].includes(to);
}

/** The status after a new message from `role`: a participant's message reopens a resolved one. */
export function statusAfterMessage(role: Role, status: ChatStatus): ChatStatus {
  return status === 'resolved' && !isStaffRole(role) ? 'reopened' : status;
}
