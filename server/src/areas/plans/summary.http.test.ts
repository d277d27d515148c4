// Issue 28 items 5 and 6 over HTTP, on PGlite and PostgreSQL: a case note about a participant and one
// of the author's own; the summary lists the participant's questionnaires, plans, log and notes in
// time order, filtered by kind and text; the author corrects a note within a day (a new version, the
// earlier kept), not after, and nobody else may; the database refuses to delete a note; a participant
// sees their own summary without the staff's notes, and no one else's; bad input saves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

interface Item {
  kind: string;
  id: number;
  at: string;
  title: string;
  version: number | null;
  editable: boolean;
}

describe('the participant summary and case notes over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  let participant: string;
  let careStaff: string;
  let own: number;
  let other: number;

  const call = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const summary = async (id: number, token: string, query = '') =>
    (await call('GET', `/api/summary/${id}${query}`, token)).json<{ name: string; items: Item[] }>();

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
    const rows = await server.db.query<{ id: string; mine: boolean }>(
      `SELECT r.id, (u.username = 'participant') AS mine FROM recipients r JOIN customers c ON c.id = r.customer_id
         LEFT JOIN users u ON u.id = r.user_id
        WHERE c.subdomain = 'demo' AND r.deleted_at IS NULL ORDER BY (u.username = 'participant') DESC NULLS LAST, r.id`,
    );
    own = Number(rows.rows.find((r) => r.mine)!.id);
    other = Number(rows.rows.find((r) => !r.mine)!.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps a note about a participant in the summary, in time order, found by kind and text', async () => {
    const added = await call('POST', '/api/notes', staff, {
      recipientId: own,
      text: 'Ringte om <b>timeavtale</b>',
    });
    expect(added.status).toBe(201);
    const { id } = added.json<{ id: number }>();
    const all = await summary(own, staff);
    expect(all.items[0]).toMatchObject({
      kind: 'note',
      id,
      title: 'Ringte om <b>timeavtale</b>',
      version: 1,
      editable: true,
    });
    const kinds = new Set(all.items.map((i) => i.kind));
    for (const kind of ['questionnaire', 'plan', 'activity', 'note']) expect(kinds).toContain(kind);
    const times = all.items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
    const notes = await summary(own, staff, '?kinds=note&q=TIMEAVTALE');
    expect(notes.items.map((i) => i.id)).toEqual([id]);
    expect((await summary(own, staff, '?q=%25_')).items).toEqual([]);
    // The leader sees it, may not correct it.
    expect((await summary(own, leader)).items.find((i) => i.id === id)?.editable).toBe(false);
    expect((await call('PUT', `/api/notes/${id}`, leader, { text: 'Endret' })).json()).toMatchObject({
      error: 'notes.notAuthor',
    });
  });

  it('corrects a note within a day as a new version and keeps the earlier; not after a day; never deletes', async () => {
    const { id } = (await call('POST', '/api/notes', staff, { recipientId: other, text: 'Første' })).json<{
      id: number;
    }>();
    const corrected = await call('PUT', `/api/notes/${id}`, staff, { text: 'Rettet' });
    expect(corrected.status).toBe(200);
    const second = corrected.json<{ id: number }>().id;
    const items = (await summary(other, staff, '?kinds=note')).items;
    expect(items.filter((i) => ['Første', 'Rettet'].includes(i.title))).toEqual([
      expect.objectContaining({ id: second, title: 'Rettet', version: 2 }),
    ]);
    const kept = await server.db.query<{ description: string; superseded_at: Date | null }>(
      'SELECT description, superseded_at FROM activity_log WHERE id = $1',
      [id],
    );
    expect(kept.rows[0]).toMatchObject({ description: 'Første', superseded_at: expect.any(Date) });
    // The superseded version is not the one to correct.
    expect((await call('PUT', `/api/notes/${id}`, staff, { text: 'x' })).status).toBe(404);
    server.app.clock.advance(25 * 3_600_000);
    const late = await call('PUT', `/api/notes/${second}`, staff, { text: 'For sent' });
    expect(late.status).toBe(409);
    expect(late.json()).toMatchObject({
      error: 'notes.tooLate',
      messages: { no: expect.stringContaining('24 timer') },
    });
    await expect(server.db.query('DELETE FROM activity_log WHERE id = $1', [second])).rejects.toThrow(
      /never deleted/,
    );
    await expect(
      server.db.query(`UPDATE activity_log SET description = 'x' WHERE id = $1`, [second]),
    ).rejects.toThrow(/new version/);
  });

  it('keeps a user’s own notes (ME) apart, searchable', async () => {
    await call('POST', '/api/notes', staff, { recipientId: null, text: 'Husk møte med NAV' });
    const mine = (await call('GET', '/api/notes?q=nav', staff)).json<{ items: Item[] }>();
    expect(mine.items.map((i) => i.title)).toContain('Husk møte med NAV');
    const theirs = (await call('GET', '/api/notes', leader)).json<{ items: Item[] }>();
    expect(theirs.items.map((i) => i.title)).not.toContain('Husk møte med NAV');
  });

  it('shows a participant their own summary without the staff’s notes, and no one else’s', async () => {
    const answer = await call('GET', `/api/summary/${own}`, participant);
    expect(answer.status, answer.text).toBe(200);
    const mine = answer.json<{ items: Item[] }>();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.some((i) => i.kind === 'note' || i.kind === 'activity')).toBe(false);
    expect((await call('GET', `/api/summary/${other}`, participant)).status).toBe(404);
    expect((await call('POST', '/api/notes', participant, { recipientId: other, text: 'x' })).status).toBe(
      404,
    );
    expect((await call('GET', `/api/summary/${own}`, careStaff, undefined, 'care.localhost')).status).toBe(
      404,
    );
  });

  it('refuses an empty or over-long note and saves nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.db.query<{ n: string }>(
            'SELECT count(*) AS n FROM activity_log WHERE note_id IS NOT NULL',
          )
        ).rows[0]!.n,
      );
    const before = await count();
    expect((await call('POST', '/api/notes', staff, { recipientId: own, text: '   ' })).status).toBe(400);
    const long = await call('POST', '/api/notes', staff, { recipientId: own, text: 'x'.repeat(4001) });
    expect(long.json()).toMatchObject({
      error: 'invalid_input',
      issues: [expect.objectContaining({ code: 'notes.textTooLong' })],
    });
    expect((await call('POST', '/api/notes', staff, { recipientId: 999999, text: 'x' })).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
