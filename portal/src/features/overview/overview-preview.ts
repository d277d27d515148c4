// The overview designer's "preview with real data" (issue 32 item 5): with `?overviewPreview=1` the
// overview shows the designer's unsaved list. Reading it (the contract's schema, zod) loads only when
// the address asks for it (overview-preview-read.ts), so the shell's first load does not carry it.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OVERVIEW_PREVIEW_QUERY } from '@portal/rules';
import type { ShellOverviewPreview } from './overview-preview-read';

export type { ShellOverviewPreview } from './overview-preview-read';

/** The preview asked for by the address, or null (the overview as saved, also while it loads). */
export function useOverviewPreview(): ShellOverviewPreview | null {
  const [params] = useSearchParams();
  const asked = params.get(OVERVIEW_PREVIEW_QUERY) === '1';
  const [preview, setPreview] = useState<ShellOverviewPreview | null>(null);
  useEffect(() => {
    if (!asked) {
      setPreview(null);
      return;
    }
    let live = true;
    void import('./overview-preview-read').then((m) => live && setPreview(m.readOverviewPreviewOfTab()));
    return () => {
      live = false;
    };
  }, [asked]);
  return asked ? preview : null;
}
