import { describe, expect, it } from 'vitest';
import { Model } from 'survey-core';
import { buildTemplateModel, fromSurveyData, toSurveyData, toSurveyJson, validateAnswers, type TemplateRows } from './index';

const q = (id: number, title: string, properties: Record<string, unknown>) => ({ id, title, description: null, properties });

const rows: TemplateRows = {
  template: { id: 1, title: 'Kartlegging' },
  flags: { collapse_all: true },
  questions: [
    { id: 11, question_id: 1, position: 0, narrative: 'Les nøye.', question: q(1, 'Navn', { type: 'text', required: true, messages: { required: { en: 'Name, please', no: 'Navn, takk' } } }) },
    { id: 12, question_id: 2, position: 1, question: q(2, 'Jobber du?', { type: 'yesno' }) },
    { id: 13, question_id: 3, position: 2, properties: { showIf: { question_id: 2, op: 'eq', value: true }, required: true }, question: q(3, 'Timer', { type: 'number', min: 0, max: 24 }) },
    { id: 14, question_id: 4, position: 3, properties: { section: 'Erfaring' }, question: q(4, 'Arbeidserfaring', { type: 'composite' }) },
    { id: 15, question_id: 7, position: 4, question: q(7, 'Trivsel', { type: 'composite', matrix: 'choice', choices: ['lav', 'høy'] }) },
    { id: 16, question_id: 10, position: 5, question: q(10, 'Farge', { type: 'single', choices: [{ value: 'r', text: 'Rød' }, 'blå'] }) },
    { id: 17, question_id: 11, position: 6, question: q(11, 'Info <b>', { type: 'info', help: 'Tekst & mer' }) },
  ],
  composites: [
    { composite_question_id: 4, question_id: 5, row: 0, position: 0, question: q(5, 'Arbeidsgiver', { type: 'text', required: true }) },
    { composite_question_id: 4, question_id: 6, row: 0, position: 1, question: q(6, 'Fra', { type: 'date' }) },
    { composite_question_id: 7, question_id: 8, row: 0, position: 0, question: q(8, 'Hjemme', {}) },
    { composite_question_id: 7, question_id: 9, row: 1, position: 0, question: q(9, 'Jobb', {}) },
  ],
};

describe('survey-model', () => {
  const model = buildTemplateModel(rows);

  it('builds sections from the section property and keeps positions', () => {
    expect(model.sections.map((s) => s.title)).toEqual([null, 'Erfaring']);
    expect(model.sections[0]!.questions.map((x) => x.questionId)).toEqual([1, 2, 3]);
    expect(model.sections[1]!.questions[0]!.inner.map((i) => i.questionId)).toEqual([5, 6]);
  });

  it('writes a SurveyJS JSON that survey-core loads, with conditions, matrices and escaped info', () => {
    const json = toSurveyJson(model, { lang: 'en' });
    expect(json.questionsOnPageMode).toBe('standard');
    const survey = new Model(json);
    expect(survey.getAllQuestions().map((x) => x.getType())).toEqual(
      expect.arrayContaining(['text', 'boolean', 'matrixdynamic', 'matrix', 'radiogroup', 'html']),
    );
    const hours = survey.getQuestionByName('q3');
    expect(hours.isVisible).toBe(false);
    survey.setValue('q2', true);
    expect(hours.isVisible).toBe(true);
    expect(survey.getQuestionByName('q1').requiredErrorText).toBe('Name, please');
    expect(JSON.stringify(json)).toContain('Info &lt;b&gt;');
    expect(JSON.stringify(json)).not.toContain('Info <b>');
  });

  it('maps SurveyJS data to answer rows and back', () => {
    const data = { q1: 'Kari', q2: true, q3: 7, q4: [{ q5: 'Rema', q6: '2020-01-01' }, { q5: 'Kiwi' }], q7: { q8: 'lav' }, q10: 'r', zz: 1 };
    const answers = fromSurveyData(model, data);
    expect(answers).toContainEqual({ question_id: 5, composite_question_id: 4, row_id: '1', value: 'Kiwi' });
    expect(answers).toContainEqual({ question_id: 8, composite_question_id: 7, row_id: null, value: 'lav' });
    const { zz: _dropped, ...known } = data;
    expect(toSurveyData(model, answers)).toEqual(known);
    expect(validateAnswers(model, answers, { complete: true })).toEqual([]);
  });

  it('asks for required answers of visible questions only, with the template texts', () => {
    const problems = validateAnswers(model, [{ question_id: 2, composite_question_id: null, row_id: null, value: false }], { complete: true });
    expect(problems.map((p) => [p.code, p.questionId])).toEqual([['required', 1]]);
    expect(problems[0]!.message).toEqual({ en: 'Name, please', no: 'Navn, takk' });
    const wrong = validateAnswers(model, [{ question_id: 3, composite_question_id: null, row_id: null, value: 'mange' }, { question_id: 10, composite_question_id: null, row_id: null, value: 'x' }], { complete: false });
    expect(wrong.map((p) => p.code)).toEqual(['wrongType', 'notAChoice']);
  });

  it('lets a signature be a typed full name where the template allows it, and only there (issue 33.2)', () => {
    const signing = (typedName: boolean): TemplateRows => ({
      template: { id: 2, title: 'Signering' },
      flags: {},
      questions: [
        { id: 21, question_id: 20, position: 0, question: q(20, 'Signatur', { type: 'signature', required: true, ...(typedName ? { typedName: true } : {}) }) },
      ],
      composites: [],
    });
    const allowed = buildTemplateModel(signing(true));
    const survey = new Model(toSurveyJson(allowed, { lang: 'no' }));
    const typed = survey.getQuestionByName('q20_typed');
    expect(typed.getType()).toBe('text');
    expect(typed.title).toBe('Signatur: eller skriv hele navnet ditt');
    // Either answers the required question: nothing is an error, a typed name is enough.
    expect(survey.validate()).toBe(false);
    survey.setValue('q20_typed', '  Kari Nordmann ');
    expect(survey.validate()).toBe(true);
    const answers = fromSurveyData(allowed, survey.data as Record<string, unknown>);
    expect(answers).toEqual([{ question_id: 20, composite_question_id: null, row_id: null, value: 'Kari Nordmann' }]);
    expect(validateAnswers(allowed, answers, { complete: true })).toEqual([]);
    expect(toSurveyData(allowed, answers)).toEqual({ q20_typed: 'Kari Nordmann' });
    // A drawing hides the text box and is the answer.
    survey.setValue('q20', 'data:image/png;base64,AAAA');
    expect(typed.isVisible).toBe(false);
    expect(fromSurveyData(allowed, survey.data as Record<string, unknown>)[0]!.value).toBe('data:image/png;base64,AAAA');
    // Without the template's leave: no text box, and a typed name is refused.
    const drawnOnly = buildTemplateModel(signing(false));
    expect(new Model(toSurveyJson(drawnOnly, { lang: 'en' })).getQuestionByName('q20_typed')).toBeNull();
    expect(validateAnswers(drawnOnly, answers, { complete: true }).map((p) => p.code)).toEqual(['wrongType']);
  });
});
