// The title of every named route (§2.3), in English and Norwegian.
import type { LocalizedTexts } from '../../shared/i18n/text-tree';
import type { RouteName } from './route-paths';

type Titles = Record<RouteName, string>;

const en: Titles = {
  overview: 'Overview', calendar: 'Calendar', tasks: 'Tasks', jobSeeker: 'Job seeker', tiltak: 'Measures',
  artifactPresenter: 'Document presenter', qnrModule: 'Questionnaire module', qnrModuleArea: 'Questionnaires',
  allQnrs: 'All questionnaires', allQnrsAndFiles: 'All questionnaires and files', shareQnrs: 'Share',
  privacyAndConsents: 'Privacy and consents', sendOrders: 'Send orders', qnrTemplates: 'Questionnaire templates',
  manageQnrs: 'Manage questionnaires', manageParcels: 'Manage parcels', smsTemplates: 'SMS templates',
  anonymousQnrs: 'Anonymous questionnaires', plans: 'Plans', summary: 'Summary', qnrView: 'Questionnaire',
  qnrViewDetail: 'Questionnaire', qnrViewPrint: 'Questionnaire (print)', myParticipants: 'My participants',
  myParticipantsGroups: 'Groups', myParticipantsAccepted: 'Accepted', myParticipantsWaiting: 'Waiting',
  myParticipantsToBeDeleted: 'To be deleted', myParticipantsAll: 'All participants', timeTracking: 'Time tracking',
  teamLeaderTimeTracking: 'Team time tracking', chat: 'Chat', inboxOutbox: 'Inbox and outbox', inbox: 'Inbox',
  outbox: 'Outbox', outboxGroups: 'Outbox groups', outboxGroupDetail: 'Outbox group', documents: 'Documents',
  postJournal: 'Post journal', drafts: 'Drafts', generate: 'Generate', reports: 'Reports', loginReports: 'Login reports',
  richEdit: 'Rich edit', shortcuts: 'Shortcuts', shortcutSettings: 'Shortcut settings',
  settingsAdministration: 'Administration', settingsOrganizationsNew: 'New organization',
  settingsOrganizationsEdit: 'Edit organization', organizations: 'Organizations', organizationsNew: 'New organization',
  organizationsEdit: 'Edit organization', organizationsImport: 'Import organizations', sendOrdersWidget: 'Send orders',
  qnrViewWidget: 'Questionnaire', postJournalWidget: 'Post journal', selectVersions: 'Select versions',
  selectFeatures: 'Select features', meetingSessionRoom: 'Meeting room', adjustTemplates: 'Adjust templates',
  designerOverview: 'Overview designer', customers: 'Customers', timePlanTemplates: 'Time plan templates',
  timePlanTemplateCreate: 'New time plan template', timePlanTemplateEdit: 'Edit time plan template',
  timePlans: 'Time plans', timePlanCreate: 'New time plan', timePlanEdit: 'Edit time plan', documentEditor: 'Document editor',
};

const no: Titles = {
  overview: 'Oversikt', calendar: 'Kalender', tasks: 'Oppgaver', jobSeeker: 'Jobbsøker', tiltak: 'Tiltak',
  artifactPresenter: 'Dokumentvisning', qnrModule: 'Skjemamodul', qnrModuleArea: 'Skjemaer',
  allQnrs: 'Alle skjemaer', allQnrsAndFiles: 'Alle skjemaer og filer', shareQnrs: 'Del',
  privacyAndConsents: 'Personvern og samtykker', sendOrders: 'Send bestillinger', qnrTemplates: 'Skjemamaler',
  manageQnrs: 'Administrer skjemaer', manageParcels: 'Administrer pakker', smsTemplates: 'SMS-maler',
  anonymousQnrs: 'Anonyme skjemaer', plans: 'Planer', summary: 'Sammendrag', qnrView: 'Skjema',
  qnrViewDetail: 'Skjema', qnrViewPrint: 'Skjema (utskrift)', myParticipants: 'Mine deltakere',
  myParticipantsGroups: 'Grupper', myParticipantsAccepted: 'Godkjent', myParticipantsWaiting: 'Venter',
  myParticipantsToBeDeleted: 'Skal slettes', myParticipantsAll: 'Alle deltakere', timeTracking: 'Timeføring',
  teamLeaderTimeTracking: 'Teamets timeføring', chat: 'Chat', inboxOutbox: 'Innboks og utboks', inbox: 'Innboks',
  outbox: 'Utboks', outboxGroups: 'Utboksgrupper', outboxGroupDetail: 'Utboksgruppe', documents: 'Dokumenter',
  postJournal: 'Postjournal', drafts: 'Utkast', generate: 'Generer', reports: 'Rapporter', loginReports: 'Innloggingsrapporter',
  richEdit: 'Tekstredigering', shortcuts: 'Snarveier', shortcutSettings: 'Innstillinger for snarveier',
  settingsAdministration: 'Administrasjon', settingsOrganizationsNew: 'Ny organisasjon',
  settingsOrganizationsEdit: 'Rediger organisasjon', organizations: 'Organisasjoner', organizationsNew: 'Ny organisasjon',
  organizationsEdit: 'Rediger organisasjon', organizationsImport: 'Importer organisasjoner', sendOrdersWidget: 'Send bestillinger',
  qnrViewWidget: 'Skjema', postJournalWidget: 'Postjournal', selectVersions: 'Velg versjoner',
  selectFeatures: 'Velg funksjoner', meetingSessionRoom: 'Møterom', adjustTemplates: 'Tilpass maler',
  designerOverview: 'Oversiktsdesigner', customers: 'Kunder', timePlanTemplates: 'Tidsplanmaler',
  timePlanTemplateCreate: 'Ny tidsplanmal', timePlanTemplateEdit: 'Rediger tidsplanmal',
  timePlans: 'Tidsplaner', timePlanCreate: 'Ny tidsplan', timePlanEdit: 'Rediger tidsplan', documentEditor: 'Dokumentredigering',
};

export const routeTexts: LocalizedTexts = {
  en: {
    routes: en,
    routePage: {
      placeholder: '"{{page}}" is a page of the {{app}} app, which does not supply it yet.',
      appLabel: 'Page of the {{app}} app',
    },
  },
  no: {
    routes: no,
    routePage: {
      placeholder: '«{{page}}» er en side i appen {{app}}, som ikke leverer den ennå.',
      appLabel: 'Side i appen {{app}}',
    },
  },
};

export function routeTitleKey(name: RouteName): string {
  return `routes.${name}`;
}

/** §2.3 Page title: the route's title plus the base title (the customer name). */
export function pageTitle(routeTitle: string, baseTitle: string): string {
  if (!baseTitle) return routeTitle;
  return routeTitle ? `${routeTitle} - ${baseTitle}` : baseTitle;
}
