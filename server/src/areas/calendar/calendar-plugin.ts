// The calendar's routes (issue 16, parts 1-5): events with recurrence and invitations
// (calendar-event-routes.ts), the secret iCalendar feed (calendar-feed-routes.ts) and tasks. The
// routes are the contract of packages/rules (calendar/contract.ts) on the area kit, which resolves
// the caller, checks the input and runs the SQL under the tenant's row-level security; every rule of
// who may see and change what, the times and the repetition is checked there and in the stores
// (the data API serves these tables read-only).
import type { FastifyPluginAsync } from 'fastify';
import { calendarContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type AreaRouter } from '../../area-kit/area-routes';
import type { SchedulingClock } from '../../clock/clock';
import { taskAccess as tasks } from './calendar-access';
import { eventRoutes } from './calendar-event-routes';
import { feedRoutes } from './calendar-feed-routes';
import { createTask, deleteTask, listTasks, setTaskDone, updateTask } from './task-store';

export { FEED_RATE_PER_MINUTE } from './calendar-feed-routes';

/** Tasks (route "tasks", calendar_TasksAccess). */
function taskRoutes(router: AreaRouter, clock: SchedulingClock) {
  router.route(routes.tasks, tasks, async ({ caller, db, query }) => ({
    tasks: await listTasks(db, caller, query, clock.now()),
  }));

  router.route(routes.createTask, tasks, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => createTask(tx, caller, body, clock.now())),
  }));

  router.route(routes.updateTask, tasks, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => updateTask(tx, caller, params.id, body, clock.now()));
    return { ok: true };
  });

  router.route(routes.setTaskDone, tasks, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => setTaskDone(tx, caller, params.id, body.done, clock.now()));
    return { ok: true };
  });

  router.route(routes.removeTask, tasks, async ({ caller, db, params }) => {
    await db.transaction((tx) => deleteTask(tx, caller, params.id, clock.now()));
    return { ok: true };
  });
}

export const calendarPlugin: FastifyPluginAsync<AreaContext> = async (
  app,
  { db: database, clock, sms, email, log },
) => {
  // The feed's path holds its secret: its route logs nothing, not even the path.
  app.addHook('onRoute', (route) => {
    if (route.url === routes.feed.path) route.logLevel = 'silent';
  });
  const router = areaRouter(app, database, 'calendar');
  eventRoutes(router, { sms, email, log, clock });
  feedRoutes(router, clock);
  taskRoutes(router, clock);
};
