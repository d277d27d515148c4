// Issue 14 part 5: a template's merge fields, {{source.field}}, filled from the participant, the
// user, the tenant and a questionnaire's answers. An unknown field is kept visible ("[?field]")
// rather than silently dropped, so a template's author sees the mistake in the preview.
import type { Block } from './rich-text-blocks';

export type MergeValues = Record<string, string | number | null | undefined>;

const FIELD = /\{\{\s*([a-z_]+(?:\.[A-Za-z0-9_-]+)+)\s*\}\}/g;

export function mergeTemplate(body: string, values: MergeValues): string {
  return body.replace(FIELD, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) return `[?${name}]`;
    return value === null ? '' : String(value);
  });
}

/** The fields a template names, in order, each once (for the generate page's list). */
export function mergeFieldsOf(body: string): string[] {
  return [...new Set([...body.matchAll(FIELD)].map((match) => match[1] ?? ''))];
}

/** A questionnaire's answers as merge values: `answers.<key>`; lists joined, objects as their values. */
export function answerValues(answers: unknown): MergeValues {
  const values: MergeValues = {};
  if (!answers || typeof answers !== 'object') return values;
  for (const [key, value] of Object.entries(answers as Record<string, unknown>)) {
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(key)) continue;
    values[`answers.${key}`] = Array.isArray(value)
      ? value.map(String).join(', ')
      : value !== null && typeof value === 'object'
        ? Object.values(value as Record<string, unknown>)
            .map(String)
            .join(', ')
        : value === null || value === undefined
          ? ''
          : String(value as string | number | boolean);
  }
  return values;
}

/**
 * The merged text as the blocks of a PDF: "# " and "## " lines are headings, "- " lines list items,
 * other lines paragraphs (an empty line between paragraphs).
 */
export function textBlocks(text: string): Block[] {
  const run = (value: string) => [{ text: value, bold: false, italic: false }];
  return text.split(/\r?\n/).flatMap((line): Block[] => {
    const trimmed = line.trimEnd();
    if (!trimmed.trim()) return [];
    if (trimmed.startsWith('## ')) return [{ kind: 'heading', level: 2, runs: run(trimmed.slice(3)) }];
    if (trimmed.startsWith('# ')) return [{ kind: 'heading', level: 1, runs: run(trimmed.slice(2)) }];
    if (trimmed.startsWith('- '))
      return [{ kind: 'list-item', marker: '•', depth: 0, runs: run(trimmed.slice(2)) }];
    return [{ kind: 'paragraph', runs: run(trimmed) }];
  });
}
