// The calendar area (issue 16, parts 1-5 and 7; §9 calendar): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { calendarPlugin } from './calendar-plugin';
import { REMINDER_SWEEP_MS, sendDueReminders } from './reminders';

/** Events, recurrence, invitations, tasks and the iCalendar feed (routes under /api/calendar and /api/tasks). */
export const calendarArea: FeatureArea = {
  name: 'calendar',
  plugin: calendarPlugin,
  // Reminders of due occurrences, once each (event_reminders_sent), on one instance every minute.
  recurring: [
    {
      name: 'calendar.reminders',
      everyMs: REMINDER_SWEEP_MS,
      run: async (context) => {
        await sendDueReminders(context);
      },
    },
  ],
};
