// Answers both ways: the answer rows (@portal/rules AnswerRow, what the server stores and checks)
// and SurveyJS's `survey.data` ({ q12: 'x', q20: [{ q21: 'a' }] }).
import {
  modelQuestions,
  type AnswerRow,
  type AnswerValue,
  type QnrQuestion,
  type QnrTemplateModel,
} from '@portal/rules';
import { questionIdOf, questionName, typedNameOf } from './survey-json';

export type SurveyData = Record<string, unknown>;

function answerValue(value: unknown): AnswerValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(String);
  return undefined;
}

/** A signature's answer: what is drawn, else the typed name where the template allows one (issue 33.2). */
function signatureOrTypedName(q: QnrQuestion, data: SurveyData): string | undefined {
  if (q.type !== 'signature' || !q.typedName) return undefined;
  const drawn = data[questionName(q.questionId)];
  if (typeof drawn === 'string' && drawn !== '') return drawn;
  const typed = data[typedNameOf(q.questionId)];
  return typeof typed === 'string' && typed.trim() !== '' ? typed.trim() : undefined;
}

/** SurveyJS's data as answer rows; keys that are not questions of the model are left out. */
export function fromSurveyData(model: QnrTemplateModel, data: SurveyData): AnswerRow[] {
  const rows: AnswerRow[] = [];
  for (const q of modelQuestions(model)) {
    const raw = signatureOrTypedName(q, data) ?? data[questionName(q.questionId)];
    if (raw === undefined) continue;
    if (q.type === 'info') continue;
    if (q.type !== 'composite') {
      const value = answerValue(raw);
      if (value !== undefined)
        rows.push({ question_id: q.questionId, composite_question_id: null, row_id: null, value });
      continue;
    }
    const inner = new Set(q.inner.map((i) => i.questionId));
    if (q.matrix === 'choice' && raw && typeof raw === 'object' && !Array.isArray(raw)) {
      for (const [key, cell] of Object.entries(raw as Record<string, unknown>)) {
        const id = questionIdOf(key);
        const value = answerValue(cell);
        if (id !== null && inner.has(id) && value !== undefined)
          rows.push({ question_id: id, composite_question_id: q.questionId, row_id: null, value });
      }
    } else if (Array.isArray(raw)) {
      raw.forEach((line, index) => {
        if (!line || typeof line !== 'object') return;
        for (const [key, cell] of Object.entries(line as Record<string, unknown>)) {
          const id = questionIdOf(key);
          const value = answerValue(cell);
          if (id !== null && inner.has(id) && value !== undefined)
            rows.push({ question_id: id, composite_question_id: q.questionId, row_id: String(index), value });
        }
      });
    }
  }
  return rows;
}

/** Answer rows as SurveyJS's data, to open a questionnaire where it was left. */
export function toSurveyData(model: QnrTemplateModel, rows: readonly AnswerRow[]): SurveyData {
  const data: SurveyData = {};
  const composites = new Map(
    modelQuestions(model)
      .filter((q) => q.type === 'composite')
      .map((q) => [q.questionId, q]),
  );
  const typedNames = new Set(
    modelQuestions(model)
      .filter((q) => q.type === 'signature' && q.typedName)
      .map((q) => q.questionId),
  );
  for (const r of rows) {
    if (r.composite_question_id === null) {
      // A typed name goes back into its text box, a drawing onto the pad.
      const typed =
        typedNames.has(r.question_id) && typeof r.value === 'string' && !r.value.startsWith('data:');
      data[typed ? typedNameOf(r.question_id) : questionName(r.question_id)] = r.value;
      continue;
    }
    const parent = composites.get(r.composite_question_id);
    if (!parent) continue;
    const key = questionName(parent.questionId);
    if (parent.matrix === 'choice') {
      const cells = (data[key] as Record<string, unknown> | undefined) ?? {};
      cells[questionName(r.question_id)] = r.value;
      data[key] = cells;
    } else {
      const lines = (data[key] as Record<string, unknown>[] | undefined) ?? [];
      const index = Number(r.row_id ?? 0);
      while (lines.length <= index) lines.push({});
      lines[index]![questionName(r.question_id)] = r.value;
      data[key] = lines;
    }
  }
  return data;
}
