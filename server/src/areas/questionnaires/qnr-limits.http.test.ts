// Issue 24 case 2 over HTTP, on PGlite and PostgreSQL: an answer of one 4,000-character word makes
// the questionnaire's PDF on a pool thread (the line wrap cuts it in linear time) while /healthz
// answers; an answer over the limit, and an over-long title, are refused with a clear 400.
import { ANSWER_TEXT_MAX_CHARS, QNR_TITLE_MAX_CHARS } from '@portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeDuring, workerTaskStarted } from '../../test/event-loop-probe';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { insertSampleTemplate, type SampleTemplate } from './sample-template';

describe('questionnaire answers and their PDF within the limits', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  let recipientId: number;
  let template: SampleTemplate;

  const gql = async (query: string, variables: Record<string, unknown>) =>
    (await sendJson(server, 'POST', '/api/srvproxy/v1/graphql', staff, { query, variables })).json<{
      data?: { qnrResponse: { queries: { id: string }[] } };
      errors?: { message: string; extensions: { code: string } }[];
    }>();
  const create = (title?: string) =>
    gql(
      'mutation($p: [qnr_participant_input!]!, $q: [qnr_input!]!) { qnrResponse(participants: $p, qnrs: $q, shareQnr: true) { queries { id } } }',
      { p: [{ id: recipientId }], q: [{ template_id: template.templateId, ...(title ? { title } : {}) }] },
    );
  const answer = (questionId: number, value: string) => ({
    question_id: questionId,
    composite_question_id: null,
    row_id: null,
    value,
  });

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    const demo = await server.db.query<{ id: number; recipient: number }>(
      `SELECT c.id, r.id AS recipient FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'participant'
         JOIN recipients r ON r.user_id = u.id WHERE c.subdomain = 'demo'`,
    );
    recipientId = Number(demo.rows[0]!.recipient);
    template = await server.db.transaction((tx) =>
      insertSampleTemplate(tx, Number(demo.rows[0]!.id), { title: 'Grenser' }),
    );
  });
  afterAll(async () => server?.close());

  it('prints a 4,000-character word off the event loop and refuses an answer over the limit', async () => {
    const id = Number((await create()).data!.qnrResponse.queries[0]!.id);
    const [name] = template.questionIds;
    const comments = template.questionIds[10]!;
    const word = 'x'.repeat(4_000);
    const saved = await sendJson(server, 'PUT', `/api/questionnaires/${id}/answers`, participant, {
      answers: [answer(name!, 'Kari'), answer(comments, word)],
    });
    expect(saved.status).toBe(200);

    const tooLong = await sendJson(server, 'PUT', `/api/questionnaires/${id}/answers`, participant, {
      answers: [answer(name!, 'Kari'), answer(comments, 'y'.repeat(ANSWER_TEXT_MAX_CHARS + 1))],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: 'qnr_answer_too_long',
      max: ANSWER_TEXT_MAX_CHARS,
      messages: {
        en: `An answer is too long: at most ${ANSWER_TEXT_MAX_CHARS} characters.`,
        no: `Et svar er for langt: høyst ${ANSWER_TEXT_MAX_CHARS} tegn.`,
      },
    });
    const cache = await server.db.query<{ cache: { answers: { value: string }[] } }>(
      'SELECT cache FROM queries WHERE id = $1',
      [id],
    );
    expect(cache.rows[0]!.cache.answers[1]!.value).toBe(word);

    const { heavy, probesBefore } = await probeDuring({
      port: server.port,
      method: 'GET',
      path: `/api/questionnaires/${id}/pdf?lang=en`,
      headers: { authorization: `Bearer ${staff}` },
      from: workerTaskStarted(server.app),
      probes: 3,
    });
    expect(heavy.status).toBe(200);
    expect(heavy.text.startsWith('%PDF')).toBe(true);
    expect(probesBefore).toBe(3);
  });

  it("refuses a questionnaire title over the limit, with the field's path", async () => {
    const answer = await create('t'.repeat(QNR_TITLE_MAX_CHARS + 1));
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'validation-failed' } });
    expect(answer.errors?.[0]?.message).toBe(
      `qnrs[0].title is longer than ${QNR_TITLE_MAX_CHARS} characters`,
    );
  });
});
