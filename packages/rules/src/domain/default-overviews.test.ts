import { describe, it, expect } from 'vitest';
import { chooseOverview, defaultOverview, defaultOverviews } from './default-overviews';
import { overviewSchema } from './overview';

describe('§9 default overviews', () => {
  it('gives one overview per journal, each valid', () => {
    const overviews = defaultOverviews();
    expect(overviews.map((overview) => overview.app_context)).toEqual(['JOURNAL_ME', 'JOURNAL_RECIPIENT']);
    for (const overview of overviews) expect(overviewSchema.parse(overview)).toEqual(overview);
  });

  it('orders the JOURNAL_ME widgets 1..7, On, 5 rows, DEFAULT variation', () => {
    expect(defaultOverview('JOURNAL_ME')).toEqual({
      name: 'overviews.JOURNAL_ME.name',
      app_context: 'JOURNAL_ME',
      overview_widgets: [
        'ARTIFACT_QNRS',
        'CHAT',
        'CALENDAR_TASK',
        'CALENDAR_EVENT',
        'CRM_TIME_TRACKING',
        'DIRECTORY_MY_RECIPIENTS',
        'DRAFTS',
      ].map((widget, index) => ({
        widget,
        variation: 'DEFAULT',
        order: index + 1,
        settings: { status: 'On', amount_of_rows: 5 },
        name: `widgets.${widget}.name`,
        description: `widgets.${widget}.description`,
      })),
    });
  });

  it('puts ACTIVITIES_LOG in place of DIRECTORY_MY_RECIPIENTS for JOURNAL_RECIPIENT', () => {
    const widgets = defaultOverview('JOURNAL_RECIPIENT').overview_widgets;
    expect(widgets.map((widget) => [widget.order, widget.widget])).toEqual([
      [1, 'ARTIFACT_QNRS'],
      [2, 'CHAT'],
      [3, 'CALENDAR_TASK'],
      [4, 'CALENDAR_EVENT'],
      [5, 'CRM_TIME_TRACKING'],
      [6, 'ACTIVITIES_LOG'],
      [7, 'DRAFTS'],
    ]);
  });

  it('returns fresh copies', () => {
    const first = defaultOverviews();
    first[0]?.overview_widgets.pop();
    expect(defaultOverviews()[0]?.overview_widgets).toHaveLength(7);
  });

  it('prefers the user overview of the journal, else the default (§4)', () => {
    const mine = { name: 'Mine', app_context: 'JOURNAL_ME' as const, overview_widgets: [] };
    expect(chooseOverview('JOURNAL_ME', [mine])).toBe(mine);
    expect(chooseOverview('JOURNAL_RECIPIENT', [mine])).toEqual(defaultOverview('JOURNAL_RECIPIENT'));
    expect(chooseOverview('JOURNAL_ME', null)).toEqual(defaultOverview('JOURNAL_ME'));
  });
});
