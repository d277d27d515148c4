// The overview designer's "preview with real data" (issue 32 item 5): with `?overviewPreview=1`
// the overview shows the designer's unsaved list (left in the tab's session storage, checked by the
// contract's schema) with the real widgets; nothing is saved, and the page leads back.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  OVERVIEW_PREVIEW_KEY,
  OVERVIEW_PREVIEW_QUERY,
  readOverviewPreview,
  storedOrder,
  type OverviewPreview,
} from '@portal/rules';
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

/** The preview asked for by the address, or null (the overview as saved). */
export function useOverviewPreview(): ShellOverviewPreview | null {
  const [params] = useSearchParams();
  const asked = params.get(OVERVIEW_PREVIEW_QUERY) === '1';
  return useMemo(() => {
    const preview = asked ? storedPreview() : null;
    return preview
      ? { appContext: preview.appContext, widgets: previewWidgets(preview), returnTo: preview.returnTo }
      : null;
  }, [asked]);
}
