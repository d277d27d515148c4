// Issue 13.1-13.3 over the data API, on PGlite and PostgreSQL: the designer's save with its
// conflict rule (a stale copy is refused and changes nothing), bad designs refused with a message
// code both languages have, copy, archive and hide (a hidden template is gone for participants),
// genesis templates read-only with every override change logged (who and when), favourites.
import {
  buildTemplateModel,
  modelQuestions,
  templateDesignMessages,
  type TemplateDesignInput,
  type TemplateRows,
} from '@portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../../test/test-server';

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string } }[];
};

let server: TestServer;
const tokens: Record<string, string> = {};

async function gql(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) {
  const answer = await server.request('/api/srvproxy/v1/graphql', {
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
    body: JSON.stringify({ query, variables }),
  });
  return answer.json<Answer>();
}

const SAVE = `mutation ($id: bigint, $at: timestamptz, $design: jsonb!) {
  qnrTemplateSave(template_id: $id, expected_updated_at: $at, design: $design) { id template_uuid updated_at } }`;
const OPEN = `mutation ($id: bigint!) { qnrTemplateOpen(template_id: $id) { id updated_at genesis design } }`;

interface Saved {
  id: number;
  template_uuid: string;
  updated_at: string;
}

function design(title: string, extra: Partial<TemplateDesignInput['template']> = {}): TemplateDesignInput {
  return {
    template: {
      title,
      context: 'KARTLEGGING',
      valid_days: 14,
      journal_roles: ['staff'],
      offer_types: [10],
      offers: [1],
      // A key the designer does not offer a control for is kept as stored (issue 26 item 11).
      settings_ui: { showProgress: true, theme: 'dark' },
      plan_category: 2,
      offer: 21,
      flags: { rejectable: true, shareable: true },
      ...extra,
    },
    questions: [
      { key: 'section1', type: 'section', title: 'Om deg' },
      {
        key: 'jobber',
        type: 'yesno',
        title: 'Er du i jobb i dag?',
        required: true,
        help: 'Svar ja også om du jobber deltid.',
      },
      {
        key: 'arbeidsgiver',
        type: 'text',
        title: 'Hvem er arbeidsgiveren din?',
        showIf: { question: 'jobber', op: 'eq', value: true },
      },
      {
        key: 'erfaring',
        type: 'composite',
        title: 'Arbeidserfaring',
        narrative: 'Fyll inn de siste jobbene dine.',
        matrix: 'dynamic',
        inner: [
          { key: 'stilling', title: 'Stilling', type: 'text' },
          { key: 'aar', title: 'Antall år', type: 'number' },
        ],
      },
      {
        key: 'trivsel',
        type: 'composite',
        title: 'Hvor enig er du?',
        matrix: 'choice',
        choices: [
          { value: '1', text: 'Uenig' },
          { value: '2', text: 'Litt enig' },
          { value: '3', text: 'Enig' },
        ],
        inner: [
          { key: 'trives', title: 'Jeg trives på jobb' },
          { key: 'mestrer', title: 'Jeg mestrer oppgavene' },
        ],
      },
    ],
  };
}

async function save(who: string, body: TemplateDesignInput, id?: number, at?: string) {
  return gql(who, SAVE, { id: id ?? null, at: at ?? null, design: body });
}
const saved = (answer: Answer) => answer.data?.qnrTemplateSave as Saved;

async function rowCount(table: string, where = 'TRUE', params: unknown[] = []) {
  const { rows } = await server.db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
    params,
  );
  return Number(rows[0]!.n);
}

/** A template's rows in the template model's shape (as the answering side reads them). */
async function templateRows(id: number): Promise<TemplateRows> {
  const template = (
    await server.db.query<{ id: string; title: string }>('SELECT id, title FROM templates WHERE id = $1', [
      id,
    ])
  ).rows[0]!;
  const { rows: links } = await server.db.query<TemplateRows['questions'][number]>(
    `SELECT qt.id, qt.question_id, qt.position, qt.title, qt.description, qt.narrative, qt.properties,
            json_build_object('id', q.id, 'title', q.title, 'description', q.description, 'properties', q.properties) AS question
       FROM question_template qt JOIN questions q ON q.id = qt.question_id WHERE qt.template_id = $1`,
    [id],
  );
  const { rows: composites } = await server.db.query<TemplateRows['composites'][number]>(
    `SELECT c.composite_question_id, c.question_id, c.row, c.position, c.title, c.properties,
            json_build_object('id', q.id, 'title', q.title, 'properties', q.properties) AS question
       FROM question_composite_question c JOIN questions q ON q.id = c.question_id
      WHERE c.composite_question_id = ANY($1::bigint[])`,
    [links.map((link) => Number(link.question_id))],
  );
  return { template, questions: links, composites };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'leader', 'staff', 'participant'])
    tokens[user] = await signInAs(server, 'demo', user);
  tokens.careAdmin = await signInAs(server, 'care', 'admin');
});
afterAll(async () => server?.close());

describe('the designer saves templates', () => {
  it('creates a template with a condition and a matrix, and opens it again as saved', async () => {
    const created = await save('admin', design('Jobbsituasjon'));
    expect(created.errors).toBeUndefined();
    const { id } = saved(created);
    const opened = await gql('admin', OPEN, { id });
    const open = opened.data?.qnrTemplateOpen as {
      design: { questions: unknown[]; template: Record<string, unknown> };
    };
    expect(open.design.template).toMatchObject({
      title: 'Jobbsituasjon',
      context: 'KARTLEGGING',
      valid_days: 14,
      plan_category: 2,
      offer: 21,
      settings_ui: { showProgress: true, theme: 'dark' },
    });
    expect(open.design.template.flags).toMatchObject({ rejectable: true, shareable: true, genesis: false });
    expect(open.design.questions).toMatchObject([
      { key: 'section1', type: 'section', title: 'Om deg' },
      { key: 'jobber', type: 'yesno', required: true, help: 'Svar ja også om du jobber deltid.' },
      { key: 'arbeidsgiver', showIf: { question: 'jobber', op: 'eq', value: true } },
      {
        key: 'erfaring',
        type: 'composite',
        matrix: 'dynamic',
        narrative: 'Fyll inn de siste jobbene dine.',
        inner: [
          { key: 'stilling', type: 'text', title: 'Stilling' },
          { key: 'aar', type: 'number', title: 'Antall år' },
        ],
      },
      {
        key: 'trivsel',
        matrix: 'choice',
        choices: [{ text: 'Uenig' }, { text: 'Litt enig' }, { text: 'Enig' }],
        inner: [{ title: 'Jeg trives på jobb' }, { title: 'Jeg mestrer oppgavene' }],
      },
    ]);
    // The §3 rows: the lookup tables mirror the lists, positions follow the order.
    expect(
      await rowCount('template_journal_roles', 'template_uuid = $1', [saved(created).template_uuid]),
    ).toBe(1);
    // The section is the `section` of the question after it, not a row of its own.
    expect(await rowCount('question_template', 'template_id = $1', [id])).toBe(4);
    const columns = await server.db.query<{ title: string; row: number; position: number }>(
      `SELECT c.title, c.row, c.position FROM question_composite_question c
         JOIN question_template qt ON qt.question_id = c.composite_question_id
        WHERE qt.template_id = $1 ORDER BY qt.position, c.row, c.position`,
      [id],
    );
    expect(columns.rows).toEqual([
      { title: 'Stilling', row: 0, position: 0 },
      { title: 'Antall år', row: 0, position: 1 },
      { title: 'Jeg trives på jobb', row: 0, position: 0 },
      { title: 'Jeg mestrer oppgavene', row: 1, position: 0 },
    ]);
    // The rows read by the template model that the SurveyJS converter takes (one renderer).
    const model = buildTemplateModel(await templateRows(id));
    expect(model.sections.map((section) => section.title)).toEqual(['Om deg']);
    const [jobber, arbeidsgiver, erfaring, trivsel] = modelQuestions(model);
    expect(jobber).toMatchObject({
      type: 'yesno',
      required: true,
      help: 'Svar ja også om du jobber deltid.',
    });
    expect(arbeidsgiver!.showIf).toEqual({ questionId: jobber!.questionId, op: 'eq', value: true });
    expect(erfaring).toMatchObject({
      type: 'composite',
      matrix: 'dynamic',
      narrative: 'Fyll inn de siste jobbene dine.',
    });
    expect(erfaring!.inner.map((inner) => inner.type)).toEqual(['text', 'number']);
    expect(trivsel).toMatchObject({ type: 'composite', matrix: 'choice' });
    expect(trivsel!.choices.map((choice) => choice.text)).toEqual(['Uenig', 'Litt enig', 'Enig']);
  });

  it('refuses a save from a stale copy with the conflict message and keeps the newer save', async () => {
    const first = saved(await save('admin', design('Konflikt')));
    // Two people open the same version; the leader saves first.
    const leaderSave = await save('leader', design('Konflikt, lederens versjon'), first.id, first.updated_at);
    expect(leaderSave.errors).toBeUndefined();
    const stale = await save('admin', design('Konflikt, adminens versjon'), first.id, first.updated_at);
    expect(stale.data ?? null).toBeNull();
    expect(stale.errors?.[0]).toMatchObject({
      message: 'qnrTemplate.conflict',
      extensions: { code: 'validation-failed' },
    });
    expect(templateDesignMessages['qnrTemplate.conflict'].en).toMatch(/Someone else saved/);
    expect(templateDesignMessages['qnrTemplate.conflict'].no).toMatch(/Noen andre lagret/);
    const { rows } = await server.db.query<{ title: string }>('SELECT title FROM templates WHERE id = $1', [
      first.id,
    ]);
    expect(rows[0]!.title).toBe('Konflikt, lederens versjon');
    // Without the version it started from, a save over a template is refused too.
    expect((await save('admin', design('Uten versjon'), first.id)).errors?.[0]?.message).toBe(
      'qnrTemplate.conflict',
    );
    // The newest version saves.
    const fresh = await save('admin', design('Konflikt, løst'), first.id, saved(leaderSave).updated_at);
    expect(fresh.errors).toBeUndefined();
  });

  it('an archive after opening makes the open copy stale as well', async () => {
    const first = saved(await save('admin', design('Arkiv')));
    const archived = await gql(
      'admin',
      'mutation ($id: bigint!) { qnrTemplateSetState(template_id: $id, archived: true) { updated_at } }',
      {
        id: first.id,
      },
    );
    expect(archived.errors).toBeUndefined();
    const stale = await save('admin', design('Arkiv 2'), first.id, first.updated_at);
    expect(stale.errors?.[0]?.message).toBe('qnrTemplate.conflict');
    const { rows } = await server.db.query<{ archived: boolean; title: string }>(
      'SELECT archived, title FROM templates WHERE id = $1',
      [first.id],
    );
    expect(rows[0]).toEqual({ archived: true, title: 'Arkiv' });
  });

  it('refuses bad designs with a message code of both languages, saving nothing', async () => {
    const before = await rowCount('templates');
    const questionsBefore = await rowCount('questions');
    const bad: [TemplateDesignInput, string][] = [
      [{ ...design(''), questions: [] }, 'qnrTemplate.titleRequired'],
      [
        {
          ...design('Betingelse'),
          questions: [
            { key: 'a', type: 'text', title: 'A', showIf: { question: 'b', op: 'answered' } },
            { key: 'b', type: 'text', title: 'B' },
          ],
        },
        'qnrTemplate.conditionTarget',
      ],
      [
        {
          ...design('Valg'),
          questions: [{ key: 'a', type: 'single', title: 'A', choices: [{ value: 'x', text: 'X' }] }],
        },
        'qnrTemplate.choicesRequired',
      ],
      [
        {
          ...design('Matrise'),
          questions: [{ key: 'm', type: 'composite', title: 'M', inner: [] }],
        },
        'qnrTemplate.matrixShape',
      ],
      [design('Dager', { valid_days: -1 }), 'qnrTemplate.validDays'],
      [
        { ...design('Seksjon'), questions: [{ key: 's', type: 'section', title: 'Tom' }] },
        'qnrTemplate.emptySection',
      ],
      [design('Kontekst', { context: 'FINNES_IKKE' }), 'qnrTemplate.unknownContext'],
    ];
    for (const [body, code] of bad) {
      const answer = await save('admin', body);
      expect(answer.errors?.[0]?.message, code).toBe(code);
      const texts = templateDesignMessages[code as keyof typeof templateDesignMessages];
      expect(texts.en.length).toBeGreaterThan(0);
      expect(texts.no.length).toBeGreaterThan(0);
    }
    expect(await rowCount('templates')).toBe(before);
    expect(await rowCount('questions')).toBe(questionsBefore);
  });

  it('lets only admins and team leaders design; another tenant cannot reach the template', async () => {
    const own = saved(await save('admin', design('Bare vår')));
    const asStaff = await save('staff', design('Ansatt'));
    expect(asStaff.errors?.[0]?.extensions.code).toBe('validation-failed');
    expect(asStaff.errors?.[0]?.message).toMatch(/qnrTemplateSave/);
    const foreign = await gql('careAdmin', OPEN, { id: own.id }, 'care.localhost');
    expect(foreign.errors?.[0]?.message).toBe('qnrTemplate.notFound');
    const overwrite = await gql(
      'careAdmin',
      SAVE,
      { id: own.id, at: own.updated_at, design: design('Kapret') },
      'care.localhost',
    );
    expect(overwrite.errors?.[0]?.message).toBe('qnrTemplate.notFound');
    const { rows } = await server.db.query<{ title: string }>('SELECT title FROM templates WHERE id = $1', [
      own.id,
    ]);
    expect(rows[0]!.title).toBe('Bare vår');
    // The data API itself offers no generic write of a template's questions.
    const direct = await gql('admin', 'mutation { delete_question_template(where: {}) { affected_rows } }');
    expect(direct.errors?.[0]?.extensions.code).toBe('validation-failed');
  });

  it('copies a template with questions of its own', async () => {
    const original = saved(await save('admin', design('Original')));
    const copied = await gql(
      'leader',
      'mutation ($id: bigint!) { qnrTemplateCopy(template_id: $id, title: "Kopi") { id } }',
      {
        id: original.id,
      },
    );
    expect(copied.errors).toBeUndefined();
    const copyId = Number((copied.data?.qnrTemplateCopy as { id: string }).id);
    const ids = async (templateId: number) =>
      (
        await server.db.query<{ question_id: string }>(
          'SELECT question_id FROM question_template WHERE template_id = $1 ORDER BY position',
          [templateId],
        )
      ).rows.map((row) => Number(row.question_id));
    const [a, b] = [await ids(original.id), await ids(copyId)];
    expect(b).toHaveLength(a.length);
    expect(b.filter((questionId) => a.includes(questionId))).toEqual([]);
  });

  it('hides a template from participants', async () => {
    const shown = saved(
      await save(
        'admin',
        design('Egenvurdering', { context: 'EGENVURDERING', flags: { user_context_me: true } }),
      ),
    );
    const list = async () =>
      ((await gql('participant', '{ templates { id } }')).data?.templates as { id: string }[]).map((row) =>
        Number(row.id),
      );
    expect(await list()).toContain(shown.id);
    await gql(
      'admin',
      'mutation ($id: bigint!) { qnrTemplateSetState(template_id: $id, hide: true) { id } }',
      { id: shown.id },
    );
    expect(await list()).not.toContain(shown.id);
    const questions = await gql('participant', '{ question_template { template_id } }');
    expect(
      (questions.data?.question_template as { template_id: string }[]).map((row) => Number(row.template_id)),
    ).not.toContain(shown.id);
  });
});

describe('genesis templates and their overrides', () => {
  const OVERRIDE = `mutation ($id: bigint!, $o: jsonb, $reset: Boolean) {
    qnrTemplateGenesisOverride(template_id: $id, override: $o, reset: $reset) { template_uuid changed_at } }`;

  async function genesisId() {
    const { rows } = await server.db.query<{ id: string; template_uuid: string }>(
      `SELECT t.id, t.template_uuid FROM templates t JOIN template_flags f ON f.template_id = t.id
         JOIN customers c ON c.id = t.customer_id WHERE c.subdomain = 'demo' AND f.genesis ORDER BY t.id LIMIT 1`,
    );
    return { id: Number(rows[0]!.id), uuid: rows[0]!.template_uuid };
  }
  const userId = async (username: string) =>
    Number(
      (
        await server.db.query<{ id: string }>(
          `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.username = $1`,
          [username],
        )
      ).rows[0]!.id,
    );

  it('refuses to save over a genesis template', async () => {
    const { id } = await genesisId();
    const open = (await gql('admin', OPEN, { id })).data?.qnrTemplateOpen as {
      updated_at: string;
      genesis: boolean;
    };
    expect(open.genesis).toBe(true);
    const answer = await save('admin', design('Endret genesis'), id, open.updated_at);
    expect(answer.errors?.[0]?.message).toBe('qnrTemplate.genesisReadOnly');
  });

  it('logs every override change with who and when, a reset too', async () => {
    const { id, uuid } = await genesisId();
    const admin = await userId('admin');
    const logBefore = await rowCount('qnr_template_genesis_overrides_log', 'template_uuid = $1', [uuid]);
    const set = await gql('admin', OVERRIDE, {
      id,
      o: {
        context: 'OPPFOLGING',
        generate_on_start: false,
        journal_roles: ['staff', 'team_leader'],
        offers: [2],
        qnr_info: { note: 'Lokal' },
      },
    });
    expect(set.errors).toBeUndefined();
    const { rows } = await server.db.query<{
      db_op: string;
      changed_by: string;
      changed_at: string | null;
      context: string;
      deleted_by: string | null;
    }>(
      `SELECT db_op, changed_by, changed_at, context, deleted_by FROM qnr_template_genesis_overrides_log
        WHERE template_uuid = $1 ORDER BY id DESC LIMIT 1`,
      [uuid],
    );
    expect(rows[0]).toMatchObject({ db_op: 'UPDATE', context: 'OPPFOLGING' });
    expect(Number(rows[0]!.changed_by)).toBe(admin);
    expect(rows[0]!.changed_at).not.toBeNull();
    const reset = await gql('admin', OVERRIDE, { id, reset: true });
    expect(reset.errors).toBeUndefined();
    const last = await server.db.query<{ db_op: string; deleted_by: string }>(
      'SELECT db_op, deleted_by FROM qnr_template_genesis_overrides_log WHERE template_uuid = $1 ORDER BY id DESC LIMIT 1',
      [uuid],
    );
    expect(last.rows[0]!.db_op).toBe('DELETE');
    expect(Number(last.rows[0]!.deleted_by)).toBe(admin);
    expect(await rowCount('qnr_template_genesis_overrides_log', 'template_uuid = $1', [uuid])).toBe(
      logBefore + 2,
    );
    // Set again after the reset: an INSERT line.
    await gql('admin', OVERRIDE, { id, o: { generate_on_start: true } });
    const again = await server.db.query<{ db_op: string }>(
      'SELECT db_op FROM qnr_template_genesis_overrides_log WHERE template_uuid = $1 ORDER BY id DESC LIMIT 1',
      [uuid],
    );
    expect(again.rows[0]!.db_op).toBe('INSERT');
  });

  it("applies the tenant's override wherever the template is used, and a reset restores the base", async () => {
    const { id } = await genesisId();
    // From the base set: an earlier test may have left an override.
    expect((await gql('admin', OVERRIDE, { id, reset: true })).errors).toBeUndefined();
    const base = (
      await server.db.query<{
        context: string | null;
        generate_on_start: boolean | null;
        journal_roles: unknown;
      }>(
        `SELECT t.context, f.generate_on_start, t.journal_roles FROM templates t
           JOIN template_flags f ON f.template_id = t.id WHERE t.id = $1`,
        [id],
      )
    ).rows[0]!;
    const target = base.context === 'OPPFOLGING' ? 'KARTLEGGING' : 'OPPFOLGING';
    const participant = Number(
      (
        await server.db.query<{ id: string }>(
          `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id
            WHERE c.subdomain = 'demo' AND r.deleted_at IS NULL ORDER BY r.id LIMIT 1`,
        )
      ).rows[0]!.id,
    );
    const READ = `query ($id: bigint!, $context: String!) {
      templates(where: {id: {_eq: $id}}) { context effective { context generate_on_start journal_roles offer_types offers qnr_info overridden } }
      qnr_effective_templates(where: {context: {_eq: $context}}) { id }
      context(where: {name: {_eq: $context}}) { templates_count }
    }`;
    const read = async () =>
      (await gql('staff', READ, { id, context: target })).data as {
        templates: { context: string | null; effective: Record<string, unknown> }[];
        qnr_effective_templates: { id: string }[];
        context: { templates_count: string | number }[];
      };
    const start = (token: string) =>
      server.request('/api/questionnaires/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ template_id: id, patient_id: participant }),
      });
    const SEND = `mutation ($p: [qnr_participant_input!]!, $q: [qnr_input!]!) {
      qnrResponse(participants: $p, qnrs: $q) { queries { id } errors { error } } }`;
    const sentTemplate = async () => {
      const sent = await gql('staff', SEND, { p: [{ id: participant }], q: [{ template_id: id }] });
      expect(sent.errors).toBeUndefined();
      const queryId = Number((sent.data?.qnrResponse as { queries: { id: string }[] }).queries[0]!.id);
      const { rows } = await server.db.query<{ properties: { template: Record<string, unknown> } }>(
        'SELECT properties FROM queries WHERE id = $1',
        [queryId],
      );
      return rows[0]!.properties.template;
    };

    const before = await read();
    const countBefore = Number(before.context[0]!.templates_count);
    expect(before.qnr_effective_templates.map((row) => Number(row.id))).not.toContain(id);
    await server.db.query('UPDATE template_flags SET generate_on_start = false WHERE template_id = $1', [id]);
    expect((await start(tokens.staff!)).status).toBe(404);

    const set = await gql('admin', OVERRIDE, {
      id,
      o: {
        context: target,
        generate_on_start: true,
        journal_roles: ['team_leader'],
        offer_types: [7],
        offers: [3, 4],
        qnr_info: { note: 'Lokal' },
      },
    });
    expect(set.errors).toBeUndefined();
    const after = await read();
    // The template's own row is the base set's; its effective reading is the tenant's.
    expect(after.templates[0]!.context).toBe(base.context);
    expect(after.templates[0]!.effective).toEqual({
      context: target,
      generate_on_start: true,
      journal_roles: ['team_leader'],
      offer_types: [7],
      offers: [3, 4],
      qnr_info: { note: 'Lokal' },
      overridden: true,
    });
    // The workspace's templates of the context and the context's count follow the override.
    expect(after.qnr_effective_templates.map((row) => Number(row.id))).toContain(id);
    expect(Number(after.context[0]!.templates_count)).toBe(countBefore + 1);
    // Sending keeps the effective settings with the questionnaire.
    expect(await sentTemplate()).toEqual({
      context: target,
      journal_roles: ['team_leader'],
      offer_types: [7],
      offers: [3, 4],
      qnr_info: { note: 'Lokal' },
    });
    // generate_on_start as overridden: the start now makes the questionnaire.
    const started = await start(tokens.staff!);
    expect(started.status).toBe(200);
    expect(started.json<{ created: boolean }>().created).toBe(true);

    expect((await gql('admin', OVERRIDE, { id, reset: true })).errors).toBeUndefined();
    const reset = await read();
    expect(reset.templates[0]!.effective).toMatchObject({ context: base.context, overridden: false });
    expect(reset.qnr_effective_templates.map((row) => Number(row.id))).not.toContain(id);
    expect((await sentTemplate()).context).toBe(base.context);
  });

  it('ignores an override row of a template that is not genesis', async () => {
    const own = saved(await save('admin', design('Egen mal')));
    await server.db.query(
      `INSERT INTO qnr_template_genesis_overrides (template_uuid, customer_id, context)
       SELECT template_uuid, customer_id, 'OPPFOLGING' FROM templates WHERE id = $1`,
      [own.id],
    );
    const answer = await gql(
      'staff',
      '{ qnr_effective_templates(where: {id: {_eq: %ID%}}) { context overridden } }'.replace(
        '%ID%',
        String(own.id),
      ),
    );
    expect(answer.data?.qnr_effective_templates).toEqual([{ context: 'KARTLEGGING', overridden: false }]);
  });

  it('shows participants only the effective templates they may see', async () => {
    const hidden = saved(
      await save('admin', design('Skjult', { context: 'EGENVURDERING', flags: { user_context_me: true } })),
    );
    await gql(
      'admin',
      'mutation ($id: bigint!) { qnrTemplateSetState(template_id: $id, hide: true) { id } }',
      {
        id: hidden.id,
      },
    );
    const ids = (
      (await gql('participant', '{ qnr_effective_templates { id hide } }')).data?.qnr_effective_templates as {
        id: string;
        hide: boolean;
      }[]
    ).map((row) => Number(row.id));
    expect(ids).not.toContain(hidden.id);
    const visible = (
      (await gql('participant', '{ templates { id } }')).data?.templates as { id: string }[]
    ).map((row) => Number(row.id));
    expect([...ids].sort()).toEqual([...visible].sort());
    const care = await gql('careAdmin', '{ qnr_effective_templates { customer_id } }', {}, 'care.localhost');
    expect(
      new Set((care.data?.qnr_effective_templates as { customer_id: string }[]).map((row) => row.customer_id))
        .size,
    ).toBe(1);
  });

  it("lists a context's templates by the effective context, within what each role may see", async () => {
    const { id } = await genesisId();
    expect((await gql('admin', OVERRIDE, { id, reset: true })).errors).toBeUndefined();
    const base = (
      await server.db.query<{ context: string | null }>('SELECT context FROM templates WHERE id = $1', [id])
    ).rows[0]!.context;
    const target = base === 'OPPFOLGING' ? 'KARTLEGGING' : 'OPPFOLGING';
    // A plain template hidden from participants, and one they may start themselves, in the target.
    const hidden = saved(
      await save('admin', design('Skjult i kontekst', { context: target, flags: { user_context_me: true } })),
    );
    await gql(
      'admin',
      'mutation ($id: bigint!) { qnrTemplateSetState(template_id: $id, hide: true) { id } }',
      {
        id: hidden.id,
      },
    );
    const open = saved(
      await save('admin', design('Åpen i kontekst', { context: target, flags: { user_context_me: true } })),
    );
    const CONTEXT = `query ($name: String!) {
      context(where: {name: {_eq: $name}}) {
        customer_id templates_count
        templates(order_by: {id: asc}) { id customer_id context template_flag { genesis user_context_me } }
        templates_aggregate { aggregate { count } }
      }
    }`;
    type ContextRow = {
      customer_id: string;
      templates_count: string | number;
      templates: {
        id: string;
        customer_id: string;
        context: string;
        template_flag: { genesis: boolean } | null;
      }[];
      templates_aggregate: { aggregate: { count: number } };
    };
    const contextOf = async (who: string, name: string, host?: string) =>
      ((await gql(who, CONTEXT, { name }, host)).data?.context ?? []) as ContextRow[];
    const idsOf = (rows: ContextRow[]) => rows.flatMap((row) => row.templates.map((t) => Number(t.id)));

    expect(idsOf(await contextOf('staff', target))).not.toContain(id);
    const set = await gql('admin', OVERRIDE, { id, o: { context: target } });
    expect(set.errors).toBeUndefined();

    // Staff: the genesis template is under the context its override names, and no longer under its
    // own; the relationship, its aggregate and the computed count agree.
    const [staffRow] = await contextOf('staff', target);
    expect(staffRow!.templates.map((t) => Number(t.id))).toEqual(
      expect.arrayContaining([id, hidden.id, open.id]),
    );
    expect(staffRow!.templates.find((t) => Number(t.id) === id)).toMatchObject({
      context: target,
      template_flag: { genesis: true },
    });
    expect(
      staffRow!.templates.every((t) => t.customer_id === staffRow!.customer_id && t.context === target),
    ).toBe(true);
    expect(staffRow!.templates_aggregate.aggregate.count).toBe(staffRow!.templates.length);
    expect(Number(staffRow!.templates_count)).toBe(staffRow!.templates.length);
    if (base !== null) expect(idsOf(await contextOf('staff', base))).not.toContain(id);

    // The side menu's filter (§7 fetchContextGroups) still reads the flags through the relationship.
    const menu = await gql(
      'staff',
      `query ($name: String!) { context(where: {name: {_eq: $name}, templates_aggregate: {count: {predicate: {_gt: 0},
         filter: {template_flag: {user_context_me: {_eq: true}}}}}}) { name } }`,
      { name: target },
    );
    expect(menu.errors).toBeUndefined();
    expect(menu.data?.context).toEqual([{ name: target }]);

    // A participant: what the effective view lets them see, never the hidden one.
    const participantIds = idsOf(await contextOf('participant', target));
    expect(participantIds).toContain(open.id);
    expect(participantIds).not.toContain(hidden.id);
    const allowed = (
      (
        await gql(
          'participant',
          '{ qnr_effective_templates(where: {context: {_eq: "%C%"}}) { id } }'.replace('%C%', target),
        )
      ).data?.qnr_effective_templates as { id: string }[]
    ).map((row) => Number(row.id));
    expect([...participantIds].sort()).toEqual([...allowed].sort());

    // Another tenant's administrator: their own context of that name, never these templates.
    const care = await contextOf('careAdmin', target, 'care.localhost');
    const careIds = idsOf(care);
    for (const own of [id, hidden.id, open.id]) expect(careIds).not.toContain(own);
    for (const row of care) expect(row.templates.every((t) => t.customer_id === row.customer_id)).toBe(true);

    expect((await gql('admin', OVERRIDE, { id, reset: true })).errors).toBeUndefined();
    expect(idsOf(await contextOf('staff', target))).not.toContain(id);
  });

  it('refuses overrides of other templates, of unknown contexts, by other roles, and when denied', async () => {
    const { id, uuid } = await genesisId();
    const before = await rowCount('qnr_template_genesis_overrides_log', 'template_uuid = $1', [uuid]);
    const own = saved(await save('admin', design('Ikke genesis')));
    expect((await gql('admin', OVERRIDE, { id: own.id, o: {} })).errors?.[0]?.message).toBe(
      'qnrTemplate.notGenesis',
    );
    expect((await gql('admin', OVERRIDE, { id, o: { context: 'FINNES_IKKE' } })).errors?.[0]?.message).toBe(
      'qnrTemplate.unknownContext',
    );
    expect((await gql('leader', OVERRIDE, { id, o: {} })).errors?.[0]?.message).toMatch(
      /qnrTemplateGenesisOverride/,
    );
    expect((await gql('careAdmin', OVERRIDE, { id, o: {} }, 'care.localhost')).errors?.[0]?.message).toBe(
      'qnrTemplate.notFound',
    );
    // Tenants cannot write the denials or overrides through the generic API.
    const grant = await gql(
      'admin',
      'mutation { delete_genesis_denied_permissions(where: {}) { affected_rows } }',
    );
    expect(grant.errors?.[0]?.extensions.code).toBe('validation-failed');
    await server.db.query(
      `INSERT INTO genesis_denied_permissions (customer_id, table_id)
       SELECT id, 'templates' FROM customers WHERE subdomain = 'demo'`,
    );
    try {
      expect((await gql('admin', OVERRIDE, { id, o: {} })).errors?.[0]?.message).toBe(
        'qnrTemplate.genesisDenied',
      );
    } finally {
      await server.db.query(
        `DELETE FROM genesis_denied_permissions WHERE table_id = 'templates'
           AND customer_id = (SELECT id FROM customers WHERE subdomain = 'demo')`,
      );
    }
    expect(await rowCount('qnr_template_genesis_overrides_log', 'template_uuid = $1', [uuid])).toBe(before);
  });
});

describe("a template's tables are written only through the designer's actions", () => {
  // Every role may read them; none may write them through the generic data API, so the designer's
  // conflict check (updated_at) and its validation can never be bypassed.
  const TABLES: [string, string, string][] = [
    ['templates', 'title: "Direkte"', '_set: {title: "Direkte"}'],
    ['template_flags', 'template_id: 1, rejectable: true', '_set: {rejectable: true}'],
    [
      'template_journal_roles',
      'role: "staff", template_uuid: "00000000-0000-0000-0000-000000000000"',
      '_set: {role: "x"}',
    ],
    [
      'template_offer_types',
      'offer_type: 1, template_uuid: "00000000-0000-0000-0000-000000000000"',
      '_set: {offer_type: 2}',
    ],
    [
      'template_offers',
      'offer: 1, template_uuid: "00000000-0000-0000-0000-000000000000"',
      '_set: {offer: 2}',
    ],
    ['questions', 'title: "Direkte"', '_set: {title: "Direkte"}'],
    ['question_template', 'template_id: 1, question_id: 1, position: 1', '_set: {position: 9}'],
    ['question_composite_question', 'composite_question_id: 1, question_id: 1', '_set: {position: 9}'],
  ];

  for (const who of ['admin', 'leader', 'staff', 'participant']) {
    it(`${who}: no insert, update or delete of a template's tables, and nothing changes`, async () => {
      const before = await rowCount('templates');
      const titles = await server.db.query('SELECT id, title, updated_at FROM templates ORDER BY id');
      for (const [table, object, set] of TABLES) {
        for (const mutation of [
          `mutation { insert_${table}_one(object: {${object}}) { __typename } }`,
          `mutation { insert_${table}(objects: [{${object}}]) { affected_rows } }`,
          `mutation { update_${table}(where: {}, ${set}) { affected_rows } }`,
          `mutation { delete_${table}(where: {}) { affected_rows } }`,
        ]) {
          const answer = await gql(who, mutation);
          expect(answer.data ?? null, `${who}: ${mutation}`).toBeNull();
          expect(answer.errors?.[0]?.extensions.code, `${who}: ${mutation}`).toBe('validation-failed');
        }
      }
      expect(await rowCount('templates')).toBe(before);
      expect((await server.db.query('SELECT id, title, updated_at FROM templates ORDER BY id')).rows).toEqual(
        titles.rows,
      );
    });
  }

  it('staff, leaders and admins still read the templates with their flags; the designer still saves', async () => {
    for (const who of ['admin', 'leader', 'staff']) {
      const answer = await gql(
        who,
        '{ templates(limit: 1) { id title template_flag { rejectable } } template_journal_roles(limit: 1) { role } questions(limit: 1) { id } }',
      );
      expect(answer.errors, who).toBeUndefined();
      expect((answer.data?.templates as unknown[]).length, who).toBe(1);
    }
    const created = saved(await save('leader', design('Gjennom designeren')));
    expect(created.id).toBeGreaterThan(0);
  });
});

describe('favourite templates', () => {
  const FAVORITES = 'mutation ($ids: [bigint!]!) { qnrTemplateFavorites(template_ids: $ids) }';

  it("keeps a user's favourites in their order and refuses another tenant's template", async () => {
    const { rows } = await server.db.query<{ id: string; subdomain: string }>(
      `SELECT t.id, c.subdomain FROM templates t JOIN customers c ON c.id = t.customer_id
        WHERE t.deleted_at IS NULL ORDER BY t.id`,
    );
    const demo = rows.filter((row) => row.subdomain === 'demo').map((row) => Number(row.id));
    const care = rows.filter((row) => row.subdomain === 'care').map((row) => Number(row.id));
    const chosen = [demo[2]!, demo[0]!, demo[1]!];
    expect((await gql('staff', FAVORITES, { ids: chosen })).errors).toBeUndefined();
    const order = await gql(
      'staff',
      '{ favorite_templates_order(order_by: {order: asc}) { template_id } favorites(where: {table_name: {_eq: "templates"}}, order_by: {order: asc}) { entity_id table_name } }',
    );
    expect(
      (order.data?.favorite_templates_order as { template_id: string }[]).map((row) =>
        Number(row.template_id),
      ),
    ).toEqual(chosen);
    expect((order.data?.favorites as { entity_id: string }[]).map((row) => Number(row.entity_id))).toEqual(
      chosen,
    );
    const foreign = await gql('staff', FAVORITES, { ids: [demo[0]!, care[0]!] });
    expect(foreign.errors?.[0]?.message).toBe('qnrTemplate.favoriteUnknown');
    expect(
      await rowCount(
        'favorite_templates_order',
        `template_id = $1 AND customer_id = (SELECT id FROM customers WHERE subdomain = 'demo')`,
        [care[0]!],
      ),
    ).toBe(0);
  });
});
