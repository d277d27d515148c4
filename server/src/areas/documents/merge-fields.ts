// Issue 14 part 5: a template's merge fields, {{source.field}}, filled from the participant, the
// user, the tenant and a questionnaire's answers. An unknown field is kept visible ("[?field]")
// rather than silently dropped, so a template's author sees the mistake in the preview.
import type { Block, TextRun } from './rich-text-blocks';

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
 * A line's inline markup as runs: **bold**, *italic* or _italic_ (issue 26 item 9: the preview
 * and the PDF show them, never the asterisks). An unmatched marker stays as it is typed.
 */
export function inlineRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(\S(?:.*?\S)?)\*|(?<![\p{L}\p{N}])_(\S(?:.*?\S)?)_(?![\p{L}\p{N}])/gu;
  let at = 0;
  for (const match of line.matchAll(pattern)) {
    const index = match.index;
    if (index > at) runs.push({ text: line.slice(at, index), bold: false, italic: false });
    if (match[1] !== undefined) runs.push({ text: match[1], bold: true, italic: false });
    else runs.push({ text: match[2] ?? match[3] ?? '', bold: false, italic: true });
    at = index + match[0].length;
  }
  if (at < line.length) runs.push({ text: line.slice(at), bold: false, italic: false });
  return runs;
}

/**
 * The merged text as the blocks of a PDF and of the preview: "#", "##" and "###" lines are
 * headings, "- " and "* " lines bullets, "1. " lines numbered items, other lines paragraphs (an
 * empty line between paragraphs), with **bold** and *italic* inside a line.
 */
export function textBlocks(text: string): Block[] {
  return text.split(/\r?\n/).flatMap((line): Block[] => {
    const trimmed = line.trimEnd();
    if (!trimmed.trim()) return [];
    const heading = /^(#{1,3}) (.*)$/.exec(trimmed);
    if (heading) return [{ kind: 'heading', level: heading[1]?.length ?? 1, runs: inlineRuns(heading[2] ?? '') }];
    const bullet = /^(\s*)[-*] (.*)$/.exec(trimmed);
    const depth = (indent: string) => Math.min(Math.floor(indent.length / 2), 3);
    if (bullet)
      return [{ kind: 'list-item', marker: '•', depth: depth(bullet[1] ?? ''), runs: inlineRuns(bullet[2] ?? '') }];
    const numbered = /^(\s*)(\d{1,3})[.)] (.*)$/.exec(trimmed);
    if (numbered)
      return [
        {
          kind: 'list-item',
          marker: `${numbered[2]}.`,
          depth: depth(numbered[1] ?? ''),
          runs: inlineRuns(numbered[3] ?? ''),
        },
      ];
    return [{ kind: 'paragraph', runs: inlineRuns(trimmed) }];
  });
}
