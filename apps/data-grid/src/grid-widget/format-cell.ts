import type { CellValue, ColumnFormat } from './widget-definition';

const formats = new Map<string, Intl.DateTimeFormat>();

// Short enough for a third of a page: "22 Nov" (this year), "22 Nov 2025", "22 Nov, 10:00".
function dateFormat(locale: string, withTime: boolean, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}|${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** 90 -> "1:30". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A cell as text in the shell's locale. Statuses ("status.<value>") and labels (a text key) are
 * translated through `translateKey`, which answers null for an unknown key (the raw value shows).
 */
export function formatCell(
  value: CellValue,
  format: ColumnFormat,
  locale: string,
  translateKey: (key: string) => string | null,
  now: Date = new Date(),
): string {
  if (value === null || value === '') return '';
  switch (format) {
    case 'date':
    case 'datetime': {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) return String(value);
      return dateFormat(locale, format === 'datetime', date.getFullYear() !== now.getFullYear()).format(date);
    }
    case 'minutes':
      return typeof value === 'number' ? formatMinutes(value) : String(value);
    case 'status':
      return translateKey(`status.${String(value)}`) ?? String(value);
    case 'label':
      return translateKey(String(value)) ?? String(value);
    default:
      return String(value);
  }
}
