// Issue 33 item 6 over HTTP, on PGlite and PostgreSQL: a participant who declines a questionnaire
// with a reason puts an inbox item before the staff member who sent it, the reason its note; a
// decline without a reason has no note; nobody else gets the item, the participant included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxItem } from '@portal/rules';
import { insertSampleTemplate } from '../questionnaires';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('the decline reason in the inbox over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  let participant: string;
  let customerId: number;
  let recipientId: number;
  let staffId: number;
  let templateId: number;

  /** A rejectable questionnaire sent by the staff member to the demo participant. */
  const sent = async (title: string) => {
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO queries (customer_id, patient_id, template_id, title, status, valid_from, valid_to, created_by)
       VALUES ($1, $2, $3, $4, 'SENT', now() - interval '1 hour', now() + interval '14 days', $5) RETURNING id`,
      [customerId, recipientId, templateId, title, staffId],
    );
    return Number(rows[0]!.id);
  };
  const inbox = async (token: string, query = '') =>
    (await sendJson(server, 'GET', `/api/inbox${query}`, token)).json<{ items: InboxItem[] }>().items;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
    participant = await signInAs(server, 'demo', 'participant');
    const { rows } = await server.db.query<{ customer: string; recipient: string; staff: string }>(
      `SELECT c.id AS customer, r.id AS recipient, s.id AS staff FROM customers c
         JOIN users u ON u.customer_id = c.id AND u.username = 'participant' JOIN recipients r ON r.user_id = u.id
         JOIN users s ON s.customer_id = c.id AND s.username = 'staff' WHERE c.subdomain = 'demo'`,
    );
    customerId = Number(rows[0]!.customer);
    recipientId = Number(rows[0]!.recipient);
    staffId = Number(rows[0]!.staff);
    const template = await server.db.transaction((tx) =>
      insertSampleTemplate(tx, customerId, { title: 'Avslagsskjema', flags: { rejectable: true } }),
    );
    templateId = template.templateId;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('puts the reason before the staff member who sent the questionnaire', async () => {
    const id = await sent('Oppfølging etter kurs');
    const reason = 'Jeg har allerede svart på papir.\nRing meg heller.';
    const declined = await sendJson(server, 'POST', `/api/questionnaires/${id}/reject`, participant, { reason });
    expect(declined.status).toBe(200);

    const items = (await inbox(staff, '?kind=qnr_rejected')).filter((item) => item.queryId === id);
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item).toMatchObject({ kind: 'qnr_rejected', title: 'Oppfølging etter kurs', note: reason, read: false });
    expect(item.participant?.id).toBe(recipientId);
    const one = await sendJson(server, 'GET', `/api/inbox/${item.id}`, staff);
    expect(one.json<InboxItem>().note).toBe(reason);
    // Unread first: the new item leads the staff member's inbox.
    expect((await inbox(staff))[0]?.id).toBe(item.id);

    // Nobody else: not a colleague, not the participant who declined.
    expect((await inbox(leader)).some((it) => it.queryId === id)).toBe(false);
    expect((await inbox(participant)).some((it) => it.queryId === id)).toBe(false);
    expect((await sendJson(server, 'GET', `/api/inbox/${item.id}`, leader)).status).toBe(404);
  });

  it('has no note when no reason was given, and one item however often it is asked', async () => {
    const id = await sent('Uten begrunnelse');
    expect((await sendJson(server, 'POST', `/api/questionnaires/${id}/reject`, participant, { reason: '   ' })).status).toBe(200);
    expect((await sendJson(server, 'POST', `/api/questionnaires/${id}/reject`, participant, { reason: 'igjen' })).status).toBe(409);
    const items = (await inbox(staff, '?kind=qnr_rejected')).filter((item) => item.queryId === id);
    expect(items.map((item) => item.note)).toEqual([null]);
  });
});
