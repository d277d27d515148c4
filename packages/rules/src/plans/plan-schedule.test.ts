import { describe, expect, it } from 'vitest';
import { planRruleset, planScheduleChoices, planScheduleFormSchema } from './plan-schedule';

describe('the plan form’s schedule', () => {
  it('writes an RFC 5545 set in Oslo time, with exceptions, and reads its choices back', () => {
    const form = planScheduleFormSchema.parse({
      start: '2027-01-04T09:30',
      frequency: 'WEEKLY',
      interval: 2,
      weekdays: ['MO', 'TH'],
      count: 6,
      exceptions: ['2027-01-18'],
    });
    const text = planRruleset(form);
    expect(text).toBe(
      [
        'DTSTART;TZID=Europe/Oslo:20270104T093000',
        'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=6',
        'EXDATE;TZID=Europe/Oslo:20270118T093000',
      ].join('\n'),
    );
    expect(planScheduleChoices(text)).toEqual({
      frequency: 'WEEKLY',
      interval: 2,
      weekdays: ['MO', 'TH'],
      count: 6,
    });
    expect(planScheduleChoices('DTSTART:20270104T080000Z\nRRULE:FREQ=DAILY')).toEqual({
      frequency: 'DAILY',
      interval: 1,
      weekdays: [],
      count: null,
    });
  });

  it('refuses a start that is not a local date and time', () => {
    expect(
      planScheduleFormSchema.safeParse({
        start: 'monday',
        frequency: 'WEEKLY',
        interval: 1,
        weekdays: [],
        count: null,
        exceptions: [],
      }).success,
    ).toBe(false);
  });
});
