// The template model (@portal/rules, buildTemplateModel) as a SurveyJS form JSON (survey-core 3).
// Names: a question is `q<question_id>`, a matrix cell column or row `q<inner question_id>`, so
// conditions and answers map back without a lookup table.
import { translate } from '@portal/sdk';
import {
  TYPED_NAME_MAX_CHARS,
  textIn,
  type Language,
  type QnrInnerQuestion,
  type QnrQuestion,
  type QnrTemplateModel,
  type ShowIf,
} from '@portal/rules';
import { qnrTexts } from '../qnr-texts';

/** The JSON SurveyJS's `new Model(json)` takes (only the parts we write). */
export interface SurveyJson {
  title?: string;
  locale: string;
  pages: { name: string; title?: string; elements: SurveyElement[] }[];
  questionsOnPageMode: 'standard' | 'singlePage';
  showQuestionNumbers: 'on' | 'off';
  checkErrorsMode: 'onValueChanged' | 'onNextPage' | 'onComplete';
  textUpdateMode: 'onTyping' | 'onBlur';
  showCompletedPage: boolean;
  mode?: 'display' | 'edit';
  widthMode?: 'static' | 'responsive';
}
export type SurveyElement = Record<string, unknown> & { type: string; name: string };

export const questionName = (questionId: number) => `q${questionId}`;
/** The text box of a signature that may be a typed name (issue 33.2): beside the pad, its own name. */
export const typedNameOf = (questionId: number) => `q${questionId}_typed`;

/** The id of a SurveyJS name we made, or null. */
export function questionIdOf(name: string): number | null {
  const m = /^q(\d+)$/.exec(name);
  return m ? Number(m[1]) : null;
}

/** A value inside a SurveyJS expression: a quoted, escaped string or a number. */
function literal(value: string | number | boolean | null): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")}'`;
}

/** A show-if condition as a SurveyJS `visibleIf` expression. */
export function visibleIfExpression(cond: ShowIf): string {
  const ref = `{${questionName(cond.questionId)}}`;
  switch (cond.op) {
    case 'answered':
      return `${ref} notempty`;
    case 'contains':
      return `${ref} contains ${literal(cond.value)}`;
    case 'gt':
      return `${ref} > ${literal(Number(cond.value))}`;
    case 'lt':
      return `${ref} < ${literal(Number(cond.value))}`;
    case 'eq':
      return `${ref} = ${literal(cond.value)}`;
    case 'neq':
      return `${ref} <> ${literal(cond.value)}`;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function cellOf(inner: QnrInnerQuestion): Record<string, unknown> {
  const base = { name: questionName(inner.questionId), title: inner.title, isRequired: inner.required };
  switch (inner.type) {
    case 'number':
    case 'scale':
      return { ...base, cellType: 'text', inputType: 'number' };
    case 'date':
      return { ...base, cellType: 'text', inputType: 'date' };
    case 'single':
      return { ...base, cellType: 'dropdown', choices: inner.choices };
    case 'multiple':
      return { ...base, cellType: 'checkbox', choices: inner.choices };
    case 'yesno':
      return { ...base, cellType: 'boolean' };
    case 'longtext':
      return { ...base, cellType: 'comment' };
    default:
      return { ...base, cellType: 'text' };
  }
}

function elementOf(q: QnrQuestion, lang: Language, earlier: ReadonlySet<number>): SurveyElement {
  const common: SurveyElement = {
    type: 'text',
    name: questionName(q.questionId),
    title: q.title,
    ...(q.help ? { description: q.help } : {}),
    ...(q.required ? { isRequired: true } : {}),
  };
  const required = textIn(q.messages.required, lang);
  if (required) common.requiredErrorText = required;
  // A condition only on an earlier answer (a later one would be a loop the designer refuses).
  if (q.showIf && earlier.has(q.showIf.questionId)) common.visibleIf = visibleIfExpression(q.showIf);
  const invalid = textIn(q.messages.invalid, lang);
  switch (q.type) {
    case 'text':
      return { ...common, ...(q.maxLength ? { maxLength: q.maxLength } : {}) };
    case 'longtext':
      return {
        ...common,
        type: 'comment',
        autoGrow: true,
        ...(q.maxLength ? { maxLength: q.maxLength } : {}),
      };
    case 'number':
      return {
        ...common,
        inputType: 'number',
        ...(q.min !== null ? { min: q.min } : {}),
        ...(q.max !== null ? { max: q.max } : {}),
        ...(invalid && (q.min !== null || q.max !== null)
          ? { minErrorText: invalid, maxErrorText: invalid }
          : {}),
      };
    case 'date':
      return { ...common, inputType: 'date' };
    case 'single':
      return { ...common, type: 'radiogroup', choices: q.choices };
    case 'multiple':
      return { ...common, type: 'checkbox', choices: q.choices };
    case 'scale':
      return {
        ...common,
        type: 'rating',
        // Radio buttons at every width (issue 33.1): SurveyJS's "auto" turns a scale that does not
        // fit into a "Select..." popup, which Enter and Space cannot answer; the buttons wrap instead.
        displayMode: 'buttons',
        rateMin: q.min ?? 1,
        rateMax: q.max ?? 5,
        ...(q.minLabel ? { minRateDescription: q.minLabel } : {}),
        ...(q.maxLabel ? { maxRateDescription: q.maxLabel } : {}),
      };
    case 'yesno':
      return { ...common, type: 'boolean', renderAs: 'radio' };
    case 'signature': {
      const pad: SurveyElement = {
        ...common,
        type: 'signaturepad',
        dataFormat: 'png',
        signatureWidth: 320,
        signatureHeight: 160,
      };
      if (!q.typedName || !q.required) return pad;
      // Required, with a typed name allowed: one of the two is asked for, not both.
      delete pad.isRequired;
      return { ...pad, requiredIf: `{${typedNameOf(q.questionId)}} empty` };
    }
    case 'info':
      return {
        type: 'html',
        name: common.name,
        ...(common.visibleIf ? { visibleIf: common.visibleIf } : {}),
        // Escaped: the text is the template's, shown as text, never as markup.
        html: `<h3 class="qnr-info-title">${escapeHtml(q.title)}</h3>${
          q.help ? `<p>${escapeHtml(q.help).replace(/\n/g, '<br>')}</p>` : ''
        }`,
      };
    case 'composite':
      if (q.matrix === 'choice')
        return {
          ...common,
          type: 'matrix',
          isAllRowRequired: q.required || q.inner.some((i) => i.required),
          columns: q.choices,
          rows: q.inner.map((i) => ({ value: questionName(i.questionId), text: i.title })),
        };
      return {
        ...common,
        type: 'matrixdynamic',
        // A row to fill only where one is required: an empty optional row would ask for its
        // required cells; the participant adds rows as needed.
        rowCount: q.required ? 1 : 0,
        minRowCount: q.required ? 1 : 0,
        columns: q.inner.map(cellOf),
      };
  }
}

/**
 * The keyboard's way to sign where the template allows it (issue 33.2, WCAG 2.1.1): a text box for
 * the full name right after the pad, shown while nothing is drawn; either answers the question.
 */
function typedNameElement(q: QnrQuestion, lang: Language, earlier: ReadonlySet<number>): SurveyElement {
  const pad = `{${questionName(q.questionId)}}`;
  const condition =
    q.showIf && earlier.has(q.showIf.questionId) ? ` and ${visibleIfExpression(q.showIf)}` : '';
  return {
    type: 'text',
    name: typedNameOf(q.questionId),
    title: translate(qnrTexts, lang, 'typedNameTitle', { question: q.title }),
    description: translate(qnrTexts, lang, 'typedNameHelp'),
    autocomplete: 'name',
    maxLength: TYPED_NAME_MAX_CHARS,
    visibleIf: `${pad} empty${condition}`,
    ...(q.required ? { requiredIf: `${pad} empty` } : {}),
  };
}

/**
 * A SurveyJS form JSON of the model, in the user's language (SurveyJS's own texts: `locale`; the
 * template's validation texts where it gives them). `readOnly` shows the answers without editing.
 */
export function toSurveyJson(
  model: QnrTemplateModel,
  options: { lang: Language; readOnly?: boolean; showTitle?: boolean },
): SurveyJson {
  const earlier = new Set<number>();
  const pages = model.sections.map((section, index) => ({
    name: `section${index + 1}`,
    ...(section.title ? { title: section.title } : {}),
    elements: section.questions.flatMap((q) => {
      const elements: SurveyElement[] = [];
      if (q.narrative)
        elements.push({
          type: 'html',
          name: `narrative${q.questionId}`,
          html: `<p class="qnr-narrative">${escapeHtml(q.narrative)}</p>`,
        });
      elements.push(elementOf(q, options.lang, earlier));
      if (q.type === 'signature' && q.typedName) elements.push(typedNameElement(q, options.lang, earlier));
      earlier.add(q.questionId);
      return elements;
    }),
  }));
  return {
    ...(options.showTitle === false ? {} : { title: model.title }),
    locale: options.lang,
    pages,
    questionsOnPageMode: model.onePagePerSection ? 'standard' : 'singlePage',
    showQuestionNumbers: 'off',
    checkErrorsMode: 'onNextPage',
    // Every keystroke is the answer's (and so the draft's, issue 13.6: nothing typed is lost on a
    // reload); a text input that SurveyJS renders again mid-word keeps what was typed.
    textUpdateMode: 'onTyping',
    showCompletedPage: false,
    widthMode: 'responsive',
    ...(options.readOnly ? { mode: 'display' as const } : {}),
  };
}
