// Issue 28 over HTTP, on PGlite and PostgreSQL: staff build a parcel (create, edit, copy, archive) and
// send it in one step as a group of sends; a weekly plan is given to a participant and the job
// runner sends it when the moved clock reaches it, once; a plan whose participant is gone fails
// alone, retried and listed for admins, while another plan is sent. Bad input and another tenant's
// ids are refused with a clear code and change nothing; a participant may use none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRruleset } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('plans and parcels over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let admin: string;
  let participant: string;
  let careStaff: string;
  let templateIds: number[];
  let recipientIds: number[];

  const call = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await server.db.query<{ n: string }>(sql, params)).rows[0]!.n);
  /** The first send, as the form writes it: next Monday 09:00 in Oslo, weekly. */
  const weekly = (count: number | null) => {
    const start = new Date(server.app.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    return planRruleset({
      start: `${start}T09:00`,
      frequency: 'WEEKLY',
      interval: 1,
      weekdays: [],
      count,
      exceptions: [],
    });
  };

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    admin = await signInAs(server, 'demo', 'admin');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
    const ids = async (sql: string) =>
      (await server.db.query<{ id: string }>(sql)).rows.map((r) => Number(r.id));
    templateIds = await ids(
      `SELECT t.id FROM templates t JOIN customers c ON c.id = t.customer_id
        WHERE c.subdomain = 'demo' AND t.deleted_at IS NULL AND NOT t.archived ORDER BY t.id LIMIT 2`,
    );
    recipientIds = await ids(
      `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND r.deleted_at IS NULL ORDER BY r.id LIMIT 3`,
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates, changes, copies, archives and lists a parcel', async () => {
    const created = await call('POST', '/api/plans/parcels', staff, {
      title: 'Oppstart',
      description: 'Første uke',
      templateIds,
    });
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(
      (
        await call('PUT', `/api/plans/parcels/${id}`, staff, {
          title: 'Oppstart 2',
          description: '',
          templateIds: [templateIds[1]],
        })
      ).status,
    ).toBe(200);
    const copy = (await call('POST', `/api/plans/parcels/${id}/copy`, staff)).json<{ id: number }>();
    expect((await call('DELETE', `/api/plans/parcels/${id}`, staff)).status).toBe(200);
    const { parcels } = (await call('GET', '/api/plans/parcels', staff)).json<{
      parcels: { id: number; title: string; archived: boolean; templates: { id: number }[] }[];
    }>();
    expect(parcels.find((p) => p.id === id)).toMatchObject({
      title: 'Oppstart 2',
      archived: true,
      templates: [{ id: templateIds[1] }],
    });
    expect(parcels.find((p) => p.id === copy.id)).toMatchObject({ title: 'Oppstart 2 (2)', archived: false });
    // An archived parcel is not changed; another tenant's parcel is not found.
    expect(
      (
        await call('PUT', `/api/plans/parcels/${id}`, staff, { title: 'x', description: '', templateIds: [] })
      ).json(),
    ).toMatchObject({ error: 'plans.parcelNotFound' });
    const foreign = await call(
      'PUT',
      `/api/plans/parcels/${copy.id}`,
      careStaff,
      { title: 'x', description: '', templateIds: [] },
      'care.localhost',
    );
    expect(foreign.status).toBe(404);
    expect(
      await count('SELECT count(*) AS n FROM artifact_parcels WHERE id = $1 AND title = $2', [copy.id, 'x']),
    ).toBe(0);
  });

  it('sends a parcel in one step as a group of sends; an unknown participant is that one’s error', async () => {
    const { id } = (
      await call('POST', '/api/plans/parcels', staff, { title: 'Samtale', description: '', templateIds })
    ).json<{ id: number }>();
    const sent = await call('POST', `/api/plans/parcels/${id}/send`, staff, {
      participantIds: [recipientIds[0], recipientIds[1], 999999],
    });
    expect(sent.status).toBe(200);
    const answer = sent.json<{ groupId: number; queryIds: number[]; errors: { participantId: number }[] }>();
    expect(answer.queryIds).toHaveLength(4);
    expect(answer.errors).toEqual([{ participantId: 999999, error: 'participant not found' }]);
    expect(
      await count(
        `SELECT count(*) AS n FROM queries WHERE id = ANY($1::bigint[]) AND status = 'SENT' AND share_with_recipient`,
        [answer.queryIds],
      ),
    ).toBe(4);
    const { groups } = (await call('GET', '/api/plans/groups', staff)).json<{
      groups: { id: number; title: string; queryCount: number; userCount: number; titleChanged: boolean }[];
    }>();
    expect(groups.find((g) => g.id === answer.groupId)).toMatchObject({
      title: 'Samtale',
      queryCount: 4,
      userCount: 2,
      titleChanged: false,
    });
    await call('PUT', `/api/plans/groups/${answer.groupId}`, staff, { title: 'Samtale høst' });
    const renamed = (await call('GET', '/api/plans/groups', staff)).json<{
      groups: { id: number; titleChanged: boolean }[];
    }>();
    expect(renamed.groups.find((g) => g.id === answer.groupId)?.titleChanged).toBe(true);
  });

  it('sends a weekly plan when the clock reaches it, once, and shows it on the plan page', async () => {
    const { id: parcelId } = (
      await call('POST', '/api/plans/parcels', staff, {
        title: 'Ukentlig',
        description: '',
        templateIds: [templateIds[0]],
      })
    ).json<{ id: number }>();
    const created = await call('POST', '/api/plans', staff, {
      recipientId: recipientIds[2],
      parcelIds: [parcelId],
      rruleset: weekly(3),
    });
    expect(created.status).toBe(201);
    const plan = created.json<{ id: number; nextSendAt: string }>();
    const queries = () =>
      count('SELECT count(*) AS n FROM queries WHERE artifact_package_id = $1', [plan.id]);
    await server.app.jobs.runDue();
    expect(await queries()).toBe(0);
    server.app.clock.advance(new Date(plan.nextSendAt).getTime() - server.app.clock.now().getTime() + 1000);
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();
    expect(await queries()).toBe(1);
    const detail = (await call('GET', `/api/plans/${plan.id}`, staff)).json<{
      plan: { sent: number; nextSendAt: string; lastSentAt: string };
      upcoming: string[];
      sends: { occurrence: string; queries: { status: string }[] }[];
    }>();
    expect(detail.plan).toMatchObject({ sent: 1, lastSentAt: plan.nextSendAt });
    expect(
      new Date(detail.plan.nextSendAt).getTime() - new Date(plan.nextSendAt).getTime(),
    ).toBeGreaterThanOrEqual(6.9 * 86_400_000);
    expect(detail.upcoming).toHaveLength(2);
    expect(detail.sends).toEqual([
      {
        occurrence: plan.nextSendAt,
        sentAt: expect.any(String),
        queries: [expect.objectContaining({ status: 'SENT' })],
      },
    ]);
    const { plans } = (await call('GET', '/api/plans', staff)).json<{ plans: { id: number }[] }>();
    expect(plans.some((p) => p.id === plan.id)).toBe(true);
    // Ended: nothing more is sent.
    expect((await call('DELETE', `/api/plans/${plan.id}`, staff)).status).toBe(200);
    server.app.clock.advance(8 * 86_400_000);
    await server.app.jobs.runDue();
    expect(await queries()).toBe(1);
  });

  it('fails one plan whose participant is gone, lists it for admins, and sends the others', async () => {
    const { id: parcelId } = (
      await call('POST', '/api/plans/parcels', staff, {
        title: 'Daglig',
        description: '',
        templateIds: [templateIds[0]],
      })
    ).json<{ id: number }>();
    const make = async (recipientId: number) =>
      (
        await call('POST', '/api/plans', staff, {
          recipientId,
          parcelIds: [parcelId],
          rruleset: weekly(null),
        })
      ).json<{ id: number; nextSendAt: string }>();
    const doomed = await make(recipientIds[1]!);
    const fine = await make(recipientIds[0]!);
    await server.db.query('UPDATE recipients SET deleted_at = now() WHERE id = $1', [recipientIds[1]]);
    server.app.clock.advance(new Date(fine.nextSendAt).getTime() - server.app.clock.now().getTime() + 1000);
    await server.app.jobs.runDue();
    expect(await count('SELECT count(*) AS n FROM queries WHERE artifact_package_id = $1', [fine.id])).toBe(
      1,
    );
    expect(await count('SELECT count(*) AS n FROM queries WHERE artifact_package_id = $1', [doomed.id])).toBe(
      0,
    );
    const { failures } = (await call('GET', '/api/plans/failures', admin)).json<{
      failures: { planId: number; gaveUp: boolean; error: string }[];
    }>();
    expect(failures).toContainEqual(
      expect.objectContaining({
        planId: doomed.id,
        gaveUp: false,
        error: expect.stringContaining('no longer'),
      }),
    );
    expect((await call('GET', '/api/plans/failures', staff)).status).toBe(403);
    await server.db.query('UPDATE recipients SET deleted_at = NULL WHERE id = $1', [recipientIds[1]]);
  });

  it('refuses an invalid schedule with a clear message and saves nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM artifact_packages');
    const bad = async (rruleset: string) => {
      const answer = await call('POST', '/api/plans', staff, {
        recipientId: recipientIds[0],
        parcelIds: [1],
        rruleset,
      });
      expect(answer.status).toBe(400);
      return answer.json<{ error: string; messages: { en: string; no: string } }>();
    };
    expect(await bad('RRULE:FREQ=WEEKLY')).toMatchObject({
      error: 'plans.rruleInvalid',
      messages: { en: expect.stringContaining('DTSTART') },
    });
    expect((await bad('DTSTART:20270104T080000Z\nRRULE:FREQ=SOMETIMES')).messages.no).toContain('RFC 5545');
    expect((await bad('DTSTART:20270104T080000Z\nRRULE:FREQ=HOURLY')).error).toBe('plans.rruleInvalid');
    expect((await bad('DTSTART:20200104T080000Z\nRRULE:FREQ=WEEKLY;COUNT=2')).messages.en).toContain(
      'no send is left',
    );
    expect(await count('SELECT count(*) AS n FROM artifact_packages')).toBe(before);
  });

  it('holds documents and consents in a parcel: shared and asked when sent, each in one parcel only', async () => {
    const tenant = `(SELECT id FROM customers WHERE subdomain = 'demo')`;
    const one = async (sql: string) => Number((await server.db.query<{ id: string }>(sql)).rows[0]!.id);
    const documentId = await one(
      `INSERT INTO documents (customer_id, name) VALUES (${tenant}, 'Velkomstbrev') RETURNING id`,
    );
    const consentId = await one(
      `INSERT INTO consents (customer_id, title, "group") SELECT ${tenant}, 'Deling med NAV', name FROM groups LIMIT 1 RETURNING id`,
    );
    const careDocument = await one(
      `INSERT INTO documents (customer_id, name) SELECT id, 'Annen leietaker' FROM customers WHERE subdomain = 'care' RETURNING id`,
    );
    const choices = (await call('GET', '/api/plans/parcel-choices', staff)).json<{
      documents: { id: number }[];
      consents: { id: number }[];
    }>();
    expect(choices.documents.map((d) => d.id)).toContain(documentId);
    expect(choices.documents.map((d) => d.id)).not.toContain(careDocument);
    expect(choices.consents.map((c) => c.id)).toContain(consentId);
    const created = await call('POST', '/api/plans/parcels', staff, {
      title: 'Velkommen',
      description: '',
      templateIds: [],
      documentIds: [documentId],
      consentIds: [consentId],
    });
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: number }>();
    const { parcels } = (await call('GET', '/api/plans/parcels', staff)).json<{
      parcels: { id: number; documents: { title: string }[]; consents: { title: string }[] }[];
    }>();
    expect(parcels.find((p) => p.id === id)).toMatchObject({
      documents: [{ title: 'Velkomstbrev' }],
      consents: [{ title: 'Deling med NAV' }],
    });
    // Another parcel may not take the same document; another tenant's is not found; nothing changes.
    for (const documentIds of [[documentId], [careDocument]]) {
      const refused = await call('POST', '/api/plans/parcels', staff, {
        title: 'Dobbel',
        description: '',
        templateIds: [],
        documentIds,
      });
      expect(refused.status).toBe(404);
      expect(refused.json<{ error: string }>().error).toBe('plans.documentNotFound');
    }
    expect(await count(`SELECT count(*) AS n FROM artifact_parcels WHERE title = 'Dobbel'`)).toBe(0);
    const send = async () =>
      (await call('POST', `/api/plans/parcels/${id}/send`, staff, { participantIds: [recipientIds[0]] })).json<{
        groupId: number;
        documentShares: number;
        consentRequests: number;
      }>();
    const first = await send();
    expect(first).toMatchObject({ documentShares: 1, consentRequests: 1 });
    expect(
      await count('SELECT file_count AS n FROM artifact_package_groups WHERE id = $1', [first.groupId]),
    ).toBe(1);
    // The consent is asked once per participant; the document is shared again.
    expect(await send()).toMatchObject({ documentShares: 1, consentRequests: 0 });
    // A plan with the parcel shares the document on its schedule, marked with the plan.
    const plan = (
      await call('POST', '/api/plans', staff, { recipientId: recipientIds[1], parcelIds: [id], rruleset: weekly(2) })
    ).json<{ id: number; nextSendAt: string }>();
    server.app.clock.advance(new Date(plan.nextSendAt).getTime() - server.app.clock.now().getTime() + 1000);
    await server.app.jobs.runDue();
    expect(
      await count('SELECT count(*) AS n FROM document_patient WHERE artifact_package_id = $1', [plan.id]),
    ).toBe(1);
    expect(
      await count('SELECT count(*) AS n FROM consent_patient WHERE artifact_package_id = $1', [plan.id]),
    ).toBe(1);
    await call('DELETE', `/api/plans/${plan.id}`, staff);
  });

  it('links a plan to calendar events of its participant, and refuses another participant’s', async () => {
    const { id: parcelId } = (
      await call('POST', '/api/plans/parcels', staff, { title: 'Møte', description: '', templateIds: [templateIds[0]] })
    ).json<{ id: number }>();
    const plan = (
      await call('POST', '/api/plans', staff, { recipientId: recipientIds[0], parcelIds: [parcelId], rruleset: weekly(2) })
    ).json<{ id: number }>();
    const event = async (recipientId: number, title: string) =>
      Number(
        (
          await server.db.query<{ id: string }>(
            `INSERT INTO events (customer_id, title, starts_at, ends_at, recipient_id)
             SELECT customer_id, $2, now() + interval '3 days', now() + interval '3 days 1 hour', id
               FROM recipients WHERE id = $1 RETURNING id`,
            [recipientId, title],
          )
        ).rows[0]!.id,
      );
    const mine = await event(recipientIds[0]!, 'Oppfølgingssamtale');
    const theirs = await event(recipientIds[1]!, 'Annen deltaker');
    const choices = (await call('GET', `/api/plans/${plan.id}/event-choices`, staff)).json<{
      events: { id: number }[];
    }>();
    expect(choices.events.map((e) => e.id)).toContain(mine);
    expect(choices.events.map((e) => e.id)).not.toContain(theirs);
    expect((await call('PUT', `/api/plans/${plan.id}/events`, staff, { eventIds: [mine] })).status).toBe(200);
    const refused = await call('PUT', `/api/plans/${plan.id}/events`, staff, { eventIds: [theirs] });
    expect(refused.status).toBe(404);
    expect(refused.json<{ error: string }>().error).toBe('plans.eventNotFound');
    const detail = (await call('GET', `/api/plans/${plan.id}`, staff)).json<{ events: { id: number; title: string }[] }>();
    expect(detail.events).toEqual([expect.objectContaining({ id: mine, title: 'Oppfølgingssamtale' })]);
    expect((await call('PUT', `/api/plans/${plan.id}/events`, participant, { eventIds: [] })).status).toBe(403);
    await call('DELETE', `/api/plans/${plan.id}`, staff);
  });

  it('shows a participant their own plans with the next sends, and nothing of another participant’s', async () => {
    const { rows } = await server.db.query<{ id: string; other: string }>(
      `SELECT r.id, (SELECT o.id FROM recipients o WHERE o.customer_id = r.customer_id AND o.id <> r.id
                        AND o.deleted_at IS NULL ORDER BY o.id LIMIT 1) AS other
         FROM recipients r JOIN users u ON u.id = r.user_id JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND u.username = 'participant'`,
    );
    const own = Number(rows[0]!.id);
    const other = Number(rows[0]!.other);
    const { id: parcelId } = (
      await call('POST', '/api/plans/parcels', staff, { title: 'Egen', description: '', templateIds: [templateIds[0]] })
    ).json<{ id: number }>();
    const make = async (recipientId: number) =>
      (
        await call('POST', '/api/plans', staff, { recipientId, parcelIds: [parcelId], rruleset: weekly(4) })
      ).json<{ id: number }>();
    const mine = await make(own);
    const theirs = await make(other);
    const answer = await call('GET', '/api/plans/mine', participant);
    expect(answer.status).toBe(200);
    const { plans } = answer.json<{
      plans: { plan: { id: number; recipientId: number; parcels: { title: string }[] }; upcoming: string[] }[];
    }>();
    const ids = plans.map((p) => p.plan.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(plans.every((p) => p.plan.recipientId === own)).toBe(true);
    expect(plans.find((p) => p.plan.id === mine.id)).toMatchObject({
      plan: { parcels: [{ title: 'Egen' }] },
      upcoming: expect.arrayContaining([expect.any(String)]),
    });
    // Staff hold no recipient row of their own: no plans, and still no one else's.
    expect((await call('GET', '/api/plans/mine', staff)).json<{ plans: unknown[] }>().plans).toEqual([]);
    // The staff routes stay closed to the participant.
    expect((await call('GET', `/api/plans/${mine.id}`, participant)).status).toBe(403);
    for (const id of [mine.id, theirs.id]) await call('DELETE', `/api/plans/${id}`, staff);
  });

  it('lets no participant manage parcels or plans', async () => {
    expect((await call('GET', '/api/plans', participant)).status).toBe(403);
    expect(
      (
        await call('POST', '/api/plans/parcels', participant, {
          title: 'x',
          description: '',
          templateIds: [],
        })
      ).status,
    ).toBe(403);
  });
});
