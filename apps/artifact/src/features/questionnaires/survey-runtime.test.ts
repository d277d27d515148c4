// The answering survey's SurveyJS options for the keyboard and the phone (issue 33 items 1 and 2):
// a scale is radio buttons at every width, every question is rendered (no lazy rendering that left
// the questions below the screen out of the Tab order), and the first question of a new page takes
// the focus after "Neste", not the first page when the questionnaire opens.
import { describe, expect, it } from 'vitest';
import type { QuestionRatingModel } from 'survey-core';
import { buildTemplateModel, type TemplateRows } from './survey-model';
import { createAnsweringSurvey, createSurvey } from './survey-runtime';

const q = (id: number, title: string, properties: Record<string, unknown>) => ({
  id,
  title,
  description: null,
  properties,
});
const rows: TemplateRows = {
  template: { id: 1, title: 'Trivsel' },
  flags: { collapse_all: true },
  questions: [
    { id: 11, question_id: 1, position: 0, question: q(1, 'Navn', { type: 'text' }) },
    {
      id: 12,
      question_id: 2,
      position: 1,
      question: q(2, 'Hvordan trives du?', {
        type: 'scale',
        min: 1,
        max: 5,
        minLabel: 'Dårlig',
        maxLabel: 'Svært godt',
      }),
    },
    {
      id: 13,
      question_id: 3,
      position: 2,
      properties: { section: 'Kontakt' },
      question: q(3, 'Telefon', { type: 'text' }),
    },
  ],
  composites: [],
};
const model = buildTemplateModel(rows);

describe('the answering survey', () => {
  it('shows a scale as buttons at every width and renders every question', () => {
    const { survey } = createAnsweringSurvey(model, { lang: 'no', pageNo: 0 });
    const scale = survey.getQuestionByName('q2') as QuestionRatingModel;
    expect(scale.displayMode).toBe('buttons');
    expect(scale.renderAs).not.toBe('dropdown');
    expect(survey.lazyRenderEnabled).toBe(false);
    expect(createSurvey(model, { lang: 'no', readOnly: true }).lazyRenderEnabled).toBe(false);
  });

  it('moves the focus to the first question after a page change, not when it opens', () => {
    const { survey } = createAnsweringSurvey(model, { lang: 'no', pageNo: 0 });
    expect(survey.autoFocusFirstQuestion).toBe(false);
    expect(survey.nextPage()).toBe(true);
    expect(survey.currentPageNo).toBe(1);
    expect(survey.autoFocusFirstQuestion).toBe(true);
  });
});
