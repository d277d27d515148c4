// The durable queue of scheduled work (ARCHITECTURE.md §9): areas declare `jobs` and `recurring`
// on their FeatureArea and schedule through `AreaContext.jobs`.
export {
  createJobRunner,
  MAX_ATTEMPTS,
  POLL_MS,
  type DueJob,
  type JobHandler,
  type JobRunner,
  type JobScheduler,
  type RecurringJob,
  type ScheduleJob,
} from './job-runner';
export { housekeep, housekeepingJob, type Housekept } from './housekeeping';
