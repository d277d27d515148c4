// The plans area (§9, server/src/areas/plans/): its door.
export { plansArea } from './plans-area';
// The schedule reader, for the demo data's next sends.
export { readPlanSchedule } from './plan-recurrence';
