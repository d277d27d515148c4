// The overview designer's "preview with real data" (issue 32 item 5), read: with `?overviewPreview=1`
// the overview shows the designer's unsaved list (left in the tab's session storage, checked by the
// contract's schema) with the real widgets; nothing is saved, and the page leads back.
import { OVERVIEW_PREVIEW_KEY, readOverviewPreview, storedOrder, type OverviewPreview } from '@portal/rules';
import type { ShellOverviewWidget } from '../user-context';

export interface ShellOverviewPreview {
  appContext: OverviewPreview['appContext'];
  widgets: ShellOverviewWidget[];
  returnTo: string;
}

/** The preview's widgets as the shell stores them: shown ones numbered 1..n, hidden ones after. */
export function previewWidgets(preview: OverviewPreview): ShellOverviewWidget[] {
  return storedOrder(preview.widgets).map(({ widget, order }) => ({
    widget: widget.widget,
    variation: 'DEFAULT',
    order,
    settings: { status: widget.status, amount_of_rows: widget.rows },
    name: widget.name,
  }));
}

function storedPreview(): OverviewPreview | null {
  try {
    return readOverviewPreview(sessionStorage.getItem(OVERVIEW_PREVIEW_KEY));
  } catch {
    return null;
  }
}

/** The designer's unsaved layout left in this tab, checked by the contract's schema, or null. */
export function readOverviewPreviewOfTab(): ShellOverviewPreview | null {
  const preview = storedPreview();
  return preview
    ? { appContext: preview.appContext, widgets: previewWidgets(preview), returnTo: preview.returnTo }
    : null;
}
