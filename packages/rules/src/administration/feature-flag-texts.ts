// Issue 32 item 7: each feature flag (§6) as the administration page names it, a label and a line
// on what it does, in English and Norwegian; the code name is shown beside it, secondary. A flag
// without an entry here fails the rules test (feature-flag-texts.test.ts).
import type { FeatureFlag } from '../domain/feature-flags';

export interface FeatureFlagText {
  label: string;
  description: string;
}

type Texts = Record<FeatureFlag, { en: FeatureFlagText; no: FeatureFlagText }>;
const t = (enLabel: string, enDescription: string, noLabel: string, noDescription: string) => ({
  en: { label: enLabel, description: enDescription },
  no: { label: noLabel, description: noDescription },
});

export const FEATURE_FLAG_TEXTS: Texts = {
  shell_Administration: t('Administration', 'The administration page in the menu', 'Administrasjon', 'Administrasjonssiden i menyen'),
  shell_AdminPanel: t('Admin panel', 'The admin panel with its submenu', 'Adminpanel', 'Adminpanelet med undermenyen'),
  shell_AdjustTemplates: t('Adjust templates', 'Staff may adjust the questionnaire templates', 'Tilpass maler', 'Ansatte kan tilpasse skjemamalene'),
  shell_AdjustOverviews: t('Overview designer', 'Admins arrange the overviews’ widgets', 'Oversiktsdesigner', 'Administratorer ordner oversiktenes moduler'),
  shell_PrivacyPolicyEdit: t('Edit the privacy policy', 'Admins write and publish the privacy policy', 'Rediger personvernerklæringen', 'Administratorer skriver og publiserer personvernerklæringen'),
  shell_HideContextMeOverview: t('Hide my overview', 'The personal overview is not shown', 'Skjul min oversikt', 'Den personlige oversikten vises ikke'),
  artifact_Shortcuts: t('Shortcuts', 'Shortcuts to questionnaires and pages', 'Snarveier', 'Snarveier til skjemaer og sider'),
  artifact_ShowFiles: t('Files', 'The files page in the menu', 'Filer', 'Filsiden i menyen'),
  chat_asyncChat: t('Messages', 'Messages answered later (asynchronous chat)', 'Meldinger', 'Meldinger som besvares senere (asynkron chat)'),
  calendar_TasksAccess: t('Calendar tasks', 'Tasks in the calendar', 'Kalenderoppgaver', 'Oppgaver i kalenderen'),
  crm_Organization: t('Organizations', 'The register of organizations', 'Organisasjoner', 'Registeret over organisasjoner'),
  crm_OrganizationsMenuItem: t('Organizations in the menu', 'The organizations page in the menu', 'Organisasjoner i menyen', 'Organisasjonssiden i menyen'),
  consents_editor: t('Consents editor', 'Admins edit the login and questionnaire consents', 'Samtykkeredigering', 'Administratorer redigerer innloggings- og skjemasamtykker'),
  sideMenu_ShowCalendar: t('Calendar in the menu', 'The calendar page in the menu', 'Kalender i menyen', 'Kalendersiden i menyen'),
  quickAccess_ShowShareButton: t('Share button', 'The share button in quick access', 'Delingsknapp', 'Delingsknappen i hurtigtilgangen'),
  artifact_DocumentsGenerate: t('Generate documents', 'Documents made from templates', 'Lag dokumenter', 'Dokumenter laget fra maler'),
  artifact_DocumentsDraft: t('Document drafts', 'Documents saved as drafts before sharing', 'Dokumentutkast', 'Dokumenter lagret som utkast før deling'),
  crm_TimeTracking: t('Time tracking', 'Staff record their working time', 'Timeføring', 'Ansatte fører arbeidstiden sin'),
  calendar_EventsAccess: t('Calendar events', 'Meetings and appointments in the calendar', 'Kalenderhendelser', 'Møter og avtaler i kalenderen'),
  shell_TopBarWidget: t('Top bar widget', 'A widget in the top bar', 'Modul i toppfeltet', 'En modul i toppfeltet'),
  quickAccess_HideNewNote: t('Hide new note', 'No “new note” in quick access', 'Skjul nytt notat', 'Ingen «nytt notat» i hurtigtilgangen'),
  chat_NewChat: t('New chat', 'Staff start new conversations', 'Ny chat', 'Ansatte starter nye samtaler'),
  chat_ShowChat: t('Chat', 'The chat page in the menu', 'Chat', 'Chatsiden i menyen'),
  shell_Reports: t('Reports', 'The reports page', 'Rapporter', 'Rapportsiden'),
  artifact_ShowInbox: t('Inbox', 'The inbox of answered questionnaires', 'Innboks', 'Innboksen med besvarte skjemaer'),
  artifact_ShowOutbox: t('Outbox', 'The outbox of sent questionnaires', 'Utboks', 'Utboksen med sendte skjemaer'),
  artifact_OutboxGroupsTab: t('Outbox groups', 'A tab of the outbox by group', 'Utboksgrupper', 'En fane i utboksen per gruppe'),
  crm_TimeRegistrationTeamLeaderOverview: t('Team leader’s time overview', 'Team leaders see their team’s hours', 'Teamleders timeoversikt', 'Teamledere ser teamets timer'),
  directory_Reports: t('Directory reports', 'Reports of participants and sign-ins', 'Deltakerrapporter', 'Rapporter om deltakere og innlogginger'),
};

/** The flag's label and description in the language (`no`, else English); null for an unknown name. */
export function featureFlagText(name: string, language: string): FeatureFlagText | null {
  const texts = (FEATURE_FLAG_TEXTS as Record<string, { en: FeatureFlagText; no: FeatureFlagText }>)[name];
  if (!texts) return null;
  return language.startsWith('no') || language.startsWith('nb') ? texts.no : texts.en;
}
