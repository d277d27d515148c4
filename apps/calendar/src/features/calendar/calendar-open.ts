// What the calendar page has open in its dialog.
export type CalendarOpen =
  | { type: 'new'; start: Date; end: Date; allDay: boolean }
  | { type: 'view'; eventId: number; occurrence: string | null }
  | { type: 'edit'; eventId: number; occurrence: string | null }
  | { type: 'feed' }
  | null;
