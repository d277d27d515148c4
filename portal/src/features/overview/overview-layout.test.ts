import { describe, expect, it } from 'vitest';
import type { ShellOverviewWidget } from '../user-context';
import { splitColumns, visibleWidgets, widgetTitle } from './overview-layout';

const widget = (
  order: number,
  status: 'On' | 'Off' = 'On',
  name: string | null = null,
): ShellOverviewWidget => ({
  widget: 'CHAT',
  variation: 'DEFAULT',
  order,
  settings: { status, amount_of_rows: 5 },
  name,
});

describe('overview layout (§2.5)', () => {
  it('hides Off widgets and sorts by order', () => {
    expect(visibleWidgets([widget(3), widget(1), widget(2, 'Off')]).map((w) => w.order)).toEqual([1, 3]);
  });

  it('puts odd orders in one column and even in the other', () => {
    const { odd, even } = splitColumns([1, 2, 3, 4, 5, 6, 7].map((o) => widget(o)));
    expect(odd.map((w) => w.order)).toEqual([1, 3, 5, 7]);
    expect(even.map((w) => w.order)).toEqual([2, 4, 6]);
  });

  it('translates a default name and shows a user-made one as it is', () => {
    const t = (key: string) => `T(${key})`;
    const exists = (key: string) => key.startsWith('widgets.');
    expect(widgetTitle(widget(1), t, exists)).toBe('T(widgets.CHAT.name)');
    expect(widgetTitle(widget(1, 'On', 'widgets.CHAT.name'), t, exists)).toBe('T(widgets.CHAT.name)');
    expect(widgetTitle(widget(1, 'On', 'My chats'), t, exists)).toBe('My chats');
  });
});
