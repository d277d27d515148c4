// Issue 26 item 8: answers as staff read them. One place turns a stored answer into the words a
// person reads (choices, ratings, matrix rows, dates in the UI language, signatures), used by the
// readable answers view and the history in the artifact app and by the answers table and its CSV and
// Excel exports on the server; and the contract of the answers table's routes.
import { z } from 'zod';
import { defineRoute, idParams, queryInt } from '../contract/route-contract';
import type { Language } from '../domain/languages';
import { visibleQuestionIds, type AnswerRow, type AnswerValue } from './answer-rules';
import { QNR_STATUSES } from './lifecycle';
import { modelQuestions, type Choice, type QnrQuestion, type QnrTemplateModel } from './template-model';

// ---- Labels ---------------------------------------------------------------------------------------

export const answerLabelTexts = {
  en: {
    yes: 'Yes',
    no: 'No',
    none: 'Not answered',
    signed: 'Signed (drawn signature)',
    signedAs: 'Signed by typing the name: {{name}}',
    scale: '{{value}} of {{max}}',
    row: 'Row {{n}}',
  },
  no: {
    yes: 'Ja',
    no: 'Nei',
    none: 'Ikke besvart',
    signed: 'Signert (tegnet signatur)',
    signedAs: 'Signert med navnet skrevet inn: {{name}}',
    scale: '{{value}} av {{max}}',
    row: 'Rad {{n}}',
  },
} as const satisfies Record<Language, Record<string, string>>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** A calendar date (`2025-09-01`) in the UI language's way: 01.09.2025 in Norwegian, 01/09/2025 in English. */
export function answerDateText(value: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  return lang === 'no' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** A moment (an ISO time) as a date and time in Norway, in the UI language's way. */
export function answerMomentText(iso: string | null, lang: Language): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(lang === 'no' ? 'nb-NO' : 'en-GB', {
    timeZone: 'Europe/Oslo',
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

/** What the label of an answer needs of its question (a top-level or a matrix's inner question). */
export type LabelledQuestion = Pick<QnrQuestion, 'type' | 'choices'> &
  Partial<Pick<QnrQuestion, 'min' | 'max' | 'minLabel' | 'maxLabel' | 'typedName'>>;

const choiceText = (choices: readonly Choice[], value: string) =>
  choices.find((c) => c.value === value)?.text ?? value;

export const isDrawnSignature = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('data:image/');

/** One answer in words, or null when it is not answered. */
export function answerText(
  question: LabelledQuestion,
  value: AnswerValue | undefined,
  lang: Language,
): string | null {
  const l = answerLabelTexts[lang];
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return null;
  if (typeof value === 'boolean') return value ? l.yes : l.no;
  if (Array.isArray(value)) return value.map((v) => choiceText(question.choices, v)).join(', ');
  const text = String(value);
  switch (question.type) {
    case 'signature':
      return isDrawnSignature(text) ? l.signed : fill(l.signedAs, { name: text });
    case 'date':
      return answerDateText(text, lang);
    case 'scale': {
      const n = Number(text);
      const end = n === question.min ? question.minLabel : n === question.max ? question.maxLabel : null;
      const base =
        question.max === null || question.max === undefined
          ? text
          : fill(l.scale, { value: text, max: question.max });
      return end ? `${base} (${end})` : base;
    }
    case 'yesno':
      return text === 'true' ? l.yes : text === 'false' ? l.no : text;
    default:
      return choiceText(question.choices, text);
  }
}

// ---- One questionnaire as it is read ----------------------------------------------------------------

export type ReadableAnswer =
  | { kind: 'value'; questionId: number; title: string; text: string | null; signature: string | null }
  | {
      kind: 'choiceMatrix';
      questionId: number;
      title: string;
      rows: { title: string; text: string | null }[];
    }
  | { kind: 'rows'; questionId: number; title: string; columns: string[]; rows: (string | null)[][] };

export interface ReadableSection {
  title: string | null;
  answers: ReadableAnswer[];
}

function matrixAnswer(q: QnrQuestion, answers: readonly AnswerRow[], lang: Language): ReadableAnswer {
  const cells = answers.filter((a) => a.composite_question_id === q.questionId);
  if (q.matrix === 'choice')
    return {
      kind: 'choiceMatrix',
      questionId: q.questionId,
      title: q.title,
      rows: q.inner.map((inner) => ({
        title: inner.title,
        text: answerText(q, cells.find((c) => c.question_id === inner.questionId)?.value, lang),
      })),
    };
  const rowIds = [...new Set(cells.map((c) => Number(c.row_id ?? 0)))].sort((a, b) => a - b);
  return {
    kind: 'rows',
    questionId: q.questionId,
    title: q.title,
    columns: q.inner.map((i) => i.title),
    rows: rowIds.map((row) =>
      q.inner.map((inner) =>
        answerText(
          inner,
          cells.find((c) => c.question_id === inner.questionId && Number(c.row_id ?? 0) === row)?.value,
          lang,
        ),
      ),
    ),
  };
}

/**
 * A questionnaire's questions with their answers in words, section by section, in the template's
 * order; information texts and questions a condition hides are left out.
 */
export function readableAnswers(
  model: QnrTemplateModel,
  answers: readonly AnswerRow[],
  lang: Language,
): ReadableSection[] {
  const visible = visibleQuestionIds(model, answers);
  const top = new Map(
    answers.filter((a) => a.composite_question_id === null).map((a) => [a.question_id, a.value]),
  );
  return model.sections
    .map((section) => ({
      title: section.title,
      answers: section.questions
        .filter((q) => q.type !== 'info' && visible.has(q.questionId))
        .map((q): ReadableAnswer => {
          if (q.type === 'composite') return matrixAnswer(q, answers, lang);
          const value = top.get(q.questionId);
          return {
            kind: 'value',
            questionId: q.questionId,
            title: q.title,
            text: answerText(q, value, lang),
            signature: q.type === 'signature' && isDrawnSignature(value) ? value : null,
          };
        }),
    }))
    .filter((s) => s.answers.length > 0);
}

// ---- The answers table: one row per response, one column per question -------------------------------

export interface AnswerColumn {
  /** `q<id>` for a question, `q<matrix>_<row question>` for a choice matrix's row. */
  key: string;
  title: string;
}

/** The table's question columns: one per question, one per row of a choice matrix. */
export function answerColumns(model: QnrTemplateModel): AnswerColumn[] {
  return modelQuestions(model)
    .filter((q) => q.type !== 'info')
    .flatMap((q) =>
      q.type === 'composite' && q.matrix === 'choice'
        ? q.inner.map((i) => ({ key: `q${q.questionId}_${i.questionId}`, title: `${q.title}: ${i.title}` }))
        : [{ key: `q${q.questionId}`, title: q.title }],
    );
}

/** One response's cells in the order of answerColumns, in words ('' where not answered). */
export function answerCells(
  model: QnrTemplateModel,
  answers: readonly AnswerRow[],
  lang: Language,
): string[] {
  const byId = new Map<number, ReadableAnswer>();
  for (const section of readableAnswers(model, answers, lang))
    for (const a of section.answers) byId.set(a.questionId, a);
  const row = answerLabelTexts[lang].row;
  return modelQuestions(model)
    .filter((q) => q.type !== 'info')
    .flatMap((q): string[] => {
      const a = byId.get(q.questionId);
      if (q.type === 'composite' && q.matrix === 'choice')
        return q.inner.map((_, i) => (a?.kind === 'choiceMatrix' ? (a.rows[i]?.text ?? '') : ''));
      if (!a) return [''];
      if (a.kind === 'value') return [a.text ?? ''];
      if (a.kind === 'rows')
        return [
          a.rows
            .map(
              (cells, n) =>
                `${fill(row, { n: n + 1 })}: ${cells.map((c, i) => `${a.columns[i]}: ${c ?? '–'}`).join(', ')}`,
            )
            .join('; '),
        ];
      return [''];
    });
}

// ---- The routes ---------------------------------------------------------------------------------------

/** The most rows of the answers table one page shows. */
export const ANSWERS_PAGE_SIZE_MAX = 100;
/** The most responses one export holds (chosen: a year of a large tenant's uses of one template). */
export const ANSWERS_EXPORT_MAX_ROWS = 5_000;
/** Time to write one Excel file on a worker thread; past it the export is refused. */
export const ANSWERS_XLSX_TIMEOUT_MS = 20_000;
export const ANSWERS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

const langQuery = z.enum(['en', 'no']).optional();

export const answersTableSchema = z.object({
  template: z.object({ id: z.number(), title: z.string() }),
  columns: z.array(z.object({ key: z.string(), title: z.string() })),
  rows: z.array(
    z.object({
      query_id: z.number(),
      /** The participant's name; null for one without a participant (anonymous). */
      participant_name: z.string().nullable(),
      status: z.enum(QNR_STATUSES),
      submitted_at: z.string().nullable(),
      saved_at: z.string().nullable(),
      cells: z.array(z.string()),
    }),
  ),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AnswersTable = z.infer<typeof answersTableSchema>;

export const questionnaireAnswersContract = {
  table: defineRoute({
    method: 'GET',
    path: '/api/questionnaire-templates/:id/answers',
    summary:
      'A template’s responses as a table: one row per response, one column per question, in words (staff)',
    resource: 'templates',
    params: idParams(),
    query: z.strictObject({
      page: queryInt().pipe(z.number().min(1).max(100_000)).optional(),
      page_size: queryInt().pipe(z.number().min(1).max(ANSWERS_PAGE_SIZE_MAX)).optional(),
      lang: langQuery,
    }),
    response: answersTableSchema,
    errors: ['qnr_not_found', 'qnr_forbidden'],
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/questionnaire-templates/:id/answers/export',
    summary: `A template’s responses as CSV or Excel (at most ${ANSWERS_EXPORT_MAX_ROWS} rows; staff)`,
    resource: 'templates',
    params: idParams(),
    query: z.strictObject({ format: z.enum(ANSWERS_EXPORT_FORMATS), lang: langQuery }),
    response: 'file',
    errors: ['qnr_not_found', 'qnr_forbidden', 'qnr_export_too_large', 'work_timed_out', 'server_busy'],
  }),
} as const;
