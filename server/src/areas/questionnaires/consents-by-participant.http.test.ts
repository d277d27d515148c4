// Issue 24.6 over HTTP on PGlite and PostgreSQL: a questionnaire's consents are given by the
// participant alone. Staff (any staff role) calling the consents route get a clear 403 in both
// languages and nothing is recorded; the participant's own call records the consent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { insertSampleTemplate } from './sample-template';

describe('questionnaire consents are the participant’s own', () => {
  let server: TestServer;
  let qnrId: number;
  let consentId: number;

  const recorded = async () =>
    Number(
      (
        await server.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM consents c JOIN consent_patient cp ON cp.consent_id = c.id WHERE c.query_id = $1',
          [qnrId],
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    server = await startTestServer();
    const { rows } = await server.db.query<{ customer_id: number; recipient: number }>(
      `SELECT c.id AS customer_id, r.id AS recipient FROM customers c
         JOIN users u ON u.customer_id = c.id AND u.username = 'participant'
         JOIN recipients r ON r.user_id = u.id AND r.customer_id = c.id WHERE c.subdomain = 'demo'`,
    );
    const customerId = Number(rows[0]!.customer_id);
    const template = await server.db.transaction((tx) =>
      insertSampleTemplate(tx, customerId, { title: 'Samtykketest' }),
    );
    const consent = await server.db.query<{ id: number }>(
      `INSERT INTO consent_templates (customer_id, title, "group") VALUES ($1, 'Samtykke', 'QUESTIONNAIRE_CONSENTS') RETURNING id`,
      [customerId],
    );
    consentId = Number(consent.rows[0]!.id);
    await server.db.query(
      'INSERT INTO consent_template_to_template (consent_template_id, template_id, customer_id) VALUES ($1, $2, $3)',
      [consentId, template.templateId, customerId],
    );
    const qnr = await server.db.query<{ id: number }>(
      `INSERT INTO queries (customer_id, patient_id, template_id, title, status) VALUES ($1, $2, $3, 'Samtykketest', 'SENT') RETURNING id`,
      [customerId, rows[0]!.recipient, template.templateId],
    );
    qnrId = Number(qnr.rows[0]!.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['staff', 'leader', 'admin'])(
    'refuses %s giving the participant’s consent and records nothing',
    async (username) => {
      const token = await signInAs(server, 'demo', username);
      const answer = await sendJson(server, 'POST', `/api/questionnaires/${qnrId}/consents`, token, {
        consent_template_ids: [consentId],
      });
      expect(answer.status).toBe(403);
      expect(answer.json()).toMatchObject({
        error: 'qnr_consent_participant_only',
        messages: {
          en: 'Only the participant can give their consent.',
          no: 'Bare deltakeren selv kan gi samtykket sitt.',
        },
      });
      expect(await recorded()).toBe(0);
    },
  );

  it('records the participant’s own consent', async () => {
    const participant = await signInAs(server, 'demo', 'participant');
    const answer = await sendJson(server, 'POST', `/api/questionnaires/${qnrId}/consents`, participant, {
      consent_template_ids: [consentId],
    });
    expect(answer.status).toBe(200);
    expect(await recorded()).toBe(1);
  });
});
