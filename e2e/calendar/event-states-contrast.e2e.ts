// Journey: every event state is readable whatever day it is (issue 26 item 10). A staff member's
// week holds, each day, their own meeting, an invitation not yet answered (tentative), one they
// declined, another own event and an all-day one. The browser's clock is moved (Playwright's
// clock, never a wait) so that "today" falls at the start of the week, in its middle and on its
// Sunday; on each, the month, week, day and list views are checked by axe's color-contrast rule
// (4.5:1 for the events' text): past, today's, future, tentative and declined events all pass.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { DEMO, poll, signIn, userId, withRows } from '../support/shell-journey';

/** The week of Monday 9 March 2026 (Oslo is UTC+1 then); day 9..15. */
const DAYS = [9, 10, 11, 12, 13, 14, 15];
const utc = (day: number, hour: number) =>
  `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;

/** One event, and the staff member's answer to it as an invited person. */
function eventRow(
  day: number,
  hour: number,
  kind: string,
  organiser: string,
  answer: string,
  allDay = false,
) {
  const start = allDay ? `2026-03-${String(day - 1).padStart(2, '0')}T23:00:00Z` : utc(day, hour);
  const end = allDay ? `2026-03-${String(day).padStart(2, '0')}T23:00:00Z` : utc(day, hour + 1);
  return `WITH e AS (
      INSERT INTO events (customer_id, title, starts_at, ends_at, all_day, kind, created_by, updated_by)
      VALUES (${DEMO}, 'Kontrast ${kind} ${answer} ${day}', '${start}', '${end}', ${allDay}, '${kind}',
              ${userId(organiser)}, ${userId(organiser)})
      RETURNING id)
    INSERT INTO event_participants (event_id, user_id, customer_id, response)
    SELECT id, ${userId('staff')}, ${DEMO}, '${answer}' FROM e`;
}

const ROWS = DAYS.flatMap((day) => [
  eventRow(day, 7, 'meeting', 'staff', 'accepted'),
  eventRow(day, 9, 'appointment', 'leader', 'pending'),
  eventRow(day, 12, 'visit', 'leader', 'declined'),
  eventRow(day, 15, 'other', 'staff', 'accepted'),
  eventRow(day, 0, 'other', 'staff', 'accepted', true),
]);

/** "Today" at these moments (Oslo time): the week's Monday before noon, its Wednesday noon, its Sunday evening. */
const TODAYS = ['2026-03-09T11:30:00+01:00', '2026-03-11T12:30:00+01:00', '2026-03-15T20:00:00+01:00'];
const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;

async function contrastProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="calendar"]')
    .withRules(['color-contrast'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`),
  );
}

describe.skipIf(!chromiumPath)('calendar event states', () => {
  const journey = useJourney({}, (server) => withRows(server, ROWS));

  it('holds every event state to 4.5:1 on each kind of day, the clock moved', async () => {
    const context = await journey.browser.newContext({
      locale: 'en-US',
      timezoneId: 'Europe/Oslo',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    const checked: string[] = [];
    const problems: string[] = [];
    for (const today of TODAYS) {
      // Only the page's idea of now moves; its timers (the session's) keep running.
      await page.clock.setFixedTime(new Date(today));
      await page.goto(journey.server.url('demo', '/calendar?lang=en'));
      await page.locator('.fc-timegrid').waitFor();
      for (const view of VIEWS) {
        await page.locator(`.fc-${view}-button`).click();
        await poll(() => page.locator('.fc-event, .fc-list-event').count()).toBeGreaterThan(0);
        await poll(() => page.getByTestId('calendar').getAttribute('aria-busy')).toBe('false');
        if (view === 'timeGridWeek') {
          // The week shows every state: past, today's and future events, tentative and declined.
          for (const state of [
            '.fc-event-past',
            '.fc-event-today',
            '.calendar-pending',
            '.calendar-declined',
          ])
            expect(await page.locator(`.fc-event${state}`).count(), `${today} ${state}`).toBeGreaterThan(0);
          if (!today.startsWith('2026-03-15'))
            expect(await page.locator('.fc-event.fc-event-future').count(), today).toBeGreaterThan(0);
        }
        problems.push(...(await contrastProblems(page)).map((problem) => `${today} ${view}: ${problem}`));
        checked.push(`${today} ${view}`);
      }
    }
    expect(checked).toHaveLength(TODAYS.length * VIEWS.length);
    expect(problems).toEqual([]);
    await context.close();
  });
});
