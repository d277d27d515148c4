// Issue 29 item 5: the registrations of a period as a file, CSV or Excel (XLSX). The file is made on
// the worker pool (time-export.worker.ts: papaparse and exceljs), so a large team's month never
// holds the event loop; this part is the columns and rows both formats share.
import { formatMinutes, type TimeEntry } from '@portal/rules';

export const EXPORT_COLUMNS = [
  'Date',
  'Person',
  'Start',
  'End',
  'Hours',
  'Minutes',
  'Participant',
  'Activity',
  'Note',
  'Status',
] as const;

export function exportRow(entry: TimeEntry): (string | number)[] {
  return [
    entry.date,
    entry.userName,
    entry.start ?? '',
    entry.end ?? '',
    formatMinutes(entry.minutes),
    entry.minutes,
    entry.recipientName ?? '',
    entry.activityType,
    entry.note ?? '',
    entry.status,
  ];
}

/** The longest an export may take on its thread. */
export const TIME_EXPORT_TIMEOUT_MS = 20_000;
