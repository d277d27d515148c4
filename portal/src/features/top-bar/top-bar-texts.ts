import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const topBarTexts: LocalizedTexts = {
  en: {
    topBar: {
      externalPages: 'External pages',
      notifications: 'Notifications',
      notificationsUnread_one: 'Notifications, {{count}} unread',
      notificationsUnread_other: 'Notifications, {{count}} unread',
      noUnreadNotifications: 'No unread notifications',
      allNotifications: 'See all notifications',
      signedInAs: 'Signed in as {{name}}',
      newTab: '(opens in a new tab)',
      pages: {
        communication_portal: 'Communication portal',
        communication: 'Communication',
        questions_module: 'Questions module',
        office: 'Office',
        designer: 'Designer',
        dashboard: 'Dashboard',
      },
    },
  },
  no: {
    topBar: {
      externalPages: 'Eksterne sider',
      notifications: 'Varsler',
      notificationsUnread_one: 'Varsler, {{count}} ulest',
      notificationsUnread_other: 'Varsler, {{count}} uleste',
      noUnreadNotifications: 'Ingen uleste varsler',
      allNotifications: 'Se alle varsler',
      signedInAs: 'Innlogget som {{name}}',
      newTab: '(åpnes i en ny fane)',
      pages: {
        communication_portal: 'Kommunikasjonsportal',
        communication: 'Kommunikasjon',
        questions_module: 'Spørsmålsmodul',
        office: 'Kontor',
        designer: 'Designer',
        dashboard: 'Dashbord',
      },
    },
  },
};
