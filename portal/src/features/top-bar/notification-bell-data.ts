// The bell's data (issue 31 item 8): the signed-in user's unread notifications, counted, and the
// newest few while the bell is open, live (the data API serves each user only their own rows).
// A subscription has one root field (GraphQL's rule): the count and the newest few are two.
export const UNREAD_COUNT = `subscription unreadNotificationCount($me: bigint!) {
  notifications_aggregate(where: {user_id: {_eq: $me}, read_at: {_is_null: true}}) { aggregate { count } }
}`;

export const NEWEST_UNREAD = `subscription newestUnreadNotifications($me: bigint!) {
  notifications(where: {user_id: {_eq: $me}, read_at: {_is_null: true}}, order_by: [{created_at: desc}], limit: 5) {
    id title message created_at
  }
}`;

export interface BellNotification {
  id: number | string;
  title: string | null;
  message: string;
  created_at: string;
}

export interface UnreadCountAnswer {
  notifications_aggregate: { aggregate: { count: number | string } | null };
}

export interface NewestUnreadAnswer {
  notifications: BellNotification[];
}

export function unreadCount(answer: UnreadCountAnswer | undefined): number {
  return Number(answer?.notifications_aggregate.aggregate?.count ?? 0) || 0;
}

/** Where the bell leads: the page an installed app declares at /notifications, if any. */
export const NOTIFICATIONS_PATH = '/notifications';
