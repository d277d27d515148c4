// §2.5, §4 Overview choice: the overview of the current context (JOURNAL_ME or JOURNAL_RECIPIENT)
// from the user's settings, else the tenant's default, else the §9 defaults; the server has already
// chosen (bootstrap). A participant gets the recipient's overview without the widgets of staff work
// (overviewFor). With `?overviewPreview=1` it shows the overview designer's unsaved list instead,
// with the real widgets, and leads back to the designer (issue 32 item 5).
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { overviewFor } from '@portal/rules';
import { useShellSession } from '../user-context';
import { OverviewGrid } from './OverviewGrid';
import { useOverviewPreview } from './overview-preview';

export function OverviewPage() {
  const session = useShellSession();
  const preview = useOverviewPreview();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appContext, widgets } = overviewFor(
    session.bootstrap.overviews,
    session.userContext,
    session.role === 'participant',
  );
  if (preview)
    return (
      <div data-testid="overview" data-app-context={preview.appContext} data-preview="true">
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void navigate(preview.returnTo)}>
              {t('overview.previewBack')}
            </Button>
          }
        >
          {t('overview.previewNote')}
        </Alert>
        <OverviewGrid widgets={preview.widgets} />
      </div>
    );
  return (
    <div data-testid="overview" data-app-context={appContext}>
      <OverviewGrid widgets={widgets} />
    </div>
  );
}
