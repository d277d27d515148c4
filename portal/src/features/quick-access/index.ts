// features/quick-access: §2.4 the quick-access actions and their dialogs (modules of the apps).
export { QuickAccess } from './QuickAccess';
export { QUICK_ACCESS_DIALOGS, quickAccessItems, quickAccessMode } from './quick-access-items';
export type {
  QuickAccessDialogKind,
  QuickAccessInput,
  QuickAccessItem,
  QuickAccessMode,
} from './quick-access-items';
export { quickAccessTexts } from './quick-access-texts';
