// §5 Unsupported browser: the check, run once the app shows. Only an outdated browser loads the
// notice itself (OutdatedBrowserAlert.tsx, with MUI's Alert); a current one loads nothing more.
import { lazy, Suspense, useEffect, useState } from 'react';
import { compareVersions, detectBrowser } from './browser-version';
import type { Outdated } from './OutdatedBrowserAlert';
import { minimumVersion } from './vendor-minimums';

const OutdatedBrowserAlert = lazy(() =>
  import('./OutdatedBrowserAlert').then((m) => ({ default: m.OutdatedBrowserAlert })),
);

export async function findOutdatedBrowser(userAgent: string): Promise<Outdated | null> {
  const browser = detectBrowser(userAgent);
  if (!browser) return null;
  const minimum = await minimumVersion(browser.name);
  return minimum && compareVersions(browser.version, minimum) < 0 ? { ...browser, minimum } : null;
}

export function OutdatedBrowserNotice() {
  const [outdated, setOutdated] = useState<Outdated | null>(null);
  useEffect(() => {
    let live = true;
    findOutdatedBrowser(navigator.userAgent).then(
      (found) => live && setOutdated(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!outdated) return null;
  return (
    <Suspense fallback={null}>
      <OutdatedBrowserAlert outdated={outdated} onClose={() => setOutdated(null)} />
    </Suspense>
  );
}
