// The event form's fields to what the server takes: local times become instants, an all-day end is
// exclusive, the repeat choice becomes an RFC 5545 rule and back.
import { describe, expect, it } from 'vitest';
import type { EventDetails } from './calendar-api';
import { emptyFields, fieldsOf, inputOfFields, ruleOf } from './event-form-values';

describe('event form values', () => {
  it('turns a selection into fields and back into instants', () => {
    const start = new Date(2026, 11, 2, 10, 0);
    const end = new Date(2026, 11, 2, 11, 0);
    const fields = {
      ...emptyFields(start, end),
      title: ' Møte ',
      repeat: 'weekly' as const,
      repeatCount: '4',
    };
    expect([fields.startDate, fields.startTime, fields.endTime]).toEqual(['2026-12-02', '10:00', '11:00']);
    const input = inputOfFields(fields);
    expect(input.title).toBe('Møte');
    expect(input.start).toBe(start.toISOString());
    expect(input.end).toBe(end.toISOString());
    expect(input.rrule).toBe('FREQ=WEEKLY;COUNT=4');
  });

  it('keeps an all-day end exclusive and a custom rule as written', () => {
    const fields = emptyFields(new Date(2026, 11, 2), new Date(2026, 11, 4), true);
    expect(fields.endDate).toBe('2026-12-03');
    expect(inputOfFields(fields).end).toBe(new Date(2026, 11, 4).toISOString());
    expect(ruleOf({ ...fields, repeat: 'custom', customRule: ' FREQ=MONTHLY;BYDAY=1MO ' })).toBe(
      'FREQ=MONTHLY;BYDAY=1MO',
    );
    expect(ruleOf({ ...fields, repeat: 'none' })).toBeNull();
  });

  it('shows the opened occurrence of a series, and a capped rule as custom', () => {
    const details = {
      title: 'Serie',
      start: new Date(2026, 10, 2, 9).toISOString(),
      end: new Date(2026, 10, 2, 10).toISOString(),
      allDay: false,
      kind: 'meeting',
      location: null,
      videoMeeting: false,
      description: null,
      rrule: 'FREQ=WEEKLY;UNTIL=20271102T080000Z',
      participants: [{ userId: 3, name: 'Ola', role: 'participant', response: 'pending' }],
      recipientId: null,
      reminderMinutes: 15,
      planId: null,
    } as unknown as EventDetails;
    const fields = fieldsOf(details, new Date(2026, 10, 16, 9).toISOString());
    expect([fields.startDate, fields.startTime, fields.endTime]).toEqual(['2026-11-16', '09:00', '10:00']);
    expect(fields.repeat).toBe('custom');
    expect(fields.participantIds).toEqual([3]);
    expect(fields.reminder).toBe('15');
  });
});
