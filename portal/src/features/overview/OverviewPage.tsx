// §2.5, §4 Overview choice: the overview of the current context (JOURNAL_ME or JOURNAL_RECIPIENT)
// from the user's settings, else the §9 defaults; the server has already chosen (bootstrap).
import { appContextFor } from '@portal/rules';
import { useShellSession } from '../user-context';
import { OverviewGrid } from './OverviewGrid';

export function OverviewPage() {
  const session = useShellSession();
  const appContext = appContextFor(session.userContext);
  const overview = session.bootstrap.overviews.find((o) => o.app_context === appContext);
  return (
    <div data-testid="overview" data-app-context={appContext}>
      <OverviewGrid widgets={overview?.overview_widgets ?? []} />
    </div>
  );
}
