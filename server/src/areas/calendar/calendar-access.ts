// Who may call the calendar's routes: every signed-in user of a tenant with the feature on (the
// stores check the roles and who may see and change what).
import type { SignedInAccess } from '../../area-kit/area-routes';
import { calendarError } from './calendar-errors';

/** Every signed-in user of a tenant with the calendar on. */
export const eventAccess: SignedInAccess = {
  who: 'anyone',
  features: ['calendar_EventsAccess'],
  refuse: { feature: () => calendarError(403, 'calendar.featureOff') },
};

/** Every signed-in user of a tenant with tasks on. */
export const taskAccess: SignedInAccess = {
  who: 'anyone',
  features: ['calendar_TasksAccess'],
  refuse: { feature: () => calendarError(403, 'tasks.featureOff') },
};
