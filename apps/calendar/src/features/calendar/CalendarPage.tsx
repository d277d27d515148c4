// page:calendar (route "calendar"): the calendar view; `?event=<id>` opens one event.
import { Route } from 'react-router';
import { PageRoutes, definePage, useAppTranslation, type PageProps } from '@portal/sdk';
import { calendarTexts } from './calendar-texts';
import { CalendarView } from './CalendarView';

export default definePage(function CalendarPage({ query }: PageProps) {
  const { t } = useAppTranslation(calendarTexts);
  const event = Number(query.event);
  return (
    <PageRoutes app="calendar" notFound={<p>{t('notFound')}</p>}>
      <Route
        index
        element={<CalendarView initialEvent={Number.isInteger(event) && event > 0 ? event : null} />}
      />
    </PageRoutes>
  );
});
