// The answers of one questionnaire as rows (§3 qnrResponse's selected_question names: question_id,
// composite_question_id, row_id) and the rules every answer meets, on the server before it is saved
// and in the browser before it is sent: its type, its choices, required answers of visible questions.
import type { Language, LocalizedText } from '../domain/languages';
import { modelQuestions, textIn, type QnrQuestion, type QnrTemplateModel, type ShowIf } from './template-model';

export type AnswerValue = string | number | boolean | string[] | null;

export interface AnswerRow {
  question_id: number;
  /** The composite (matrix) question this answer is a cell of. */
  composite_question_id: number | null;
  /** A dynamic matrix's row ('0', '1', ...); null elsewhere. */
  row_id: string | null;
  value: AnswerValue;
}

/** A signature is a PNG data URL; this bounds its size (about 200 KB). */
export const SIGNATURE_MAX_CHARS = 280_000;
/** A typed name in place of a drawn signature (issue 33.2): a full name, not a text. */
export const TYPED_NAME_MAX_CHARS = 200;
export const TEXT_ANSWER_MAX_CHARS = 20_000;

export const answerProblemTexts = {
  wrongType: { en: 'The answer to "{{title}}" has the wrong type.', no: 'Svaret på «{{title}}» har feil type.' },
  notAChoice: {
    en: 'The answer to "{{title}}" is not one of its choices.',
    no: 'Svaret på «{{title}}» er ikke et av valgene.',
  },
  outOfRange: {
    en: 'The answer to "{{title}}" is outside the allowed range.',
    no: 'Svaret på «{{title}}» er utenfor det tillatte området.',
  },
  tooLong: { en: 'The answer to "{{title}}" is too long.', no: 'Svaret på «{{title}}» er for langt.' },
  required: { en: '"{{title}}" must be answered.', no: '«{{title}}» må besvares.' },
  unknownQuestion: {
    en: 'An answer names a question that is not in this questionnaire.',
    no: 'Et svar gjelder et spørsmål som ikke er i dette skjemaet.',
  },
} as const satisfies Record<string, LocalizedText>;
export type AnswerProblemCode = keyof typeof answerProblemTexts;

export interface AnswerProblem {
  code: AnswerProblemCode;
  questionId: number;
  /** The message in both languages (the template's own text where it gives one). */
  message: LocalizedText;
}

const fill = (text: string, title: string) => text.replace('{{title}}', title);

function problem(code: AnswerProblemCode, q: { questionId: number; title: string }, own?: QnrQuestion['messages']['invalid']): AnswerProblem {
  const base = answerProblemTexts[code];
  const message = {
    en: textIn(own, 'en') ?? fill(base.en, q.title),
    no: textIn(own, 'no') ?? fill(base.no, q.title),
  };
  return { code, questionId: q.questionId, message };
}

export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The top-level answers by question id (matrix cells are not conditions' subjects). */
export function answersByQuestion(rows: readonly AnswerRow[]): Map<number, AnswerValue> {
  const map = new Map<number, AnswerValue>();
  for (const r of rows) if (r.composite_question_id === null) map.set(r.question_id, r.value);
  return map;
}

/** Whether a show-if condition holds on the answers given so far. */
export function conditionHolds(cond: ShowIf, answers: ReadonlyMap<number, AnswerValue>): boolean {
  const value = answers.get(cond.questionId);
  if (cond.op === 'answered') return !isEmptyAnswer(value);
  if (isEmptyAnswer(value)) return cond.op === 'neq';
  const want = cond.value;
  if (cond.op === 'contains')
    return Array.isArray(value) ? value.includes(String(want)) : String(value).includes(String(want));
  if (cond.op === 'gt' || cond.op === 'lt') {
    const a = Number(value);
    const b = Number(want);
    if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
    return cond.op === 'gt' ? a > b : a < b;
  }
  const same = Array.isArray(value) ? value.length === 1 && value[0] === String(want) : String(value) === String(want);
  return cond.op === 'eq' ? same : !same;
}

/** The questions shown for these answers: those without a condition or whose condition holds. */
export function visibleQuestionIds(model: QnrTemplateModel, rows: readonly AnswerRow[]): Set<number> {
  const answers = answersByQuestion(rows);
  const visible = new Set<number>();
  for (const q of modelQuestions(model)) {
    // A condition on a hidden question hides this one too.
    const shown = q.showIf === null || (visible.has(q.showIf.questionId) && conditionHolds(q.showIf, answers));
    if (shown) visible.add(q.questionId);
  }
  return visible;
}

function checkValue(
  q: { questionId: number; title: string; type: QnrQuestion['type']; choices: QnrQuestion['choices'] },
  full: QnrQuestion | null,
  value: AnswerValue,
): AnswerProblem | null {
  if (value === null) return null;
  const invalid = full?.messages.invalid;
  const choiceValues = new Set(q.choices.map((c) => c.value));
  switch (q.type) {
    case 'text':
    case 'longtext':
    case 'date':
      if (typeof value !== 'string') return problem('wrongType', q, invalid);
      if (q.type === 'date' && value !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return problem('wrongType', q, invalid);
      if (value.length > (full?.maxLength ?? TEXT_ANSWER_MAX_CHARS)) return problem('tooLong', q, invalid);
      return null;
    case 'number':
    case 'scale': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) return problem('wrongType', q, invalid);
      if (full && ((full.min !== null && n < full.min) || (full.max !== null && n > full.max)))
        return problem('outOfRange', q, invalid);
      return null;
    }
    case 'yesno':
      return typeof value === 'boolean' ? null : problem('wrongType', q, invalid);
    case 'single':
      if (typeof value !== 'string' && typeof value !== 'number') return problem('wrongType', q, invalid);
      return choiceValues.size === 0 || choiceValues.has(String(value)) ? null : problem('notAChoice', q, invalid);
    case 'multiple':
      if (!Array.isArray(value)) return problem('wrongType', q, invalid);
      return choiceValues.size === 0 || value.every((v) => choiceValues.has(v)) ? null : problem('notAChoice', q, invalid);
    case 'signature':
      if (typeof value !== 'string') return problem('wrongType', q, invalid);
      // A typed full name where the template allows one (issue 33.2), else a drawn PNG.
      if (full?.typedName === true && !value.startsWith('data:'))
        return value.trim() === '' || value.length > TYPED_NAME_MAX_CHARS ? problem('wrongType', q, invalid) : null;
      if (!value.startsWith('data:image/png;base64,')) return problem('wrongType', q, invalid);
      return value.length > SIGNATURE_MAX_CHARS ? problem('tooLong', q, invalid) : null;
    case 'info':
    case 'composite':
      return problem('wrongType', q, invalid);
  }
}

/**
 * The problems of a set of answers. `complete` (a submit) also asks every visible required
 * question (and a required matrix cell of every row given) to be answered.
 */
export function validateAnswers(
  model: QnrTemplateModel,
  rows: readonly AnswerRow[],
  options: { complete: boolean },
): AnswerProblem[] {
  const questions = new Map(modelQuestions(model).map((q) => [q.questionId, q]));
  const problems: AnswerProblem[] = [];
  for (const r of rows) {
    if (r.composite_question_id === null) {
      const q = questions.get(r.question_id);
      if (!q || q.type === 'composite' || q.type === 'info') {
        problems.push(problem('unknownQuestion', { questionId: r.question_id, title: '' }));
        continue;
      }
      const p = checkValue(q, q, r.value);
      if (p) problems.push(p);
      continue;
    }
    const parent = questions.get(r.composite_question_id);
    const inner = parent?.type === 'composite' ? parent.inner.find((i) => i.questionId === r.question_id) : undefined;
    if (!parent || !inner) {
      problems.push(problem('unknownQuestion', { questionId: r.question_id, title: '' }));
      continue;
    }
    const cell =
      parent.matrix === 'choice' ? { ...inner, type: 'single' as const, choices: parent.choices } : inner;
    const p = checkValue(cell, null, r.value);
    if (p) problems.push(p);
  }
  if (!options.complete) return problems;
  const visible = visibleQuestionIds(model, rows);
  const answered = answersByQuestion(rows);
  for (const q of questions.values()) {
    if (!visible.has(q.questionId)) continue;
    if (q.type === 'composite') {
      const cells = rows.filter((r) => r.composite_question_id === q.questionId && !isEmptyAnswer(r.value));
      if (q.required && cells.length === 0) problems.push(problem('required', q, q.messages.required));
      if (q.matrix === 'choice') {
        for (const inner of q.inner)
          if ((inner.required || q.required) && !cells.some((c) => c.question_id === inner.questionId))
            problems.push(problem('required', inner, q.messages.required));
      } else {
        const rowIds = new Set(cells.map((c) => c.row_id));
        for (const rowId of rowIds)
          for (const inner of q.inner)
            if (inner.required && !cells.some((c) => c.row_id === rowId && c.question_id === inner.questionId))
              problems.push(problem('required', inner, q.messages.required));
      }
      continue;
    }
    if (q.required && isEmptyAnswer(answered.get(q.questionId)))
      problems.push(problem('required', q, q.messages.required));
  }
  return problems;
}

/** A problem's message in one language. */
export function answerProblemText(p: AnswerProblem, lang: Language): string {
  return p.message[lang];
}
