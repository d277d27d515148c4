// Dates as the UI language writes them (not the browser's locale): Norwegian dd.mm.yyyy, English
// dd/mm/yyyy (en-GB, the app's English). Values stay ISO (`yyyy-mm-dd`, `HH:MM`) for forms and APIs.
import type { Language } from './shell-types';

const SEPARATOR: Record<Language, string> = { no: '.', en: '/' };
/** What a date field shows before anything is written, in the UI language's words. */
export const DATE_PLACEHOLDER: Record<Language, string> = { no: 'dd.mm.åååå', en: 'dd/mm/yyyy' };

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-mm-dd` for a calendar day (local time). */
export function isoOfDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The parts of an ISO day, or null when it is not a real one (31.02, month 13). */
export function partsOfIso(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return { year, month, day };
}

/** An ISO day as the language writes it; '' for '' and the text itself when it is no ISO day. */
export function formatDay(iso: string, language: Language): string {
  const parts = partsOfIso(iso);
  if (!parts) return iso;
  const sep = SEPARATOR[language];
  return `${pad(parts.day)}${sep}${pad(parts.month)}${sep}${parts.year}`;
}

/**
 * What a person wrote as an ISO day, or null when it is no date. Day first in both languages, with
 * `.`, `/`, `-` or a space between (`1.2.2026`, `01/02/2026`), eight digits (`01022026`), a two-digit
 * year read as 20yy, or ISO itself (pasted from elsewhere).
 */
export function parseDay(text: string): string | null {
  const s = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return partsOfIso(s) ? s : null;
  const m = /^(\d{1,2})[./\s-](\d{1,2})[./\s-](\d{2}|\d{4})$/.exec(s) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  if (!m) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const iso = isoOfDay(year, Number(m[2]), Number(m[1]));
  return partsOfIso(iso) ? iso : null;
}

/** `HH:MM` from what a person wrote (`9`, `930`, `09:30`, `9.30`), or null. 24-hour in both languages. */
export function parseTime(text: string): string | null {
  const s = text.trim();
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(s);
  if (!m) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2] ?? '0')];
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** Today as ISO (local time). */
export function todayIso(now: Date = new Date()): string {
  return isoOfDay(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
