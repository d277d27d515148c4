// Issue 30 items 2, 4 and 5 over HTTP, on PGlite and PostgreSQL: a staff member adds a participant
// (bad national id, landline and duplicate refused, nothing changed), invites them by SMS through
// the messaging queue, withdraws and resends; the participant's first sign-in moves them to
// accepted. Groups: make one, put a participant in and out. Ending a case marks them to be deleted,
// restore undoes it, the export holds their data, and the deletion job (the clock moved) removes
// the personal data while the deletion log keeps ids and dates only. Another tenant gets 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSyntheticNationalId, type ParticipantList, type ParticipantRow } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { issueSessionToken } from '../../session/session-token';
import { usernameBase } from './participant-create';

const NATIONAL_ID = generateSyntheticNationalId('1990-04-12', 417);
const ANOTHER_ID = generateSyntheticNationalId('1985-11-03', 233);
const LEADERS_ID = generateSyntheticNationalId('1979-06-21', 118);

describe('adding, inviting, groups and the end of a case over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let careStaff: string;
  const call = (method: string, path: string, body?: unknown, token = staff, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const count = async (sql: string, params: unknown[]) =>
    Number((await server.db.query<{ n: string }>(sql, params)).rows[0]!.n);
  const listed = async (query: string) =>
    (await call('GET', `/api/directory/participants?${query}`)).json<ParticipantList>();

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    careStaff = await signInAs(server, 'care', 'staff');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a username a phone can type', () => {
    expect(usernameBase('Kåre Ødegård Æsheim')).toBe('kare.aesheim');
    expect(usernameBase('Ola')).toBe('ola');
  });

  it('adds, refuses bad input and duplicates, invites, withdraws and accepts at first sign-in', async () => {
    const before = await count('SELECT count(*) AS n FROM recipients', []);
    const base = { fullName: 'Ingrid Testesen', nationalId: NATIONAL_ID, mobile: '912 34 567' };
    const badId = await call('POST', '/api/directory/participants', { ...base, nationalId: '12345678901' });
    expect(badId.status).toBe(400);
    expect(badId.json<{ error: string }>().error).toBe('directory_national_id_invalid');
    const landline = await call('POST', '/api/directory/participants', { ...base, mobile: '22 12 34 56' });
    expect(landline.json<{ error: string }>().error).toBe('directory_not_a_mobile');
    expect(await count('SELECT count(*) AS n FROM recipients', [])).toBe(before);

    const created = await call('POST', '/api/directory/participants', base);
    expect(created.status, created.text).toBe(201);
    const row = created.json<ParticipantRow>();
    expect(row).toMatchObject({ fullName: 'Ingrid Testesen', status: 'waiting', invitedAt: null, mobilePhone: '+4791234567' });

    const duplicate = await call('POST', '/api/directory/participants', { ...base, fullName: 'Someone Else' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json<{ error: string; existing: { id: number } }>()).toMatchObject({
      error: 'directory_duplicate',
      existing: { id: row.id, inYourCaseload: true },
    });

    const invited = await call('POST', `/api/directory/participants/${row.id}/invitation`);
    expect(invited.status, invited.text).toBe(200);
    expect(invited.json()).toMatchObject({ username: 'ingrid.testesen', mobile: '+4791234567' });
    const sms = () =>
      server.db.query<{ content: string; delivery_status: string }>(
        `SELECT content, delivery_status FROM sms WHERE tlfmobil = '+4791234567' ORDER BY id DESC LIMIT 1`,
      );
    expect((await sms()).rows[0]).toMatchObject({ delivery_status: 'queued' });
    await server.app.jobs.runDue();
    const sent = (await sms()).rows[0]!;
    expect(sent.delivery_status).toBe('sent');
    expect(sent.content).toMatch(/ingrid\.testesen.*\/reset-password\?code=/);

    const live = () =>
      count(
        `SELECT count(*) AS n FROM one_time_codes o JOIN recipients r ON o.binding = 'user:' || r.user_id
          WHERE r.id = $1 AND o.purpose = 'invitation' AND o.used_at IS NULL`,
        [row.id],
      );
    expect(await live()).toBe(1);
    expect((await call('DELETE', `/api/directory/participants/${row.id}/invitation`)).status).toBe(200);
    expect(await live()).toBe(0);
    expect((await listed('view=waiting&q=Testesen')).rows[0]!.invitedAt).toBeNull();
    await server.db.query(`UPDATE message_budget SET sent = 0`).catch(() => undefined);
    const again = await call('POST', `/api/directory/participants/${row.id}/invitation`);
    expect(again.status, again.text).toBe(200);

    // The first sign-in: a session of the participant's user moves them to accepted.
    const { rows } = await server.db.query<{ user_id: string; customer_id: string }>(
      'SELECT user_id, customer_id FROM recipients WHERE id = $1',
      [row.id],
    );
    await issueSessionToken(server.db, server.sessionKeys, {
      customerId: Number(rows[0]!.customer_id),
      userId: Number(rows[0]!.user_id),
      role: 'participant',
      device: 'trusted',
      validityMinutes: 20,
    });
    expect((await listed('q=Testesen')).rows[0]!.status).toBe('accepted');
    const late = await call('POST', `/api/directory/participants/${row.id}/invitation`);
    expect(late.json<{ error: string }>().error).toBe('directory_already_accepted');

    // Another tenant's staff member does not find them.
    expect((await call('POST', `/api/directory/participants/${row.id}/invitation`, undefined, careStaff, 'care.localhost')).status).toBe(404);
  });

  it('where caseloads are limited, names and offers another caseload\'s participant only to the leading roles', async () => {
    const leader = await signInAs(server, 'demo', 'leader');
    const base = { fullName: 'Lene Ledersen', nationalId: LEADERS_ID, mobile: '+47 955 12 345' };
    const made = await call('POST', '/api/directory/participants', base, leader);
    expect(made.status, made.text).toBe(201);
    const id = made.json<ParticipantRow>().id;
    const links = () => count('SELECT count(*) AS n FROM recipient_staff WHERE recipient_id = $1', [id]);

    // The staff member learns that someone follows them up, not who, and cannot take them over.
    const duplicate = await call('POST', '/api/directory/participants', { ...base, fullName: 'Someone Else' });
    expect(duplicate.status).toBe(409);
    const refused = duplicate.json<{ error: string; existing?: unknown; messages: { en: string } }>();
    expect(refused.error).toBe('directory_duplicate_elsewhere');
    expect(refused.existing).toBeUndefined();
    expect(JSON.stringify(refused)).not.toContain('Ledersen');
    const taken = await call('POST', `/api/directory/participants/${id}/caseload`);
    expect(taken.status).toBe(403);
    expect(taken.json<{ error: string }>().error).toBe('directory_not_your_caseload');
    expect(await links()).toBe(1);

    // Where the tenant does not limit caseloads, the offer is made and taken.
    const admin = await signInAs(server, 'demo', 'admin');
    const settings = (await call('GET', '/api/directory/settings', undefined, admin)).json<{ retentionDays: number }>();
    const open = await call('PUT', '/api/directory/settings', { limitCaseloads: false, retentionDays: settings.retentionDays }, admin);
    expect(open.status, open.text).toBe(200);
    try {
      const offered = await call('POST', '/api/directory/participants', { ...base, fullName: 'Someone Else' });
      expect(offered.json()).toMatchObject({ error: 'directory_duplicate', existing: { id, inYourCaseload: false } });
      expect((await call('POST', `/api/directory/participants/${id}/caseload`)).status).toBe(200);
      expect(await links()).toBe(2);
    } finally {
      await call('PUT', '/api/directory/settings', { limitCaseloads: true, retentionDays: settings.retentionDays }, admin);
    }
  });

  it('makes a group, puts a participant in and out, and filters by it', async () => {
    const group = await call('POST', '/api/directory/groups', { name: 'Testgruppe' });
    expect(group.status, group.text).toBe(201);
    const groupId = group.json<{ id: number }>().id;
    const someone = (await listed('pageSize=1')).rows[0]!;
    expect((await call('PUT', `/api/directory/groups/${groupId}/members/${someone.id}`)).status).toBe(200);
    expect((await listed(`groupId=${groupId}`)).rows.map((r) => r.id)).toEqual([someone.id]);
    expect((await call('DELETE', `/api/directory/groups/${groupId}/members/${someone.id}`)).status).toBe(200);
    expect((await listed(`groupId=${groupId}`)).total).toBe(0);
    const other = await call('PUT', `/api/directory/groups/${groupId}/members/${someone.id}`, undefined, careStaff, 'care.localhost');
    expect(other.status).toBe(404);
  });

  it('ends a case, restores it, ends it again; the job removes the personal data, the log remains', async () => {
    const created = await call('POST', '/api/directory/participants', {
      fullName: 'Per Sletteby',
      nationalId: ANOTHER_ID,
      mobile: '+47 934 56 789',
    });
    const id = created.json<ParticipantRow>().id;
    const ended = await call('POST', `/api/directory/participants/${id}/end-case`);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json<{ retentionDays: number }>().retentionDays).toBeGreaterThanOrEqual(0);
    expect((await listed('view=to_be_deleted&q=Sletteby')).total).toBe(1);
    expect((await call('POST', `/api/directory/participants/${id}/end-case`)).status).toBe(409);

    const restored = await call('POST', `/api/directory/participants/${id}/restore`);
    expect(restored.json<ParticipantRow>().status).toBe('waiting');
    expect((await listed('view=to_be_deleted&q=Sletteby')).total).toBe(0);

    const exported = await call('GET', `/api/directory/participants/${id}/export`);
    expect(exported.json()).toMatchObject({ participant: { fullName: 'Per Sletteby', nationalId: ANOTHER_ID } });

    const again = await call('POST', `/api/directory/participants/${id}/end-case`);
    const { retentionDays } = again.json<{ retentionDays: number }>();
    // Before the retention period nothing goes; after it, the job removes the personal data.
    await server.app.jobs.runDue();
    expect((await listed('q=Sletteby')).total).toBe(1);
    server.app.clock.advance((retentionDays + 1) * 86_400_000);
    await server.app.jobs.runDue();
    staff = await signInAs(server, 'demo', 'staff'); // the moved clock ended the old session
    expect((await listed('q=Sletteby')).total).toBe(0);
    const { rows } = await server.db.query<Record<string, unknown>>(
      'SELECT full_name, national_id, mobile_phone, anonymised_at FROM recipients WHERE id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ full_name: 'Deleted participant', national_id: null, mobile_phone: null });
    expect(await count('SELECT count(*) AS n FROM users WHERE national_id = $1', [ANOTHER_ID])).toBe(0);
    const log = (await call('GET', '/api/directory/deletion-log')).json<{ rows: { recipientId: number }[] }>();
    expect(log.rows.map((row) => row.recipientId)).toContain(id);
    expect(JSON.stringify(log)).not.toMatch(/Sletteby|934/);
    expect((await call('POST', `/api/directory/participants/${id}/restore`)).status).toBe(404);
  });
});
