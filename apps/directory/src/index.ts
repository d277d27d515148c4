// The directory app's entry: the modules the shell can mount (docs/apps.md). "My participants" and
// each of its sub-views are one page that reads its view from the route (§2.3). The
// AO_DIRECTORY_SELECTED_USER widget (the selected participant's contact card) replaces the data
// grid's table of it.
import type { AppModules } from '@portal/sdk';
import { MyParticipantsPage } from './features/participants';
import { SelectedUserWidget } from './features/selected-user';

export const modules = {
  'page:directory': MyParticipantsPage,
  'page:my-participants-all': MyParticipantsPage,
  'page:my-participants-accepted': MyParticipantsPage,
  'page:my-participants-waiting': MyParticipantsPage,
  'page:my-participants-to-be-deleted': MyParticipantsPage,
  'page:my-participants-groups': MyParticipantsPage,
  'widget:AO_DIRECTORY_SELECTED_USER': SelectedUserWidget,
} satisfies AppModules;
