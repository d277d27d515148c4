// Every visible text of the notifications page, in both languages.
import { defineTranslations } from '@portal/sdk';

export const notificationsTexts = defineTranslations('notification-list', {
  en: {
    listLabel: 'Notifications',
    loading: 'Loading…',
    failed: 'The notifications could not be loaded',
    empty: 'You have no notifications.',
    unreadCount_one: '{{count}} unread',
    unreadCount_other: '{{count}} unread',
    unread: 'Unread',
    markRead: 'Mark read',
    markAllRead: 'Mark all read',
    open: 'Open',
    error: 'That did not work, try again',
  },
  no: {
    listLabel: 'Varsler',
    loading: 'Laster…',
    failed: 'Varslene kunne ikke lastes',
    empty: 'Du har ingen varsler.',
    unreadCount_one: '{{count}} ulest',
    unreadCount_other: '{{count}} uleste',
    unread: 'Ulest',
    markRead: 'Merk som lest',
    markAllRead: 'Merk alle som lest',
    open: 'Åpne',
    error: 'Det gikk ikke, prøv igjen',
  },
});
