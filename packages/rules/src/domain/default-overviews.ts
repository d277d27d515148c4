// §4 Overview choice: the user's settings first, else these defaults (§9).
import {
  DEFAULT_WIDGET_ROWS,
  DEFAULT_WIDGET_STATUS,
  DEFAULT_WIDGET_VARIATION,
  DEFAULT_WIDGETS_BY_APP_CONTEXT,
} from '../constants';
import { APP_CONTEXTS } from './contexts';
import type { AppContext } from './contexts';
import type { Overview } from './overview';
import { overviewNameKey, widgetDescriptionKey, widgetNameKey } from './widget-texts';

/** The default overview of one journal: its §9 widgets ordered 1..7, On, 5 rows each. */
export function defaultOverview(appContext: AppContext): Overview {
  return {
    name: overviewNameKey(appContext),
    app_context: appContext,
    overview_widgets: DEFAULT_WIDGETS_BY_APP_CONTEXT[appContext].map((widget, index) => ({
      widget,
      variation: DEFAULT_WIDGET_VARIATION,
      order: index + 1,
      settings: { status: DEFAULT_WIDGET_STATUS, amount_of_rows: DEFAULT_WIDGET_ROWS },
      name: widgetNameKey(widget),
      description: widgetDescriptionKey(widget),
    })),
  };
}

/** Fresh copies of both default overviews (JOURNAL_ME, then JOURNAL_RECIPIENT). */
export function defaultOverviews(): Overview[] {
  return APP_CONTEXTS.map(defaultOverview);
}

/** §4: the user's overview for a journal when one is stored, else the default. */
export function chooseOverview(
  appContext: AppContext,
  userOverviews: readonly Overview[] | null | undefined,
): Overview {
  return (
    userOverviews?.find((overview) => overview.app_context === appContext) ?? defaultOverview(appContext)
  );
}
