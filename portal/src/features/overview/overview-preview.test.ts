// The overview designer's preview in the shell (issue 32 item 5): the unsaved list becomes the
// widgets the grid lays out, the shown ones numbered 1..n so the columns have no gap.
import { describe, expect, it } from 'vitest';
import { previewWidgets } from './overview-preview-read';

describe('previewWidgets', () => {
  it('numbers the shown widgets in the designer’s order and keeps names and rows', () => {
    const widgets = previewWidgets({
      appContext: 'JOURNAL_RECIPIENT',
      returnTo: '/designer-overview',
      scope: 'default',
      widgets: [
        { widget: 'CHAT', status: 'On', rows: 3, name: 'Samtaler' },
        { widget: 'DRAFTS', status: 'Off', rows: 5, name: null },
        { widget: 'ACTIVITIES_LOG', status: 'On', rows: 8, name: null },
      ],
    });
    expect(
      widgets.map((w) => [w.widget, w.order, w.settings.status, w.settings.amount_of_rows, w.name]),
    ).toEqual([
      ['CHAT', 1, 'On', 3, 'Samtaler'],
      ['ACTIVITIES_LOG', 2, 'On', 8, null],
      ['DRAFTS', 3, 'Off', 5, null],
    ]);
  });
});
