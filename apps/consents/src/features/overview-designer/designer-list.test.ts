// The designer's working list (issue 32 item 5): what it offers, what it refuses, how it moves.
import { describe, expect, it } from 'vitest';
import { specDesignerWidgets, WIDGET_KINDS } from '@portal/rules';
import {
  hasProblems,
  moveWidget,
  previewColumns,
  problemsOf,
  titleOf,
  toEditor,
  toSave,
} from './designer-list';

describe('the designer list', () => {
  const list = toEditor(specDesignerWidgets('JOURNAL_RECIPIENT'));

  it('offers every kind, the standard ones shown first', () => {
    expect(list).toHaveLength(WIDGET_KINDS.length);
    expect(list.slice(0, 7).every((w) => w.shown)).toBe(true);
    expect(list.slice(7).every((w) => !w.shown)).toBe(true);
    expect(toSave(list).slice(0, 7)).toEqual(specDesignerWidgets('JOURNAL_RECIPIENT'));
  });

  it('names a widget by its own name, else its kind in the reader’s language', () => {
    expect(titleOf({ ...list[1]!, name: '' }, 'no')).toBe('Chat');
    expect(titleOf({ ...list[0]!, name: '' }, 'no')).toBe('Skjemaer');
    expect(titleOf({ ...list[0]!, name: ' Mine skjema ' }, 'en')).toBe('Mine skjema');
  });

  it('marks rows outside 1-50 or not a whole number, and a name over 60 characters', () => {
    const first = list[0]!;
    for (const rows of ['0', '-1', '51', '2.5', '', 'ten'])
      expect(problemsOf({ ...first, rows }).rows).toBe(true);
    expect(problemsOf({ ...first, rows: '50' }).rows).toBe(false);
    expect(problemsOf({ ...first, name: 'x'.repeat(61) }).name).toBe(true);
    expect(hasProblems([{ ...first, rows: '0' }])).toBe(true);
    expect(hasProblems(list)).toBe(false);
  });

  it('moves a widget and lays the shown ones out in two columns by their place', () => {
    const moved = moveWidget(list, 0, 2);
    expect(moved.slice(0, 3).map((w) => w.widget)).toEqual([
      list[1]!.widget,
      list[2]!.widget,
      list[0]!.widget,
    ]);
    expect(moveWidget(list, 0, -1)).toEqual(list);
    const hidden = list.map((w, i) => (i === 1 ? { ...w, shown: false } : w));
    const { odd, even } = previewColumns(hidden);
    expect(odd.map((w) => w.widget)).toEqual([list[0]!.widget, list[3]!.widget, list[5]!.widget]);
    expect(even.map((w) => w.widget)).toEqual([list[2]!.widget, list[4]!.widget, list[6]!.widget]);
  });
});
