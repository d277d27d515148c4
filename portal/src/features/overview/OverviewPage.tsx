// §2.5, §4 Overview choice: the overview of the current context (JOURNAL_ME or JOURNAL_RECIPIENT)
// from the user's settings, else the §9 defaults; the server has already chosen (bootstrap). A
// participant gets the recipient's overview without the widgets of staff work (overviewFor).
import { overviewFor } from '@portal/rules';
import { useShellSession } from '../user-context';
import { OverviewGrid } from './OverviewGrid';

export function OverviewPage() {
  const session = useShellSession();
  const { appContext, widgets } = overviewFor(
    session.bootstrap.overviews,
    session.userContext,
    session.role === 'participant',
  );
  return (
    <div data-testid="overview" data-app-context={appContext}>
      <OverviewGrid widgets={widgets} />
    </div>
  );
}
