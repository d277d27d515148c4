// "Preview with real data": the designer hands its unsaved list to the shell's own overview page
// through the tab's session storage (the shell renders the real widgets with it, nothing is saved),
// and takes it back when the user returns to the designer.
import {
  OVERVIEW_PREVIEW_KEY,
  readOverviewPreview,
  type AppContext,
  type OverviewPreview,
  type OverviewScope,
} from '@portal/rules';
import { toEditor, toSave, type EditorWidget } from './designer-list';

export function putPreviewDraft(
  scope: OverviewScope,
  context: AppContext,
  list: readonly EditorWidget[],
  returnTo: string,
) {
  const draft: OverviewPreview = { appContext: context, widgets: toSave(list), returnTo, scope };
  try {
    sessionStorage.setItem(OVERVIEW_PREVIEW_KEY, JSON.stringify(draft));
  } catch {
    // storage full or refused: the preview then shows the saved overview
  }
}

/**
 * The list left for the preview, when it was this designer's. Only read here: a render may be
 * thrown away before it commits (a part of the page still loading), and a read that removed the
 * draft then lost it, so the designer came back on its first tab. `forgetPreviewDraft` removes it
 * once the page has committed.
 */
export function readPreviewDraft(scope: OverviewScope): { context: AppContext; list: EditorWidget[] } | null {
  try {
    const draft = readOverviewPreview(sessionStorage.getItem(OVERVIEW_PREVIEW_KEY));
    if (!draft || draft.scope !== scope) return null;
    return { context: draft.appContext, list: toEditor(draft.widgets) };
  } catch {
    return null;
  }
}

/** The preview's list is taken back: the next opening of the designer starts from the saved layout. */
export function forgetPreviewDraft() {
  try {
    sessionStorage.removeItem(OVERVIEW_PREVIEW_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}
