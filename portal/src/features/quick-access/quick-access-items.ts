// §2.4 Quick access: new note (hideable by its flag), register time, new event, new task, share,
// new chat, add to group (development only, disabled). Advisor mode (staff) and recipient mode (a
// participant's own portal) differ; share needs a chosen recipient and no access restriction.
import type { Role, UserContext } from '@portal/rules';
import { DIALOG_STATES, type DialogState } from '@portal/sdk';
import type { DeclaredQuickAccess } from '../apps';
import { isGateOpen } from '../routes';

/** §2.4 The dialog states (the SDK's, which a dialog module receives); null is closed. */
export const QUICK_ACCESS_DIALOGS = DIALOG_STATES;
export type QuickAccessDialogKind = DialogState;

export type QuickAccessMode = 'advisor' | 'recipient';

export type SpecQuickAccessId =
  'newNote' | 'registerTime' | 'newEvent' | 'newTask' | 'share' | 'newChat' | 'addToGroup';

export interface QuickAccessItem {
  /** §2.4's item, or `<app>:<id>` for one an app declares. */
  id: SpecQuickAccessId | `${string}:${string}`;
  dialog: QuickAccessDialogKind;
  /** A declared item's texts (a §2.4 item's are quickAccess.items.<id>). */
  labelKey?: string;
  titleKey?: string;
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
  /** The items the installed apps declare (their manifests' includes), after §2.4's own. */
  declared?: readonly DeclaredQuickAccess[];
  /** §6 capabilities, for a declared item's gate. */
  capabilities?: Readonly<Record<string, boolean>>;
}

/** The declared items this user sees here. */
function declaredItems(input: QuickAccessInput): QuickAccessItem[] {
  const mode = quickAccessMode(input.role);
  const access = { features: input.features, capabilities: input.capabilities ?? {}, role: input.role };
  return (input.declared ?? [])
    .filter(
      (item) => (!item.mode || item.mode === mode) && (!item.context || item.context === input.userContext),
    )
    .filter((item) => isGateOpen(item.gate, access))
    .map(({ id, dialog, app, module, labelKey, titleKey }) => ({
      id: id as QuickAccessItem['id'],
      dialog,
      app,
      module,
      labelKey,
      titleKey,
    }));
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
  items.push(...declaredItems(input));
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
