// Issue 13 on the server, over HTTP on PGlite and PostgreSQL: staff make questionnaires with
// qnrResponse and send them by SMS; the participant answers (autosave, consents first, submit);
// each refusal of the lifecycle and the answer rules is a clear code in both languages and changes
// nothing; expiry at valid_to by the server's clock; another participant and another tenant see nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { insertSampleTemplate, type SampleTemplate } from './sample-template';

describe('questionnaires over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  let careStaff: string;
  let customerId: number;
  let recipientId: number;
  let otherRecipientId: number;
  let template: SampleTemplate;
  let consentId: number;

  const send = (method: string, url: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, url, token, body, host);
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
    (await send('POST', '/api/srvproxy/v1/graphql', token, { query, variables })).json<{
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a GraphQL answer of any shape
      data?: any;
      errors?: { message: string; extensions: { code: string } }[];
    }>();
  const statusOf = async (id: number) =>
    (
      await server.db.query<{ status: string; cache: unknown }>(
        'SELECT status, cache FROM queries WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const ans = (
    question_id: number,
    value: unknown,
    composite_question_id: number | null = null,
    row_id: string | null = null,
  ) => ({
    question_id,
    composite_question_id,
    row_id,
    value,
  });
  const create = async (recipients: number[], validTo?: string) => {
    const result = await gql(
      staff,
      `mutation($p: [qnr_participant_input!]!, $q: [qnr_input!]!) { qnrResponse(participants: $p, qnrs: $q) { queries { id participant_id } errors { error participant_id } } }`,
      {
        p: recipients.map((id) => ({ id })),
        q: [{ template_id: template.templateId, ...(validTo ? { valid_to: validTo } : {}) }],
      },
    );
    return result.data.qnrResponse as {
      queries: { id: string; participant_id: string }[];
      errors: { error: string; participant_id: string }[];
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
    const demo = await server.db.query<{ id: number; recipient: number; other: number; participant: number }>(
      `SELECT c.id, r.id AS recipient, (SELECT max(id) FROM recipients WHERE customer_id = c.id) AS other
         FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'participant'
         JOIN recipients r ON r.user_id = u.id WHERE c.subdomain = 'demo'`,
    );
    customerId = Number(demo.rows[0]!.id);
    recipientId = Number(demo.rows[0]!.recipient);
    otherRecipientId = Number(demo.rows[0]!.other);
    await server.db.query(`UPDATE recipients SET mobile_phone = '+4799887766' WHERE id = $1`, [recipientId]);
    template = await server.db.transaction((tx) =>
      insertSampleTemplate(tx, customerId, {
        title: 'Oppfølging',
        flags: { rejectable: true, generate_on_start: true },
      }),
    );
    const consent = await server.db.query<{ id: number }>(
      `INSERT INTO consent_templates (customer_id, title, "group") VALUES ($1, 'Samtykke til behandling av svar', 'QUESTIONNAIRE_CONSENTS') RETURNING id`,
      [customerId],
    );
    consentId = Number(consent.rows[0]!.id);
    await server.db.query(
      'INSERT INTO consent_template_to_template (consent_template_id, template_id, customer_id) VALUES ($1, $2, $3)',
      [consentId, template.templateId, customerId],
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends by SMS, lets the participant answer after the consents and submit, and refuses what the rules forbid', async () => {
    const made = await create([recipientId, otherRecipientId, 999_999]);
    expect(made.errors).toEqual([{ error: 'participant not found', participant_id: 999999 }]);
    const [mine, other] = made.queries.map((q) => Number(q.id));
    // A draft is not the participant's to see.
    expect((await send('GET', `/api/questionnaires/${mine}`, participant)).status).toBe(404);

    const dispatched = await send('POST', '/api/questionnaires/dispatch', staff, {
      query_ids: [mine, other],
      security_level: 3,
      share_with_recipient: true,
      sms_template_id: Number(
        (
          await server.db.query<{ id: number }>(
            'SELECT id FROM sms_templates WHERE customer_id = $1 AND active ORDER BY id LIMIT 1',
            [customerId],
          )
        ).rows[0]!.id,
      ),
    });
    expect(dispatched.status).toBe(200);
    expect(dispatched.json<{ sent: number[] }>().sent.sort()).toEqual([mine, other].sort());
    const outbox = await readFile(path.join(server.config.DATA_DIR, 'outbox', 'sms.jsonl'), 'utf8');
    expect(outbox).toContain('+4799887766');
    expect(outbox).toContain(`/qnr-view/${mine}`);
    expect((await statusOf(mine!)).status).toBe('SENT');

    const opened = await send('GET', `/api/questionnaires/${mine}`, participant);
    expect(opened.status).toBe(200);
    const view = opened.json<{
      model: { sections: unknown[] };
      consents: { id: number; accepted: boolean }[];
      can_answer: boolean;
    }>();
    expect(view.can_answer).toBe(true);
    expect(view.model.sections).toHaveLength(2);
    expect(view.consents).toEqual([expect.objectContaining({ id: consentId, accepted: false })]);
    // The other participant's questionnaire does not exist for this participant.
    expect((await send('GET', `/api/questionnaires/${other}`, participant)).status).toBe(404);
    expect(
      (await send('PUT', `/api/questionnaires/${other}/answers`, participant, { answers: [] })).status,
    ).toBe(404);
    // Nor for another tenant's staff.
    expect(
      (await send('GET', `/api/questionnaires/${mine}`, careStaff, undefined, 'care.localhost')).status,
    ).toBe(404);

    const [name, working, hours, , , help, days, matrix, agree] = template.questionIds;
    const consentsFirst = await send('PUT', `/api/questionnaires/${mine}/answers`, participant, {
      answers: [ans(name!, 'Kari')],
    });
    expect(consentsFirst.status).toBe(409);
    expect(consentsFirst.json()).toMatchObject({
      error: 'qnr_consents_missing',
      messages: { no: 'Godta samtykkene før du svarer.' },
    });
    expect(
      (
        await send('POST', `/api/questionnaires/${mine}/consents`, participant, {
          consent_template_ids: [consentId],
        })
      ).status,
    ).toBe(200);

    const saved = await send('PUT', `/api/questionnaires/${mine}/answers`, participant, {
      answers: [ans(name!, 'Kari <script>')],
    });
    expect(saved.json()).toMatchObject({ status: 'STARTED' });

    const wrongType = await send('PUT', `/api/questionnaires/${mine}/answers`, participant, {
      answers: [ans(name!, 'Kari'), ans(hours!, 'mange'), ans(help!, 'pizza')],
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json()).toMatchObject({
      error: 'qnr_answers_invalid',
      messages: { en: 'Some answers are not valid.', no: 'Noen svar er ikke gyldige.' },
      problems: [
        { code: 'wrongType', question_id: hours },
        { code: 'notAChoice', question_id: help },
      ],
    });
    expect((await statusOf(mine!)).cache).toMatchObject({ answers: [ans(name!, 'Kari <script>')] });

    // Required: the name (with the template's own text) and, since the participant works, the hours.
    const missing = await send('POST', `/api/questionnaires/${mine}/submit`, participant, {
      answers: [ans(working!, true)],
    });
    expect(missing.status).toBe(400);
    const problems = missing.json<{
      problems: { question_id: number; messages: { en: string; no: string } }[];
    }>().problems;
    expect(problems.map((p) => p.question_id)).toEqual([name, hours]);
    expect(problems[0]!.messages).toEqual({ en: 'Please write your name.', no: 'Skriv navnet ditt.' });
    expect((await statusOf(mine!)).status).toBe('STARTED');

    const [employer, , from] = template.innerIds[7]!;
    const full = [
      ans(name!, 'Kari Nordmann'),
      ans(working!, false),
      ans(days!, ['Mandag', 'Fredag']),
      ans(employer!, 'Rema 1000', matrix!, '0'),
      ans(from!, '2024-01-01', matrix!, '0'),
      ans(template.innerIds[8]![0]!, '3', agree!),
      // Free text the PDF's standard font cannot show (an emoji, a control character) is drawn safely.
      ans(template.questionIds[10]!, 'Takk 🙂\u0007 <b>fet</b>'),
    ];
    const submitted = await send('POST', `/api/questionnaires/${mine}/submit`, participant, {
      answers: full,
    });
    expect(submitted.status).toBe(200);
    expect(await statusOf(mine!)).toMatchObject({ status: 'ANSWERED', cache: { answers: full } });
    const unseen = await gql(
      staff,
      `{ unseen_queries_aggregate(where: {patient_id: {_eq: ${recipientId}}}) { aggregate { sum { total } } } }`,
    );
    expect(Number(unseen.data.unseen_queries_aggregate.aggregate.sum.total)).toBeGreaterThan(0);

    // After the submit: no more answers, no reject, no move back; the database refuses too.
    const again = await send('PUT', `/api/questionnaires/${mine}/answers`, participant, { answers: full });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'qnr_not_answerable',
      messages: { no: 'Dette skjemaet er besvart og kan ikke lenger endres.' },
    });
    const back = await send('POST', `/api/questionnaires/${mine}/manage`, staff, { action: 'send' });
    expect(back.status).toBe(409);
    expect(back.json()).toMatchObject({
      error: 'qnr_transition_forbidden',
      message: 'A questionnaire that is Answered cannot become Sent.',
    });
    const direct = await gql(
      staff,
      `mutation { update_queries_by_pk(pk_columns: {id: ${mine}}, _set: {status: "DRAFT"}) { id } }`,
    );
    expect(direct.errors?.[0]?.extensions.code).toBe('constraint-violation');
    expect(direct.errors?.[0]?.message).toContain('qnr_transition_forbidden: ANSWERED -> DRAFT');
    expect((await statusOf(mine!)).status).toBe('ANSWERED');

    // Staff read the history (who, what, compared with the version before) and the PDF.
    const history = await send('GET', `/api/questionnaires/${mine}/history`, staff);
    const entries = history.json<{
      history: {
        by: string | null;
        answers: { question: string; to: unknown }[];
        changes: { field: string; to: unknown }[];
      }[];
    }>().history;
    expect(entries[0]!.changes).toContainEqual({ field: 'status', from: 'STARTED', to: 'ANSWERED' });
    expect(entries[0]!.answers).toContainEqual(
      expect.objectContaining({ question: 'Hva heter du?', to: 'Kari Nordmann' }),
    );
    expect((await send('GET', `/api/questionnaires/${mine}/history`, participant)).status).toBe(403);
    const pdf = await send('GET', `/api/questionnaires/${mine}/pdf?lang=en`, staff);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);

    // Staff manage: seen, archive; a participant may not.
    expect(
      (await send('POST', `/api/questionnaires/${mine}/manage`, participant, { action: 'seen' })).status,
    ).toBe(403);
    expect((await send('POST', `/api/questionnaires/${mine}/manage`, staff, { action: 'seen' })).status).toBe(
      200,
    );
    expect(
      (await send('POST', `/api/questionnaires/${mine}/manage`, staff, { action: 'archive' })).status,
    ).toBe(200);
    expect((await statusOf(mine!)).status).toBe('ARCHIVED');
  });

  it('expires at valid_to by the server clock, on a write and by the sweep, and refuses a submit after', async () => {
    const soon = new Date(server.app.clock.now().getTime() + 60 * 60_000).toISOString();
    const made = await create([recipientId, recipientId], soon);
    const [first, second] = made.queries.map((q) => Number(q.id));
    await send('POST', '/api/questionnaires/dispatch', staff, { query_ids: [first, second] });
    await send('POST', `/api/questionnaires/${first}/consents`, participant, {
      consent_template_ids: [consentId],
    });
    expect(
      (
        await send('PUT', `/api/questionnaires/${first}/answers`, participant, {
          answers: [ans(template.questionIds[0]!, 'Ola')],
        })
      ).status,
    ).toBe(200);

    server.app.clock.advance(2 * 60 * 60_000);
    const late = await send('POST', `/api/questionnaires/${first}/submit`, participant, {
      answers: [ans(template.questionIds[0]!, 'Ola'), ans(template.questionIds[1]!, false)],
    });
    expect(late.status).toBe(409);
    expect(late.json()).toMatchObject({
      error: 'qnr_expired',
      messages: { no: 'Skjemaet er utløpt og kan ikke lenger besvares.' },
    });
    expect(await statusOf(first!)).toMatchObject({
      status: 'EXPIRED',
      cache: { answers: [ans(template.questionIds[0]!, 'Ola')] },
    });

    // The other one, which nobody touched, expired by the recurring sweep of the jobs scheduler.
    await server.app.jobs.runDue();
    expect((await statusOf(second!)).status).toBe('EXPIRED');

    // Staff may send it again with a new valid_to, not with a past one.
    const past = await send('POST', `/api/questionnaires/${second}/manage`, staff, {
      action: 'resend',
      valid_to: soon,
    });
    expect(past.status).toBe(400);
    const later = new Date(server.app.clock.now().getTime() + 86_400_000).toISOString();
    expect(
      (
        await send('POST', `/api/questionnaires/${second}/manage`, staff, {
          action: 'resend',
          valid_to: later,
        })
      ).status,
    ).toBe(200);
    expect((await statusOf(second!)).status).toBe('SENT');
  });

  it('rejects only a rejectable template, and starts a generate_on_start one once', async () => {
    await server.db.query(
      `UPDATE queries SET deleted_at = now() WHERE template_id = $1 AND status IN ('SENT', 'STARTED')`,
      [template.templateId],
    );
    const started = await send('POST', '/api/questionnaires/start', participant, {
      template_id: template.templateId,
    });
    const { id, created } = started.json<{ id: number; created: boolean }>();
    expect(created).toBe(true);
    expect(
      (
        await send('POST', '/api/questionnaires/start', participant, { template_id: template.templateId })
      ).json(),
    ).toEqual({ id, created: false });
    expect(
      (await send('POST', `/api/questionnaires/${id}/reject`, participant, { reason: 'Passer ikke' })).json(),
    ).toEqual({ status: 'REJECTED' });
    const twice = await send('POST', `/api/questionnaires/${id}/reject`, participant, {});
    expect(twice.status).toBe(409);
    // Staff read the participant's reason in the questionnaire and on the version that declined it
    // (issue 33.6); the participant's own view shows it too.
    for (const token of [staff, participant])
      expect(
        (await send('GET', `/api/questionnaires/${id}`, token)).json<{
          questionnaire: { reject_reason: string | null };
        }>().questionnaire.reject_reason,
      ).toBe('Passer ikke');
    const history = (await send('GET', `/api/questionnaires/${id}/history`, staff)).json<{
      history: { reason: string | null; changes: { field: string; to: unknown }[] }[];
    }>().history;
    const declined = history.filter((h) =>
      h.changes.some((c) => c.field === 'status' && c.to === 'REJECTED'),
    );
    expect(declined.map((h) => h.reason)).toEqual(['Passer ikke']);
    expect(history.filter((h) => h.reason !== null)).toHaveLength(1);

    await server.db.query('UPDATE template_flags SET rejectable = false WHERE template_id = $1', [
      template.templateId,
    ]);
    const next = (
      await send('POST', '/api/questionnaires/start', participant, { template_id: template.templateId })
    ).json<{ id: number }>().id;
    const refused = await send('POST', `/api/questionnaires/${next}/reject`, participant, {});
    expect(refused.json()).toMatchObject({
      error: 'qnr_not_rejectable',
      messages: { no: 'Dette skjemaet kan ikke avvises.' },
    });
    expect((await statusOf(next)).status).toBe('SENT');
    await server.db.query('UPDATE template_flags SET rejectable = true WHERE template_id = $1', [
      template.templateId,
    ]);
  });

  it('shows a participant through GraphQL only their own questionnaires, never a draft or one hidden from them; staff cannot write answers there', async () => {
    const [hidden, draft] = (await create([recipientId, recipientId])).queries.map((x) => Number(x.id));
    await send('POST', '/api/questionnaires/dispatch', staff, { query_ids: [hidden] });
    await send('POST', `/api/questionnaires/${hidden}/manage`, staff, { action: 'hide' });
    const seen = await gql(participant, '{ queries(limit: 1000) { id patient_id status hide_for_patient } }');
    const rows = seen.data.queries as {
      id: string;
      patient_id: string;
      status: string;
      hide_for_patient: boolean;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((r) => Number(r.patient_id) === recipientId && r.status !== 'DRAFT' && !r.hide_for_patient),
    ).toBe(true);
    expect(rows.map((r) => Number(r.id))).not.toContain(hidden);
    expect(rows.map((r) => Number(r.id))).not.toContain(draft);
    const byPk = await gql(participant, `{ queries_by_pk(id: ${draft}) { id } }`);
    expect(byPk.data.queries_by_pk).toBeNull();
    // Answers are written only through the answer routes, which check them.
    const write = await gql(
      staff,
      `mutation { update_queries_by_pk(pk_columns: {id: ${draft}}, _set: {cache: {answers: []}}) { id } }`,
    );
    expect(write.errors?.[0]?.extensions.code).toBe('validation-failed');
    const update = await gql(
      participant,
      `mutation { update_queries_by_pk(pk_columns: {id: ${hidden}}, _set: {title: "x"}) { id } }`,
    );
    expect(update.errors?.length).toBeGreaterThan(0);
  });

  it('hides a questionnaire hidden from the participant, and refuses bad input with a code', async () => {
    const [q] = (await create([recipientId])).queries.map((x) => Number(x.id));
    await send('POST', '/api/questionnaires/dispatch', staff, { query_ids: [q] });
    expect((await send('POST', `/api/questionnaires/${q}/manage`, staff, { action: 'hide' })).status).toBe(
      200,
    );
    expect((await send('GET', `/api/questionnaires/${q}`, participant)).status).toBe(404);
    // Staff fill in on the participant's behalf (and are named as the writer).
    const onBehalf = await send('PUT', `/api/questionnaires/${q}/answers`, staff, {
      answers: [ans(template.questionIds[0]!, 'Utfylt av veileder')],
    });
    expect(onBehalf.json()).toMatchObject({ status: 'STARTED' });
    const writer = await server.db.query<{ username: string }>(
      'SELECT u.username FROM queries q JOIN users u ON u.id = q.updated_by WHERE q.id = $1',
      [q],
    );
    expect(writer.rows[0]!.username).toBe('staff');
    const bad = await send('PUT', `/api/questionnaires/${q}/answers`, staff, {
      answers: [{ question_id: 'x' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_input', field: 'answers.0.question_id' });
    expect(bad.json<{ issues: { in: string; field: string }[] }>().issues[0]).toMatchObject({
      in: 'body',
      field: 'answers.0.question_id',
    });
    expect((await send('POST', `/api/questionnaires/${q}/manage`, staff, { action: 'explode' })).status).toBe(
      400,
    );
  });
});
