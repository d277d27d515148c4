// §5 Unsupported browser: "Update your web browser." with the name, current and minimum version.
import { useEffect, useState } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@portal/rules';
import { compareVersions, detectBrowser } from './browser-version';
import type { DetectedBrowser } from './browser-version';
import { minimumVersion } from './vendor-minimums';

type Outdated = DetectedBrowser & { minimum: string };

export async function findOutdatedBrowser(userAgent: string): Promise<Outdated | null> {
  const browser = detectBrowser(userAgent);
  if (!browser) return null;
  const minimum = await minimumVersion(browser.name);
  return minimum && compareVersions(browser.version, minimum) < 0 ? { ...browser, minimum } : null;
}

export function OutdatedBrowserNotice() {
  const { t } = useTranslation();
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
    <Alert
      severity="warning"
      onClose={() => setOutdated(null)}
      sx={{ borderRadius: 0 }}
      slotProps={{ closeButton: { 'aria-label': t('common.close') } }}
    >
      <AlertTitle>{t(errorKey('outdatedBrowser'))}</AlertTitle>
      {t('browserSupport.details', {
        name: outdated.name,
        current: outdated.version,
        minimum: outdated.minimum,
      })}
    </Alert>
  );
}
