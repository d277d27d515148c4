// §3 templates, questions, question_template, question_composite_question: the one shape of a
// questionnaire template that the designer's preview, the answering screen (SurveyJS) and the
// server's answer rules all read. Built from the table rows by buildTemplateModel.
//
// Where a question's settings live: `questions.properties` (the question's own), overridden key by
// key by `question_template.properties` (this template's use of it). The keys, all optional except
// type:
//   type        one of QUESTION_TYPES (default 'text')
//   required    boolean
//   help        help text under the title (falls back to the row's description)
//   choices     string[] or { value, text }[] (single, multiple; the columns of a choice matrix)
//   min, max    number bounds (number) or the scale's ends (scale, default 1..5)
//   minLabel, maxLabel   the scale's end labels
//   maxLength   text length limit
//   matrix      'dynamic' (default: the inner questions are columns, the participant adds rows)
//               or 'choice' (the inner questions are rows, `choices` are the columns)
//   showIf      { question_id, op, value }: shown only when an EARLIER answer matches (SHOW_IF_OPS)
//   section     a title: a new section (one page/screen) starts at this question
//   messages    { required?, invalid? }: the template's own validation texts, a string or { en, no }
//   typedName   boolean (signature): a typed full name is accepted instead of a drawn signature,
//               the keyboard's way to sign (issue 33.2)
import type { Language } from '../domain/languages';

export const QUESTION_TYPES = [
  'text',
  'longtext',
  'number',
  'date',
  'single',
  'multiple',
  'scale',
  'yesno',
  'composite',
  'info',
  'signature',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SHOW_IF_OPS = ['eq', 'neq', 'gt', 'lt', 'answered', 'contains'] as const;
export type ShowIfOp = (typeof SHOW_IF_OPS)[number];

export interface ShowIf {
  questionId: number;
  op: ShowIfOp;
  value: string | number | boolean | null;
}

/** A text the template gives in one or both languages. */
export type TemplateText = string | { en?: string; no?: string };

export interface Choice {
  value: string;
  text: string;
}

export interface QnrInnerQuestion {
  questionId: number;
  type: QuestionType;
  title: string;
  row: number;
  position: number;
  required: boolean;
  choices: Choice[];
}

export interface QnrQuestion {
  questionId: number;
  /** question_template.id, when the question comes from a template row. */
  templateQuestionId: number | null;
  type: QuestionType;
  title: string;
  help: string | null;
  narrative: string | null;
  required: boolean;
  choices: Choice[];
  min: number | null;
  max: number | null;
  minLabel: string | null;
  maxLabel: string | null;
  maxLength: number | null;
  matrix: 'dynamic' | 'choice';
  inner: QnrInnerQuestion[];
  showIf: ShowIf | null;
  messages: { required?: TemplateText; invalid?: TemplateText };
  /** A signature the template lets be a typed full name instead of a drawing (issue 33.2). */
  typedName?: boolean;
}

export interface QnrSection {
  title: string | null;
  questions: QnrQuestion[];
}

export interface QnrTemplateModel {
  templateId: number;
  title: string;
  /** template_flags.collapse_all: one section a screen. */
  onePagePerSection: boolean;
  sections: QnrSection[];
}

// The rows the builder reads (names as in the tables).
export interface QuestionRow {
  id: number | string;
  title: string;
  description?: string | null;
  properties?: Record<string, unknown> | null;
}
export interface QuestionTemplateRow {
  id?: number | string | null;
  question_id: number | string;
  position: number;
  title?: string | null;
  description?: string | null;
  narrative?: string | null;
  properties?: Record<string, unknown> | null;
  question: QuestionRow;
}
export interface CompositeRow {
  composite_question_id: number | string;
  question_id: number | string;
  row: number;
  position: number;
  title?: string | null;
  properties?: Record<string, unknown> | null;
  question: QuestionRow;
}
export interface TemplateRows {
  template: { id: number | string; title: string };
  flags?: { collapse_all?: boolean | null } | null;
  questions: QuestionTemplateRow[];
  composites: CompositeRow[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function questionType(value: unknown): QuestionType {
  return typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value)
    ? (value as QuestionType)
    : 'text';
}

function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function choices(value: unknown): Choice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c): Choice[] => {
    if (typeof c === 'string' || typeof c === 'number') return [{ value: String(c), text: String(c) }];
    if (isRecord(c) && (typeof c.value === 'string' || typeof c.value === 'number'))
      return [{ value: String(c.value), text: typeof c.text === 'string' ? c.text : String(c.value) }];
    return [];
  });
}

function templateText(value: unknown): TemplateText | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value)) {
    const out: { en?: string; no?: string } = {};
    if (typeof value.en === 'string') out.en = value.en;
    if (typeof value.no === 'string') out.no = value.no;
    return out;
  }
  return undefined;
}

function showIf(value: unknown): ShowIf | null {
  if (!isRecord(value)) return null;
  const questionId = num(value.question_id);
  const op = value.op;
  if (questionId === null || typeof op !== 'string' || !(SHOW_IF_OPS as readonly string[]).includes(op))
    return null;
  const v = value.value;
  return {
    questionId,
    op: op as ShowIfOp,
    value: typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null,
  };
}

/** A template text in the language asked for, else the other one. */
export function textIn(text: TemplateText | undefined, lang: Language): string | undefined {
  if (text === undefined) return undefined;
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en ?? text.no;
}

/** The template's rows as one model: sections in order, questions by position. */
export function buildTemplateModel(rows: TemplateRows): QnrTemplateModel {
  const innerOf = new Map<number, QnrInnerQuestion[]>();
  for (const c of rows.composites) {
    const props = { ...(c.question.properties ?? {}), ...(c.properties ?? {}) };
    const list = innerOf.get(Number(c.composite_question_id)) ?? [];
    list.push({
      questionId: Number(c.question_id),
      type: questionType(props.type),
      title: c.title ?? c.question.title,
      row: c.row,
      position: c.position,
      required: props.required === true,
      choices: choices(props.choices),
    });
    innerOf.set(Number(c.composite_question_id), list);
  }
  const sections: QnrSection[] = [];
  let current: QnrSection = { title: null, questions: [] };
  const ordered = [...rows.questions].sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
  for (const qt of ordered) {
    const props = { ...(qt.question.properties ?? {}), ...(qt.properties ?? {}) };
    const section = str(props.section);
    if (section !== null && current.questions.length > 0) {
      sections.push(current);
      current = { title: section, questions: [] };
    } else if (section !== null) current.title = section;
    const messages: QnrQuestion['messages'] = {};
    if (isRecord(props.messages)) {
      const required = templateText(props.messages.required);
      const invalid = templateText(props.messages.invalid);
      if (required !== undefined) messages.required = required;
      if (invalid !== undefined) messages.invalid = invalid;
    }
    const type = questionType(props.type);
    current.questions.push({
      questionId: Number(qt.question_id),
      templateQuestionId: qt.id === undefined || qt.id === null ? null : Number(qt.id),
      type,
      title: qt.title ?? qt.question.title,
      help: str(props.help) ?? qt.description ?? qt.question.description ?? null,
      narrative: qt.narrative ?? null,
      required: props.required === true && type !== 'info',
      choices: choices(props.choices),
      min: num(props.min) ?? (type === 'scale' ? 1 : null),
      max: num(props.max) ?? (type === 'scale' ? 5 : null),
      minLabel: str(props.minLabel),
      maxLabel: str(props.maxLabel),
      maxLength: num(props.maxLength),
      matrix: props.matrix === 'choice' ? 'choice' : 'dynamic',
      inner: (innerOf.get(Number(qt.question_id)) ?? []).sort(
        (a, b) => a.row - b.row || a.position - b.position,
      ),
      showIf: showIf(props.showIf),
      messages,
      typedName: type === 'signature' && props.typedName === true,
    });
  }
  if (current.questions.length > 0 || sections.length === 0) sections.push(current);
  return {
    templateId: Number(rows.template.id),
    title: rows.template.title,
    onePagePerSection: rows.flags?.collapse_all === true,
    sections,
  };
}

/** Every question of the model in order. */
export function modelQuestions(model: QnrTemplateModel): QnrQuestion[] {
  return model.sections.flatMap((s) => s.questions);
}
