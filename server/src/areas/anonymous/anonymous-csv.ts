// The results of an invitation as CSV: one row per answer, one column per question, no identity and
// no time (the order of rows is the order answers came). A cell that a spreadsheet would read as a
// formula is prefixed with an apostrophe (CSV injection).
import type { Question } from './anonymous-store';

const cell = (value: unknown) => {
  const text = Array.isArray(value)
    ? value.join('; ')
    : value === undefined || value === null
      ? ''
      : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function anonymousResultsCsv(questions: Question[], answers: Record<string, unknown>[]): string {
  const asked = questions.filter((q) => q.type !== 'info');
  const lines = [asked.map((q) => cell(q.title)).join(',')];
  for (const answer of answers) lines.push(asked.map((q) => cell(answer[String(q.id)])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
