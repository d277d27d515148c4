// The answers in words (issue 26 item 8): choices, ratings, yes or no, dates in the UI language,
// signatures, both matrices; the table's columns and cells in the same order.
import { describe, expect, it } from 'vitest';
import { answerCells, answerColumns, answerText, readableAnswers } from './answers-contract';
import { buildTemplateModel } from './template-model';

const q = (id: number, position: number, title: string, properties: Record<string, unknown>) => ({
  id,
  question_id: id,
  position,
  question: { id, title, properties },
});
const inner = (
  composite: number,
  id: number,
  row: number,
  title: string,
  properties: Record<string, unknown> = {},
) => ({
  composite_question_id: composite,
  question_id: id,
  row,
  position: id,
  question: { id, title, properties },
});
const model = buildTemplateModel({
  template: { id: 1, title: 'Oppfølging' },
  questions: [
    q(1, 0, 'Working?', { type: 'yesno' }),
    q(2, 1, 'Started', { type: 'date' }),
    q(3, 2, 'Wellbeing', { type: 'scale', min: 1, max: 5, minLabel: 'Poor', maxLabel: 'Great' }),
    q(4, 3, 'Help', { type: 'single', choices: [{ value: 'cv', text: 'CV and application' }] }),
    q(5, 4, 'Jobs', { type: 'composite' }),
    q(6, 5, 'Agree', { type: 'composite', matrix: 'choice', choices: [{ value: '3', text: 'Agree' }] }),
    q(7, 6, 'Sign', { type: 'signature', typedName: true }),
    q(8, 7, 'About', { type: 'info' }),
  ],
  composites: [
    inner(5, 51, 0, 'Employer'),
    inner(5, 52, 0, 'From', { type: 'date' }),
    inner(6, 61, 0, 'Good help'),
    inner(6, 62, 1, 'Next step'),
  ],
});
const a = (
  question_id: number,
  value: unknown,
  composite_question_id: number | null = null,
  row_id: string | null = null,
) => ({ question_id, composite_question_id, row_id, value }) as never;
const answers = [
  a(1, true),
  a(2, '2025-09-01'),
  a(3, 5),
  a(4, 'cv'),
  a(51, 'Rema', 5, '0'),
  a(52, '2024-01-31', 5, '0'),
  a(61, '3', 6),
  a(7, 'Kari Nordmann'),
];

describe('answers in words', () => {
  it('labels each kind of answer in the UI language', () => {
    expect(answerText({ type: 'yesno', choices: [] }, false, 'no')).toBe('Nei');
    expect(answerText({ type: 'date', choices: [] }, '2025-09-01', 'no')).toBe('01.09.2025');
    expect(answerText({ type: 'date', choices: [] }, '2025-09-01', 'en')).toBe('01/09/2025');
    expect(answerText({ type: 'signature', choices: [] }, 'data:image/png;base64,AAA', 'en')).toBe(
      'Signed (drawn signature)',
    );
    expect(answerText({ type: 'text', choices: [] }, '', 'en')).toBeNull();
  });

  it('reads a questionnaire on one page: matrices as rows, information left out', () => {
    const sections = readableAnswers(model, answers, 'en');
    const all = sections.flatMap((s) => s.answers);
    expect(all.map((x) => x.title)).toEqual([
      'Working?',
      'Started',
      'Wellbeing',
      'Help',
      'Jobs',
      'Agree',
      'Sign',
    ]);
    expect(all[2]).toMatchObject({ text: '5 of 5 (Great)' });
    expect(all[4]).toMatchObject({
      kind: 'rows',
      columns: ['Employer', 'From'],
      rows: [['Rema', '31/01/2024']],
    });
    expect(all[5]).toMatchObject({
      kind: 'choiceMatrix',
      rows: [
        { title: 'Good help', text: 'Agree' },
        { title: 'Next step', text: null },
      ],
    });
    expect(all[6]).toMatchObject({ text: 'Signed by typing the name: Kari Nordmann' });
  });

  it('gives the table one column per question and per row of a choice matrix, cells in the same order', () => {
    const columns = answerColumns(model);
    expect(columns.map((c) => c.title)).toEqual([
      'Working?',
      'Started',
      'Wellbeing',
      'Help',
      'Jobs',
      'Agree: Good help',
      'Agree: Next step',
      'Sign',
    ]);
    expect(answerCells(model, answers, 'no')).toEqual([
      'Ja',
      '01.09.2025',
      '5 av 5 (Great)',
      'CV and application',
      'Rad 1: Employer: Rema, From: 31.01.2024',
      'Agree',
      '',
      'Signert med navnet skrevet inn: Kari Nordmann',
    ]);
  });
});
