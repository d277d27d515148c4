// §2.4 Quick access: new note (hideable by its flag), register time, new event, new task, share,
// new chat, add to group (development only, disabled). Advisor mode (staff) and recipient mode (a
// participant's own portal) differ; share needs a chosen recipient and no access restriction.
import type { Role, UserContext } from '@portal/rules';
import { DIALOG_STATES, type DialogState } from '@portal/sdk';

/** §2.4 The dialog states (the SDK's, which a dialog module receives); null is closed. */
export const QUICK_ACCESS_DIALOGS = DIALOG_STATES;
export type QuickAccessDialogKind = DialogState;

export type QuickAccessMode = 'advisor' | 'recipient';

export interface QuickAccessItem {
  id: 'newNote' | 'registerTime' | 'newEvent' | 'newTask' | 'share' | 'newChat' | 'addToGroup';
  dialog: QuickAccessDialogKind;
  /** The app whose module is the dialog. */
  app: string;
  module: string;
  disabled?: boolean;
}

export interface QuickAccessInput {
  features: ReadonlySet<string>;
  timeTracking: boolean;
  role: Role | null;
  userContext: UserContext;
  restricted: boolean;
  isDevelopment: boolean;
}

export function quickAccessMode(role: Role | null): QuickAccessMode {
  return role === 'participant' || role === null ? 'recipient' : 'advisor';
}

export function quickAccessItems(input: QuickAccessInput): QuickAccessItem[] {
  const on = (flag: string) => input.features.has(flag);
  const advisor = quickAccessMode(input.role) === 'advisor';
  const items: QuickAccessItem[] = [];
  if (!on('quickAccess_HideNewNote'))
    items.push({ id: 'newNote', dialog: 'QUESTIONNAIRE', app: 'artifact', module: 'dialog:new-note' });
  if (advisor && input.timeTracking)
    items.push({ id: 'registerTime', dialog: 'CALENDAR', app: 'crm', module: 'dialog:register-time' });
  if (on('calendar_EventsAccess'))
    items.push({ id: 'newEvent', dialog: 'CALENDAR', app: 'calendar', module: 'dialog:new-event' });
  if (on('calendar_TasksAccess'))
    items.push({ id: 'newTask', dialog: 'CALENDAR', app: 'calendar', module: 'dialog:new-task' });
  if (advisor && input.userContext === 'RECIPIENT' && on('quickAccess_ShowShareButton') && !input.restricted)
    items.push({ id: 'share', dialog: 'QUESTIONNAIRE', app: 'artifact', module: 'dialog:share' });
  if (on('chat_ShowChat') && on('chat_NewChat'))
    items.push({ id: 'newChat', dialog: 'MESSAGE', app: 'chat', module: 'dialog:new-chat' });
  if (advisor && input.isDevelopment)
    items.push({
      id: 'addToGroup',
      dialog: 'MESSAGE',
      app: 'directory',
      module: 'dialog:add-to-group',
      disabled: true,
    });
  return items;
}
