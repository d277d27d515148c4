// The chat's rules (docs/chat.md), one place for the server: limits, windows and the status
// transitions. The app shows the same limits; the server is the one that enforces them.
import type { Role } from '@portal/rules';

export const CHAT_LIMITS = {
  /** Files on one message. */
  attachmentsMax: 5,
  /** Characters in one message (after trimming). */
  bodyMax: 4000,
  /** Characters in a conversation's title. */
  titleMax: 120,
  /** Members of one conversation, the creator included. */
  membersMax: 50,
  /** Own messages may be edited or removed for this long after they were sent. */
  editWindowMs: 15 * 60_000,
  /** Flood limit: at most this many messages per user in one window... */
  floodMessages: 20,
  /** ...of this length. */
  floodWindowMs: 10_000,
  /** A member who has not read a message this long after it arrived is told by SMS... */
  smsDelayMs: 2 * 60_000,
  /** ...at most once per conversation in this quiet period. */
  smsQuietMs: 60 * 60_000,
  /** Search: characters of a query, and rows answered. */
  searchMax: 200,
  searchRows: 30,
} as const;

export const CHAT_STATUSES = ['active', 'reopened', 'resolved'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Who may move a conversation from one status to another by asking for it (POST .../status). */
const STAFF_TRANSITIONS: Readonly<Record<ChatStatus, readonly ChatStatus[]>> = {
  active: ['resolved'],
  reopened: ['resolved'],
  resolved: ['reopened'],
};

export const isStaff = (role: Role) => role !== 'participant';

/** Whether `role` may change a conversation from `from` to `to` (participants never ask for one). */
export function mayChangeStatus(role: Role, from: ChatStatus, to: ChatStatus): boolean {
  return isStaff(role) && STAFF_TRANSITIONS[from].includes(to);
}

/** The status after a new message from `role`: a participant's message reopens a resolved one. */
export function statusAfterMessage(role: Role, status: ChatStatus): ChatStatus {
  return status === 'resolved' && !isStaff(role) ? 'reopened' : status;
}
