// §2.4 The chat entry shows the unseen-message count: messages from others after the user's
// last_seen_at, over the user's chats, through the GraphQL data API.
import type { GraphQLClient } from '@portal/sdk';

export const CHAT_UNSEEN = `query chatUnseen($userId: bigint!) {
  chats(where: {chat_members: {user_id: {_eq: $userId}}}, limit: 100) {
    chat_members(where: {user_id: {_eq: $userId}}) { last_seen_at }
    chat_messages(order_by: {created_at: desc}, limit: 50) { created_at sender_user_id }
  }
}`;

interface ChatRow {
  chat_members: { last_seen_at: string | null }[];
  chat_messages: { created_at: string; sender_user_id: number | string | null }[];
}

export function unseenMessages(chats: readonly ChatRow[], userId: number): number {
  return chats.reduce((total, chat) => {
    const seen = chat.chat_members[0]?.last_seen_at ?? null;
    const seenAt = seen ? Date.parse(seen) : Number.NEGATIVE_INFINITY;
    return (
      total +
      chat.chat_messages.filter(
        (m) => Number(m.sender_user_id) !== userId && Date.parse(m.created_at) > seenAt,
      ).length
    );
  }, 0);
}

export async function fetchUnseenCount(
  graphql: GraphQLClient,
  userId: number,
  signal?: AbortSignal,
): Promise<number> {
  const data = await graphql.request<{ chats: ChatRow[] }>(CHAT_UNSEEN, { userId }, signal);
  return unseenMessages(data.chats, userId);
}
