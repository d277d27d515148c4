// The designer's working list: the widgets in their order, with rows and name as typed (so a field
// can hold a half-typed value and say what is wrong), and the conversions to and from the contract.
import {
  OVERVIEW_NAME_MAX,
  OVERVIEW_ROWS_MAX,
  OVERVIEW_ROWS_MIN,
  widgetTexts,
  withEveryKind,
  type DesignerWidget,
  type WidgetKind,
} from '@portal/rules';

export interface EditorWidget {
  widget: WidgetKind;
  shown: boolean;
  rows: string;
  name: string;
}

export interface WidgetProblems {
  rows: boolean;
  name: boolean;
}

/** The stored layout as the editor holds it: every kind, the ones not in the layout hidden at the end. */
export function toEditor(widgets: readonly DesignerWidget[]): EditorWidget[] {
  return withEveryKind(widgets).map((w) => ({
    widget: w.widget,
    shown: w.status === 'On',
    rows: String(w.rows),
    name: w.name ?? '',
  }));
}

/** The kind's own name in the reader's language (the shell's overview shows the same). */
export function kindName(widget: WidgetKind, language: 'en' | 'no'): string {
  return widgetTexts[widget].name[language];
}

/** What a widget is called on the overview: its own name, else its kind's. */
export function titleOf(widget: EditorWidget, language: 'en' | 'no'): string {
  return widget.name.trim() || kindName(widget.widget, language);
}

export function problemsOf(widget: EditorWidget): WidgetProblems {
  const rows = Number(widget.rows);
  return {
    rows: !/^\d+$/.test(widget.rows.trim()) || rows < OVERVIEW_ROWS_MIN || rows > OVERVIEW_ROWS_MAX,
    name: widget.name.trim().length > OVERVIEW_NAME_MAX,
  };
}

export function hasProblems(list: readonly EditorWidget[]): boolean {
  return list.some((w) => {
    const p = problemsOf(w);
    return p.rows || p.name;
  });
}

/** The list in the contract's words (call only without problems). */
export function toSave(list: readonly EditorWidget[]): DesignerWidget[] {
  return list.map((w) => ({
    widget: w.widget,
    status: w.shown ? 'On' : 'Off',
    rows: Number(w.rows),
    name: w.name.trim() === '' ? null : w.name.trim(),
  }));
}

/** The list with the entry at `from` moved to `to`. */
export function moveWidget<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** §2.5 as the shell lays it out: the shown widgets numbered 1..n, odd in one column, even in the other. */
export function previewColumns(list: readonly EditorWidget[]): { odd: EditorWidget[]; even: EditorWidget[] } {
  const shown = list.filter((w) => w.shown);
  return { odd: shown.filter((_, i) => i % 2 === 0), even: shown.filter((_, i) => i % 2 === 1) };
}
