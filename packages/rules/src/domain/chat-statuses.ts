// §3, §4: the statuses of a chat. Which transitions are allowed is not specified.
export const CHAT_STATUSES = ['active', 'reopened', 'resolved'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export function isChatStatus(value: unknown): value is ChatStatus {
  return typeof value === 'string' && (CHAT_STATUSES as readonly string[]).includes(value);
}
