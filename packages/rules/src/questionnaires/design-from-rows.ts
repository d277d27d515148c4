// The §3 rows of a template's questions as the designer's document: one reading for the server
// (after its SQL) and the designer. The rows carry the template model's `properties` keys
// (template-model.ts, read by the SurveyJS converter); the designer adds `key` (its own name of a
// question, which conditions use while editing) and `section_key`.
import {
  MATRIX_CELL_TYPES,
  type DesignChoice,
  type DesignQuestion,
  type MatrixCellType,
  type MatrixInner,
} from './template-design';
import {
  QUESTION_TYPES,
  SHOW_IF_OPS,
  type QuestionType,
  type ShowIfOp,
  type TemplateRows,
} from './template-model';

type Id = number | string;
type Json = Record<string, unknown> | null;

/** question_template joined with its questions row. */
export interface DesignLinkRow {
  link_id: Id;
  question_id: Id;
  position: number;
  link_title: string | null;
  link_description: string | null;
  narrative: string | null;
  link_properties: Json;
  title: string;
  description: string | null;
  properties: Json;
}

/** question_composite_question joined with the inner question's questions row. */
export interface DesignColumnRow {
  composite_question_id: Id;
  question_id: Id;
  position: number;
  row: number;
  title: string | null;
  properties: Json;
  question_title: string;
  question_properties: Json;
}

/** Names other imports used for the template model's types. */
const OTHER_TYPE_NAMES: Record<string, QuestionType> = {
  short_text: 'text',
  textarea: 'longtext',
  comment: 'longtext',
  matrix: 'composite',
  checkbox: 'multiple',
  radiogroup: 'single',
  boolean: 'yesno',
  rating: 'scale',
  html: 'info',
};

/** A stored type as the template model's (unknown: text, as the converter reads it). */
export function questionTypeOfRow(value: unknown): QuestionType {
  if (typeof value !== 'string') return 'text';
  if ((QUESTION_TYPES as readonly string[]).includes(value)) return value as QuestionType;
  return OTHER_TYPE_NAMES[value] ?? 'text';
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Choices as the template model reads them: strings or { value, text }. */
export function choicesOf(value: unknown): DesignChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((choice): DesignChoice[] => {
    if (typeof choice === 'string' || typeof choice === 'number')
      return [{ value: String(choice), text: String(choice) }];
    const record = asObject(choice);
    if (typeof record.value === 'string' || typeof record.value === 'number')
      return [
        {
          value: String(record.value),
          text: asString(record.text) || asString(record.label) || String(record.value),
        },
      ];
    return [];
  });
}

function innerOf(column: DesignColumnRow): MatrixInner {
  const props = { ...asObject(column.question_properties), ...asObject(column.properties) };
  const type = questionTypeOfRow(props.type);
  return {
    key: asString(props.key) || `i${String(column.question_id)}`,
    questionId: Number(column.question_id),
    title: column.title ?? column.question_title,
    type: (MATRIX_CELL_TYPES as readonly string[]).includes(type) ? (type as MatrixCellType) : 'text',
    choices: choicesOf(props.choices),
  };
}

/** The design items of a template (sections as items of their own), in position order. */
export function designQuestionsFromRows(
  links: readonly DesignLinkRow[],
  columns: readonly DesignColumnRow[],
): DesignQuestion[] {
  const keyOfQuestion = new Map<number, string>();
  const items: DesignQuestion[] = [];
  const ordered = [...links].sort((a, b) => a.position - b.position || Number(a.link_id) - Number(b.link_id));
  for (const row of ordered) {
    const props = { ...asObject(row.properties), ...asObject(row.link_properties) };
    const type = questionTypeOfRow(props.type);
    const key = asString(props.key) || `q${String(row.question_id)}`;
    const section = asString(props.section).trim();
    if (section)
      items.push(
        blankItem({
          key: asString(props.section_key) || `s${String(row.link_id)}`,
          type: 'section',
          title: section,
        }),
      );
    const condition = asObject(props.showIf);
    const target = keyOfQuestion.get(Number(condition.question_id));
    const op = (SHOW_IF_OPS as readonly string[]).includes(asString(condition.op))
      ? (condition.op as ShowIfOp)
      : null;
    const value = condition.value;
    items.push({
      ...blankItem({ key, type, title: row.link_title ?? row.title }),
      questionId: Number(row.question_id),
      help: asString(props.help) || row.link_description || row.description || '',
      narrative: row.narrative ?? '',
      required: props.required === true && type !== 'info',
      choices: choicesOf(props.choices),
      min: asNumber(props.min),
      max: asNumber(props.max),
      minLabel: asString(props.minLabel),
      maxLabel: asString(props.maxLabel),
      matrix: props.matrix === 'choice' ? 'choice' : 'dynamic',
      inner: columns
        .filter((column) => String(column.composite_question_id) === String(row.question_id))
        .sort((a, b) => a.row - b.row || a.position - b.position)
        .map(innerOf),
      showIf:
        target && op
          ? {
              question: target,
              op,
              value:
                typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
                  ? value
                  : null,
            }
          : null,
    });
    keyOfQuestion.set(Number(row.question_id), key);
  }
  return items;
}

/** A design item with every optional part empty. */
export function blankItem(item: Pick<DesignQuestion, 'key' | 'type' | 'title'>): DesignQuestion {
  return {
    questionId: null,
    help: '',
    narrative: '',
    required: false,
    choices: [],
    min: null,
    max: null,
    minLabel: '',
    maxLabel: '',
    matrix: 'dynamic',
    inner: [],
    showIf: null,
    ...item,
  };
}

/** questions.properties of a design question: what the question is, wherever it is used. */
export function questionPropertiesOf(question: DesignQuestion) {
  const composite = question.type === 'composite';
  return {
    type: question.type,
    required: question.required,
    ...(question.choices.length > 0 ? { choices: question.choices } : {}),
    ...(question.min !== null ? { min: question.min } : {}),
    ...(question.max !== null ? { max: question.max } : {}),
    ...(question.minLabel ? { minLabel: question.minLabel } : {}),
    ...(question.maxLabel ? { maxLabel: question.maxLabel } : {}),
    ...(composite ? { matrix: question.matrix } : {}),
  };
}

/**
 * question_template.properties: what belongs to this template's use of the question: the
 * designer's key, required, the condition by the earlier question's id, the section it starts.
 */
export function linkPropertiesOf(
  question: DesignQuestion,
  section: DesignQuestion | null,
  idOfKey: ReadonlyMap<string, number>,
) {
  const condition = question.showIf;
  const target = condition ? idOfKey.get(condition.question) : undefined;
  return {
    key: question.key,
    required: question.required,
    ...(condition && target !== undefined
      ? { showIf: { question_id: target, op: condition.op, value: condition.value } }
      : {}),
    ...(section ? { section: section.title, section_key: section.key } : {}),
  };
}

/**
 * The design as the template model's rows, with ids made up in order (questions 1, 2, ...; inner
 * questions from 100001): the designer's preview feeds them to the one converter, so the preview
 * is what a participant will see.
 */
export function designToTemplateRows(
  title: string,
  items: readonly DesignQuestion[],
  collapseAll = false,
): TemplateRows {
  const idOfKey = new Map<string, number>();
  const questions: TemplateRows['questions'] = [];
  const composites: TemplateRows['composites'] = [];
  let section: DesignQuestion | null = null;
  let innerId = 100_000;
  for (const item of items) {
    if (item.type === 'section') {
      section = item;
      continue;
    }
    const id = questions.length + 1;
    questions.push({
      id,
      question_id: id,
      position: questions.length,
      title: item.title,
      description: item.help || null,
      narrative: item.narrative || null,
      properties: linkPropertiesOf(item, section, idOfKey),
      question: {
        id,
        title: item.title,
        description: item.help || null,
        properties: questionPropertiesOf(item),
      },
    });
    if (item.type === 'composite')
      item.inner.forEach((inner, index) => {
        innerId += 1;
        const [row, position] = item.matrix === 'choice' ? [index, 0] : [0, index];
        composites.push({
          composite_question_id: id,
          question_id: innerId,
          row,
          position,
          title: inner.title,
          properties: { key: inner.key },
          question: {
            id: innerId,
            title: inner.title,
            properties: { type: inner.type, ...(inner.choices.length > 0 ? { choices: inner.choices } : {}) },
          },
        });
      });
    idOfKey.set(item.key, id);
    section = null;
  }
  return { template: { id: 0, title }, flags: { collapse_all: collapseAll }, questions, composites };
}
