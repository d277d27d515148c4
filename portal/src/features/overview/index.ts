// features/overview: §2.5 the overview page and its two-column grid of app-supplied widgets.
export { OverviewPage } from './OverviewPage';
export { OverviewGrid } from './OverviewGrid';
export { splitColumns, visibleWidgets, widgetTitle } from './overview-layout';
export { overviewTexts } from './overview-texts';
