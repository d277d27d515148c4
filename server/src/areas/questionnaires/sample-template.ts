// A questionnaire template with every question type, a show-if condition, both kinds of matrix
// and a section: written straight into the §3 tables, for the demo data, the tests and the benches.
import type { Queryable } from '../../db/database';

export interface SampleQuestion {
  title: string;
  properties: Record<string, unknown>;
  narrative?: string;
  /** For a composite: its inner questions (title, properties). */
  inner?: { title: string; properties: Record<string, unknown>; row?: number }[];
}

export interface SampleTemplate {
  templateId: number;
  questionIds: number[];
  innerIds: number[][];
}

/** The follow-up form of the demo (Norwegian, as the tenants' own templates are). */
export function followUpQuestions(): SampleQuestion[] {
  return [
    {
      title: 'Hva heter du?',
      properties: {
        type: 'text',
        required: true,
        messages: { required: { en: 'Please write your name.', no: 'Skriv navnet ditt.' } },
      },
      narrative: 'Svarene lagres mens du skriver.',
    },
    { title: 'Er du i arbeid nå?', properties: { type: 'yesno', required: true } },
    {
      title: 'Hvor mange timer jobber du i uken?',
      properties: {
        type: 'number',
        min: 0,
        max: 80,
        required: true,
        showIf: { question_id: '$1', op: 'eq', value: true },
      },
    },
    { title: 'Når startet du i tiltaket?', properties: { type: 'date' } },
    {
      title: 'Hvordan trives du?',
      properties: { type: 'scale', min: 1, max: 5, minLabel: 'Dårlig', maxLabel: 'Svært godt' },
    },
    {
      title: 'Hva trenger du mest hjelp til?',
      properties: {
        type: 'single',
        choices: [
          { value: 'cv', text: 'CV og søknad' },
          { value: 'intervju', text: 'Intervjutrening' },
          { value: 'annet', text: 'Annet' },
        ],
      },
    },
    {
      title: 'Hvilke dager passer for oppfølging?',
      properties: { type: 'multiple', choices: ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag'] },
    },
    {
      title: 'Arbeidserfaring',
      properties: { type: 'composite', section: 'Erfaring og trivsel' },
      inner: [
        { title: 'Arbeidsgiver', properties: { type: 'text', required: true } },
        { title: 'Stilling', properties: { type: 'text' } },
        { title: 'Fra', properties: { type: 'date' } },
      ],
    },
    {
      title: 'Hvor enig er du?',
      properties: {
        type: 'composite',
        matrix: 'choice',
        choices: [
          { value: '1', text: 'Uenig' },
          { value: '2', text: 'Nøytral' },
          { value: '3', text: 'Enig' },
        ],
      },
      inner: [
        { title: 'Jeg får god hjelp', properties: {} },
        { title: 'Jeg vet hva neste steg er', properties: {}, row: 1 },
      ],
    },
    {
      title: 'Om personvern',
      properties: { type: 'info', help: 'Svarene dine deles bare med veilederen din.' },
    },
    { title: 'Andre kommentarer', properties: { type: 'longtext', maxLength: 4000 } },
    { title: 'Signatur', properties: { type: 'signature', typedName: true } },
  ];
}

/** Writes a template and its questions for a customer; `$n` in a showIf's question_id names the n-th question. */
export async function insertSampleTemplate(
  tx: Queryable,
  customerId: number,
  options: {
    title: string;
    context?: string | null;
    questions?: SampleQuestion[];
    flags?: Record<string, boolean>;
    validDays?: number | null;
  },
): Promise<SampleTemplate> {
  const questions = options.questions ?? followUpQuestions();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO templates (customer_id, title, context, valid_days) VALUES ($1, $2, $3, $4) RETURNING id`,
    [customerId, options.title, options.context ?? null, options.validDays ?? 14],
  );
  const templateId = Number(rows[0]!.id);
  const flags = { shareable: true, ...(options.flags ?? {}) };
  const names = Object.keys(flags);
  await tx.query(
    `INSERT INTO template_flags (template_id, customer_id, ${names.join(', ')}) VALUES ($1, $2, ${names.map((_, i) => `$${i + 3}`).join(', ')})`,
    [templateId, customerId, ...Object.values(flags)],
  );
  const questionIds: number[] = [];
  const innerIds: number[][] = [];
  for (const [position, q] of questions.entries()) {
    const properties = { ...q.properties };
    const showIf = properties.showIf as { question_id: unknown } | undefined;
    if (showIf && typeof showIf.question_id === 'string' && showIf.question_id.startsWith('$'))
      properties.showIf = { ...showIf, question_id: questionIds[Number(showIf.question_id.slice(1))] };
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO questions (customer_id, title, properties) VALUES ($1, $2, $3::jsonb) RETURNING id',
      [customerId, q.title, JSON.stringify(properties)],
    );
    const questionId = Number(inserted.rows[0]!.id);
    questionIds.push(questionId);
    await tx.query(
      `INSERT INTO question_template (template_id, question_id, customer_id, position, narrative) VALUES ($1, $2, $3, $4, $5)`,
      [templateId, questionId, customerId, position, q.narrative ?? null],
    );
    const inner: number[] = [];
    for (const [index, cell] of (q.inner ?? []).entries()) {
      const cellRow = await tx.query<{ id: number }>(
        'INSERT INTO questions (customer_id, title, properties) VALUES ($1, $2, $3::jsonb) RETURNING id',
        [customerId, cell.title, JSON.stringify(cell.properties)],
      );
      const cellId = Number(cellRow.rows[0]!.id);
      inner.push(cellId);
      await tx.query(
        `INSERT INTO question_composite_question (composite_question_id, question_id, customer_id, position, row) VALUES ($1, $2, $3, $4, $5)`,
        [questionId, cellId, customerId, index, cell.row ?? 0],
      );
    }
    innerIds.push(inner);
  }
  return { templateId, questionIds, innerIds };
}
