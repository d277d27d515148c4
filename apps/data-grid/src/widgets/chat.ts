// CHAT: conversations with their unseen messages (spec §1 "Chat, with an unseen-message count").
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery, scopedWhere } from '../grid-widget/query-scope';

interface Data {
  chats: {
    id: number;
    title: string;
    status: string;
    updated_at: string;
    chat_members: { last_seen_at: string | null }[];
    chat_messages: { created_at: string; sender_user_id: number | null }[];
  }[];
}

/** Messages of others after the user last looked (the members row of the user). */
function unseenCount(chat: Data['chats'][number], userId: number): number {
  const seen = chat.chat_members[0]?.last_seen_at;
  return chat.chat_messages.filter((m) => m.sender_user_id !== userId && (!seen || m.created_at > seen))
    .length;
}

export const chat = defineGridWidget<Data>({
  kind: 'CHAT',
  route: (scope) => routeHref(ROUTE_PATHS.chat, contextQuery(scope)),
  query: (scope) => ({
    query: `query ChatWidget($where: chats_bool_exp!, $rows: Int!, $userId: bigint!) {
      chats(where: $where, limit: $rows, order_by: { updated_at: desc }) {
        id title status updated_at
        chat_members(where: { user_id: { _eq: $userId } }) { last_seen_at }
        chat_messages(order_by: { created_at: desc }, limit: 50) { created_at sender_user_id }
      }
    }`,
    variables: {
      rows: scope.rows,
      userId: scope.userId,
      where: scopedWhere(scope, { chat_members: { user_id: { _eq: scope.userId } } }, 'recipient_id'),
    },
  }),
  rows: (data, scope) =>
    data.chats.map((c) => ({
      id: c.id,
      href: routeHref(ROUTE_PATHS.chat, { ...contextQuery(scope), chat: c.id }),
      cells: {
        title: c.title,
        unseen: unseenCount(c, scope.userId),
        status: c.status,
        updated: c.updated_at,
      },
    })),
  columns: () => [
    { field: 'title', header: 'col.title', flex: 2 },
    { field: 'unseen', header: 'col.unseen', format: 'count', flex: 0.6 },
    { field: 'status', header: 'col.status', format: 'status' },
    { field: 'updated', header: 'col.updated', format: 'datetime', flex: 1.3 },
  ],
});
