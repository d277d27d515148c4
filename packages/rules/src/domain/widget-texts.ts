// The visible names of the default overviews and their widgets, in both languages (§1, §3).
// Default overviews carry i18n keys as names; the portal translates them and shows the name of a
// user-made overview as it is.
import type { AppContext } from './contexts';
import type { LocalizedText } from './languages';
import type { WidgetKind } from './widget-kinds';

export interface WidgetText {
  readonly name: LocalizedText;
  readonly description: LocalizedText;
}

export const widgetTexts: Readonly<Record<WidgetKind, WidgetText>> = {
  ARTIFACT_QNRS: {
    name: { en: 'Questionnaires', no: 'Skjemaer' },
    description: { en: 'Latest questionnaires', no: 'Siste skjemaer' },
  },
  CHAT: {
    name: { en: 'Chat', no: 'Chat' },
    description: { en: 'Conversations with unseen messages', no: 'Samtaler med uleste meldinger' },
  },
  CALENDAR_TASK: {
    name: { en: 'Tasks', no: 'Oppgaver' },
    description: { en: 'Upcoming tasks', no: 'Kommende oppgaver' },
  },
  CALENDAR_EVENT: {
    name: { en: 'Events', no: 'Hendelser' },
    description: { en: 'Upcoming calendar events', no: 'Kommende kalenderhendelser' },
  },
  CRM_TIME_TRACKING: {
    name: { en: 'Time tracking', no: 'Timeføring' },
    description: { en: 'Latest registered time', no: 'Sist registrert tid' },
  },
  DIRECTORY_MY_RECIPIENTS: {
    name: { en: 'My participants', no: 'Mine deltakere' },
    description: { en: 'Participants you follow', no: 'Deltakere du følger' },
  },
  ACTIVITIES_LOG: {
    name: { en: 'Activity log', no: 'Aktivitetslogg' },
    description: { en: 'Latest activities', no: 'Siste aktiviteter' },
  },
  DIRECTORY_LOGIN_REPORTS: {
    name: { en: 'Login reports', no: 'Innloggingsrapporter' },
    description: { en: 'Latest logins', no: 'Siste innlogginger' },
  },
  DRAFTS: {
    name: { en: 'Drafts', no: 'Utkast' },
    description: { en: 'Unfinished documents', no: 'Uferdige dokumenter' },
  },
  AO_DIRECTORY_SELECTED_USER: {
    name: { en: 'Selected participant', no: 'Valgt deltaker' },
    description: { en: 'Details of the selected participant', no: 'Detaljer om valgt deltaker' },
  },
  ARTIFACT_PLANS: {
    name: { en: 'Plans', no: 'Planer' },
    description: { en: 'Active plans', no: 'Aktive planer' },
  },
};

export const overviewTexts: Readonly<Record<AppContext, LocalizedText>> = {
  JOURNAL_ME: { en: 'My overview', no: 'Min oversikt' },
  JOURNAL_RECIPIENT: { en: 'Participant overview', no: 'Deltakeroversikt' },
};

export function widgetNameKey(kind: WidgetKind): string {
  return `widgets.${kind}.name`;
}

export function widgetDescriptionKey(kind: WidgetKind): string {
  return `widgets.${kind}.description`;
}

export function overviewNameKey(appContext: AppContext): string {
  return `overviews.${appContext}.name`;
}
