// §3 templates, question_template, questions, question_composite_question, template_flags: the
// questionnaire designer's document, one rule for the designer and the server's save (issue 13.1,
// 13.2). The server stores it as rows (server/src/areas/questionnaires/templates/design-rows.ts); the
// answering side reads those rows through the one SurveyJS converter.
import { z } from 'zod';
import type { LocalizedText } from '../domain/languages';
import { QUESTION_TYPES, SHOW_IF_OPS } from './template-model';

/**
 * The items of the designer: the template model's question types (template-model.ts, the names
 * the SurveyJS converter reads) and `section`, which starts a new section (a page) and is stored
 * as the `section` title of the question after it.
 */
export const DESIGN_ITEM_TYPES = [...QUESTION_TYPES, 'section'] as const;
export type DesignItemType = (typeof DESIGN_ITEM_TYPES)[number];

/** The types an inner question of a matrix may have (one answer a cell). */
export const MATRIX_CELL_TYPES = ['text', 'longtext', 'number', 'date', 'single', 'yesno'] as const;
export type MatrixCellType = (typeof MATRIX_CELL_TYPES)[number];

/** Types that take no answer: never required, never the subject of a condition. */
export const UNANSWERED_TYPES: readonly DesignItemType[] = ['info', 'section'];

/** §3 template_flags, in the spec's order. */
export const TEMPLATE_FLAGS = [
  'ask_for_phone_nr',
  'auto_import',
  'collapse_all',
  'continuous',
  'generate_on_start',
  'genesis',
  'import_pdf',
  'reg_new_activity',
  'rejectable',
  'shareable',
  'soknadid_required',
  'user_context_me',
] as const;
export type TemplateFlag = (typeof TEMPLATE_FLAGS)[number];

export const TEMPLATE_TITLE_MAX = 200;
export const QUESTION_TITLE_MAX = 1000;
export const QUESTION_TEXT_MAX = 4000;
export const TEMPLATE_QUESTIONS_MAX = 500;
export const CHOICES_MAX = 50;
export const MATRIX_INNER_MAX = 50;
export const VALID_DAYS_MAX = 3650;

/** The message codes a design can fail with; the app and the server's answers use the same keys. */
export const templateDesignMessages = {
  'qnrTemplate.titleRequired': { en: 'The template needs a title.', no: 'Malen må ha en tittel.' },
  'qnrTemplate.titleTooLong': { en: 'The title is too long.', no: 'Tittelen er for lang.' },
  'qnrTemplate.questionTitleRequired': {
    en: 'Every question needs a text.',
    no: 'Hvert spørsmål må ha en tekst.',
  },
  'qnrTemplate.textTooLong': { en: 'A text is too long.', no: 'En tekst er for lang.' },
  'qnrTemplate.tooManyQuestions': {
    en: 'A template holds at most 500 questions.',
    no: 'En mal kan ha høyst 500 spørsmål.',
  },
  'qnrTemplate.choicesRequired': {
    en: 'A choice question needs at least two options.',
    no: 'Et valgspørsmål må ha minst to alternativer.',
  },
  'qnrTemplate.choiceDuplicate': {
    en: 'Two options of a question have the same text.',
    no: 'To alternativer i et spørsmål har samme tekst.',
  },
  'qnrTemplate.scaleRange': {
    en: 'The scale must go from a lower to a higher number (at most 100 steps).',
    no: 'Skalaen må gå fra et lavere til et høyere tall (høyst 100 trinn).',
  },
  'qnrTemplate.matrixShape': {
    en: 'A matrix needs at least one row and one column.',
    no: 'En matrise må ha minst én rad og én kolonne.',
  },
  'qnrTemplate.conditionTarget': {
    en: 'A condition can only refer to an earlier question that takes an answer.',
    no: 'En betingelse kan bare vise til et tidligere spørsmål som har svar.',
  },
  'qnrTemplate.conditionValue': {
    en: 'The condition needs a value to compare with.',
    no: 'Betingelsen må ha en verdi å sammenligne med.',
  },
  'qnrTemplate.duplicateKey': {
    en: 'Two questions have the same key.',
    no: 'To spørsmål har samme nøkkel.',
  },
  'qnrTemplate.validDays': {
    en: 'Valid days must be a whole number from 0 to 3650.',
    no: 'Gyldige dager må være et heltall fra 0 til 3650.',
  },
  'qnrTemplate.emptySection': {
    en: 'A section needs at least one question after it.',
    no: 'En seksjon må ha minst ett spørsmål etter seg.',
  },
  'qnrTemplate.invalid': { en: 'The template is not valid.', no: 'Malen er ikke gyldig.' },
  'qnrTemplate.conflict': {
    en: 'Someone else saved this template after you opened it. Your changes were not saved: reload to see theirs, then make your changes again.',
    no: 'Noen andre lagret denne malen etter at du åpnet den. Endringene dine ble ikke lagret: last inn på nytt for å se deres, og gjør endringene dine igjen.',
  },
  'qnrTemplate.notFound': {
    en: 'The template was not found.',
    no: 'Malen ble ikke funnet.',
  },
  'qnrTemplate.genesisReadOnly': {
    en: 'A genesis template is shared by every portal: adjust it under "Adjust templates" instead.',
    no: 'En genesis-mal deles av alle portaler: tilpass den under «Tilpass maler» i stedet.',
  },
  'qnrTemplate.notGenesis': {
    en: 'Only a genesis template can be adjusted.',
    no: 'Bare en genesis-mal kan tilpasses.',
  },
  'qnrTemplate.genesisDenied': {
    en: 'This portal may not adjust genesis templates.',
    no: 'Denne portalen kan ikke tilpasse genesis-maler.',
  },
  'qnrTemplate.unknownContext': {
    en: 'There is no context with that name.',
    no: 'Det finnes ingen kontekst med det navnet.',
  },
  'qnrTemplate.favoriteUnknown': {
    en: 'A favourite is not one of this portal’s templates.',
    no: 'En favoritt er ikke en av denne portalens maler.',
  },
} as const satisfies Record<string, LocalizedText>;
export type TemplateDesignProblem = keyof typeof templateDesignMessages;

const problem = (code: TemplateDesignProblem) => code;
const text = (max = QUESTION_TEXT_MAX) => z.string().trim().max(max, problem('qnrTemplate.textTooLong'));
/** A key of the designer's own: letters, digits, _ and -, so it is safe in a SurveyJS expression. */
const keySchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, problem('qnrTemplate.invalid'));
const smallInt = z.number().int().min(0).max(2_147_483_647);

/** A show-if condition on an earlier question of the design, named by its key. */
export const conditionSchema = z.object({
  question: keySchema,
  op: z.enum(SHOW_IF_OPS),
  value: z
    .union([z.string().trim().max(500), z.number(), z.boolean()])
    .nullable()
    .default(null),
});
export type DesignCondition = z.infer<typeof conditionSchema>;

export const choiceSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, problem('qnrTemplate.choicesRequired'))
    .max(200, problem('qnrTemplate.textTooLong')),
  text: z
    .string()
    .trim()
    .min(1, problem('qnrTemplate.choicesRequired'))
    .max(500, problem('qnrTemplate.textTooLong')),
});
export type DesignChoice = z.infer<typeof choiceSchema>;

/** A matrix's inner question: a column of a dynamic matrix, a row of a choice matrix. */
export const matrixInnerSchema = z.object({
  key: keySchema,
  /** questions.id of the inner question, when it exists already. */
  questionId: z.number().int().positive().nullable().default(null),
  title: z
    .string()
    .trim()
    .min(1, problem('qnrTemplate.questionTitleRequired'))
    .max(QUESTION_TITLE_MAX, problem('qnrTemplate.textTooLong')),
  type: z.enum(MATRIX_CELL_TYPES).default('text'),
  choices: z.array(choiceSchema).max(CHOICES_MAX).default([]),
});
export type MatrixInner = z.infer<typeof matrixInnerSchema>;

export const designQuestionSchema = z.object({
  /** A stable key of the designer (question_template.properties.key): conditions name it. */
  key: keySchema,
  /** questions.id, when the question exists already. */
  questionId: z.number().int().positive().nullable().default(null),
  type: z.enum(DESIGN_ITEM_TYPES),
  title: z
    .string()
    .trim()
    .min(1, problem('qnrTemplate.questionTitleRequired'))
    .max(QUESTION_TITLE_MAX, problem('qnrTemplate.textTooLong')),
  /** The help text under the question (question_template.description). */
  help: text().default(''),
  /** A longer text shown before the question (question_template.narrative). */
  narrative: text().default(''),
  required: z.boolean().default(false),
  /** single, multiple; the columns of a choice matrix. */
  choices: z.array(choiceSchema).max(CHOICES_MAX).default([]),
  /** number bounds, or a scale's ends. */
  min: z.number().min(-1_000_000).max(1_000_000).nullable().default(null),
  max: z.number().min(-1_000_000).max(1_000_000).nullable().default(null),
  minLabel: text(200).default(''),
  maxLabel: text(200).default(''),
  /** composite: dynamic (inner = columns, rows added by the participant) or choice (inner = rows). */
  matrix: z.enum(['dynamic', 'choice']).default('dynamic'),
  inner: z.array(matrixInnerSchema).max(MATRIX_INNER_MAX).default([]),
  showIf: conditionSchema.nullable().default(null),
});
export type DesignQuestion = z.infer<typeof designQuestionSchema>;
export type DesignQuestionInput = z.input<typeof designQuestionSchema>;

const optionalInt = smallInt.nullable().default(null);
const numberList = z.array(smallInt).max(100).default([]);

export const templateFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, problem('qnrTemplate.titleRequired'))
    .max(TEMPLATE_TITLE_MAX, problem('qnrTemplate.titleTooLong')),
  /** A context name of the tenant (context.name), or null. */
  context: z.string().trim().max(100).nullable().default(null),
  region: optionalInt,
  therapist_role: z.string().trim().max(100).nullable().default(null),
  accessible: z.boolean().default(true),
  plan_category: optionalInt,
  offer: optionalInt,
  offer_type: optionalInt,
  valid_days: z
    .number({ message: problem('qnrTemplate.validDays') })
    .int(problem('qnrTemplate.validDays'))
    .min(0, problem('qnrTemplate.validDays'))
    .max(VALID_DAYS_MAX, problem('qnrTemplate.validDays'))
    .nullable()
    .default(null),
  journal_roles: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  offer_types: numberList,
  offers: numberList,
  attributes: z.record(z.string(), z.unknown()).default({}),
  settings_ui: z.record(z.string(), z.unknown()).default({}),
  flags: z.object(
    Object.fromEntries(TEMPLATE_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
      TemplateFlag,
      z.ZodDefault<z.ZodBoolean>
    >,
  ),
});
export type TemplateFields = z.infer<typeof templateFieldsSchema>;

export const templateDesignSchema = z
  .object({
    template: templateFieldsSchema,
    questions: z
      .array(designQuestionSchema)
      .max(TEMPLATE_QUESTIONS_MAX, problem('qnrTemplate.tooManyQuestions')),
  })
  .superRefine((design, ctx) => {
    const seen = new Map<string, DesignItemType>();
    design.questions.forEach((question, index) => {
      const at = (...path: (string | number)[]) => ['questions', index, ...path];
      if (seen.has(question.key))
        ctx.addIssue({ code: 'custom', message: problem('qnrTemplate.duplicateKey'), path: at('key') });
      for (const issue of questionProblems(question, seen))
        ctx.addIssue({ code: 'custom', message: issue.code, path: at(...issue.path) });
      seen.set(question.key, question.type);
      const next = design.questions[index + 1];
      if (question.type === 'section' && (!next || next.type === 'section'))
        ctx.addIssue({ code: 'custom', message: problem('qnrTemplate.emptySection'), path: at('type') });
    });
  });
export type TemplateDesign = z.infer<typeof templateDesignSchema>;
export type TemplateDesignInput = z.input<typeof templateDesignSchema>;

const CHOICE_TYPES: readonly DesignItemType[] = ['single', 'multiple'];

function choiceProblems(choices: readonly DesignChoice[]): TemplateDesignProblem | null {
  if (choices.length < 2) return 'qnrTemplate.choicesRequired';
  const texts = choices.map((choice) => choice.text.toLowerCase());
  const values = choices.map((choice) => choice.value);
  if (new Set(texts).size !== texts.length || new Set(values).size !== values.length)
    return 'qnrTemplate.choiceDuplicate';
  return null;
}

/** The type-specific problems of one question; `earlier` holds the keys and types above it. */
export function questionProblems(
  question: DesignQuestion,
  earlier: ReadonlyMap<string, DesignItemType>,
): { code: TemplateDesignProblem; path: string[] }[] {
  const problems: { code: TemplateDesignProblem; path: string[] }[] = [];
  if (CHOICE_TYPES.includes(question.type)) {
    const code = choiceProblems(question.choices);
    if (code) problems.push({ code, path: ['choices'] });
  }
  if (question.type === 'scale') {
    const min = question.min ?? 1;
    const max = question.max ?? 5;
    if (max <= min || max - min > 100) problems.push({ code: 'qnrTemplate.scaleRange', path: ['max'] });
  }
  if (
    question.type === 'number' &&
    question.min !== null &&
    question.max !== null &&
    question.max < question.min
  )
    problems.push({ code: 'qnrTemplate.scaleRange', path: ['max'] });
  if (question.type === 'composite') {
    if (question.inner.length === 0) problems.push({ code: 'qnrTemplate.matrixShape', path: ['inner'] });
    if (question.matrix === 'choice') {
      const code = choiceProblems(question.choices);
      if (code) problems.push({ code, path: ['choices'] });
    } else
      for (const inner of question.inner)
        if (inner.type === 'single' && choiceProblems(inner.choices))
          problems.push({ code: 'qnrTemplate.choicesRequired', path: ['inner'] });
    const keys = question.inner.map((inner) => inner.key);
    if (new Set(keys).size !== keys.length)
      problems.push({ code: 'qnrTemplate.duplicateKey', path: ['inner'] });
  }
  const condition = question.showIf;
  if (condition) {
    const target = earlier.get(condition.question);
    if (!target || UNANSWERED_TYPES.includes(target))
      problems.push({ code: 'qnrTemplate.conditionTarget', path: ['showIf', 'question'] });
    if (condition.op !== 'answered' && (condition.value === null || condition.value === ''))
      problems.push({ code: 'qnrTemplate.conditionValue', path: ['showIf', 'value'] });
  }
  return problems;
}

/** The first problem of a design as its message code, or null when it is valid. */
export function firstTemplateDesignProblem(input: unknown): {
  code: TemplateDesignProblem;
  path: (string | number)[];
} | null {
  const parsed = templateDesignSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const code = (
    issue.message in templateDesignMessages ? issue.message : 'qnrTemplate.invalid'
  ) as TemplateDesignProblem;
  return {
    code,
    path: issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)),
  };
}

/** §3 qnr_template_genesis_overrides: what a tenant may override of a genesis template (issue 13.3). */
export const genesisOverrideSchema = z.object({
  context: z.string().trim().max(100).nullable().default(null),
  generate_on_start: z.boolean().nullable().default(null),
  journal_roles: z.array(z.string().trim().min(1).max(100)).max(50).nullable().default(null),
  offer_types: z.array(smallInt).max(100).nullable().default(null),
  offers: z.array(smallInt).max(100).nullable().default(null),
  qnr_info: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type GenesisOverride = z.infer<typeof genesisOverrideSchema>;
