import { describe, it, expect } from 'vitest';
import { overviewColumnOf, overviewSchema, overviewWidgetSchema } from './overview';

const widget = {
  widget: 'CHAT',
  variation: 'DEFAULT',
  order: 2,
  settings: { status: 'Off', amount_of_rows: 10 },
  name: 'Chat',
  description: 'Unseen messages',
};

describe('§3 overview widget', () => {
  it('accepts a stored widget', () => {
    expect(overviewWidgetSchema.parse(widget)).toEqual(widget);
  });

  it.each([
    [{ widget: 'UNKNOWN' }],
    [{ variation: '' }],
    [{ order: 0 }],
    [{ order: 1.5 }],
    [{ settings: { status: 'on', amount_of_rows: 5 } }],
    [{ settings: { status: 'On', amount_of_rows: 0 } }],
    [{ name: undefined }],
  ])('rejects %j', (change) => {
    expect(overviewWidgetSchema.safeParse({ ...widget, ...change }).success).toBe(false);
  });

  it('places even orders in one column and odd in the other (§2.5)', () => {
    expect(overviewColumnOf({ order: 2 })).toBe('even');
    expect(overviewColumnOf({ order: 7 })).toBe('odd');
  });
});

describe('§3 overview', () => {
  it('needs a known journal', () => {
    expect(
      overviewSchema.safeParse({ name: 'x', app_context: 'JOURNAL_ME', overview_widgets: [widget] }).success,
    ).toBe(true);
    expect(overviewSchema.safeParse({ name: 'x', app_context: 'ME', overview_widgets: [] }).success).toBe(
      false,
    );
  });
});
