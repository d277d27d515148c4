import { areaErrors } from '../../area-kit/area-errors';

/** The access log's refusals, each in English and Norwegian. */
export const accessLogError = areaErrors({
  access_log_period: ['The period ends before it begins', 'Perioden slutter før den begynner'],
});
