// §5 Unsupported browser, the notice itself: "Update your web browser." with the name, current and
// minimum version. Loaded only for a browser that is outdated (OutdatedBrowserNotice.tsx).
import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@portal/rules';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { browserSupportTexts } from './browser-support-texts';
import type { DetectedBrowser } from './browser-version';

export type Outdated = DetectedBrowser & { minimum: string };

export function OutdatedBrowserAlert({ outdated, onClose }: { outdated: Outdated; onClose: () => void }) {
  useFeatureTexts(browserSupportTexts);
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      onClose={onClose}
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
