// §6: menu items and functions are gated by feature flags. The first block is named in the
// spec; the second block names the other gated items of §6 (the spec lists them without names).
export const FEATURE_FLAGS = [
  'shell_Administration',
  'shell_AdminPanel',
  'shell_AdjustTemplates',
  'shell_AdjustOverviews',
  'shell_PrivacyPolicyEdit',
  'shell_HideContextMeOverview',
  'artifact_Shortcuts',
  'artifact_ShowFiles',
  'chat_asyncChat',
  'calendar_TasksAccess', // also the gate of "calendar tasks"
  'crm_Organization',
  'crm_OrganizationsMenuItem',
  'consents_editor',
  'sideMenu_ShowCalendar',
  'quickAccess_ShowShareButton',

  'artifact_DocumentsGenerate', // documents generate
  'artifact_DocumentsDraft', // documents draft
  'crm_TimeTracking', // time tracking
  'calendar_EventsAccess', // calendar events
  'shell_TopBarWidget', // top bar widget
  'quickAccess_HideNewNote', // hide quick-access new note
  'chat_NewChat', // chat new chat
  'chat_ShowChat', // chat show chat
  'shell_Reports', // reports
  'artifact_ShowInbox', // show inbox
  'artifact_ShowOutbox', // show outbox
  'artifact_OutboxGroupsTab', // outbox groups tab
  'crm_TimeRegistrationTeamLeaderOverview', // time registration team-leader overview
  'directory_Reports', // directory reports
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export function isFeatureFlag(value: unknown): value is FeatureFlag {
  return typeof value === 'string' && (FEATURE_FLAGS as readonly string[]).includes(value);
}
