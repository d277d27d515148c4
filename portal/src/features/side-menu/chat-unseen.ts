// §2.4 The chat entry shows the unseen-message count: the sum of the user's exact per-conversation
// unseen counts (chat_members.unseen_count, kept by the database: docs/chat.md), live over the
// data API's subscriptions.
export const CHAT_UNSEEN = `subscription chatUnseen($userId: bigint!) {
  chat_members_aggregate(where: {user_id: {_eq: $userId}}) { aggregate { sum { unseen_count } } }
}`;

export interface ChatUnseenAnswer {
  chat_members_aggregate: { aggregate: { sum: { unseen_count: number | string | null } | null } | null };
}

export function unseenMessages(answer: ChatUnseenAnswer): number {
  return Number(answer.chat_members_aggregate.aggregate?.sum?.unseen_count ?? 0);
}
