// Issue 29 item 5 over HTTP, on PGlite and PostgreSQL: a staff member registers time (a duration or
// a start and an end), sees it in their list and changes it; a day over 24 hours, an overlap, an end
// before the start, an unknown participant are refused and save nothing; a staff member is refused
// the team-leader list; the team leader sees the team's time, approves the staff member's month
// (after which the staff member can no longer change it) and cannot approve their own; another
// tenant's time is never seen; the export is a CSV and an XLSX.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeEntry } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { renderTimeExport } from './time-export.worker';

const DAY = '2030-03-04';
const entry = (extra: Record<string, unknown> = {}) => ({
  date: DAY,
  start: '09:00',
  end: '10:30',
  recipientId: null,
  activityType: 'follow_up',
  note: 'Oppfølging',
  ...extra,
});

describe('time tracking over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  let admin: string;
  let careLeader: string;
  let staffId: number;
  let leaderId: number;

  const send = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const count = async () =>
    Number(
      (
        await server.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM time_entries WHERE user_id = $1 AND date = $2 AND deleted_at IS NULL`,
          [staffId, DAY],
        )
      ).rows[0]?.n,
    );
  const userId = async (username: string) =>
    Number(
      (
        await server.db.query<{ id: string }>(
          `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.username = $1`,
          [username],
        )
      ).rows[0]?.id,
    );

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
    admin = await signInAs(server, 'demo', 'admin');
    careLeader = await signInAs(server, 'care', 'leader');
    staffId = await userId('staff');
    leaderId = await userId('leader');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers time with a start and an end or a duration, lists it and changes it', async () => {
    const created = await send('POST', '/api/time/entries', staff, entry());
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: number }>();
    const second = await send(
      'POST',
      '/api/time/entries',
      staff,
      entry({ start: null, end: null, minutes: 45 }),
    );
    expect(second.status).toBe(201);

    const list = await send('GET', `/api/time/entries?from=${DAY}&to=${DAY}`, staff);
    expect(list.status).toBe(200);
    const entries = list.json<{ entries: TimeEntry[] }>().entries;
    expect(entries.map((e) => e.minutes).sort()).toEqual([45, 90]);
    expect(entries.find((e) => e.id === id)).toMatchObject({ start: '09:00', end: '10:30', status: 'open' });

    expect((await send('PUT', `/api/time/entries/${id}`, staff, entry({ end: '11:00' }))).status).toBe(200);
    const changed = (await send('GET', `/api/time/entries?from=${DAY}&to=${DAY}`, staff)).json<{
      entries: TimeEntry[];
    }>();
    expect(changed.entries.find((e) => e.id === id)?.minutes).toBe(120);
    // Nobody else's registration can be changed through these routes.
    expect((await send('PUT', `/api/time/entries/${id}`, leader, entry())).status).toBe(404);
    expect(
      (await send('DELETE', `/api/time/entries/${id}`, careLeader, undefined, 'care.localhost')).status,
    ).toBe(404);
  });

  it('refuses an overlap, a day over 24 hours, an end before the start and an unknown participant', async () => {
    const before = await count();
    const refusals: [Record<string, unknown>, number, string][] = [
      [entry({ start: '10:00', end: '10:15' }), 409, 'time.overlap'],
      [entry({ start: null, end: null, minutes: 1400 }), 409, 'time.overDay'],
      [entry({ start: '12:00', end: '11:00' }), 400, 'time.endBeforeStart'],
      [entry({ start: '12:00', end: null }), 400, 'time.durationRequired'],
      [entry({ start: '12:00', end: '13:00', minutes: 30 }), 400, 'time.durationMismatch'],
      [entry({ start: '12:00', end: '13:00', recipientId: 999999 }), 400, 'time.recipientUnknown'],
    ];
    for (const [body, status, code] of refusals) {
      const answer = await send('POST', '/api/time/entries', staff, body);
      expect(answer.status, code).toBe(status);
      const error = answer.json<{ error: string; messages: { en: string; no: string } }>();
      expect(error.error).toBe(code);
      expect(error.messages.no.length).toBeGreaterThan(5);
    }
    expect((await send('POST', '/api/time/entries', staff, entry({ date: '2030-02-30' }))).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses the team-leader list to a staff member and shows it to the team leader', async () => {
    const refused = await send('GET', `/api/time/team?from=${DAY}&to=${DAY}`, staff);
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('time.teamLeaderOnly');

    const team = await send('GET', `/api/time/team?from=2030-03-01&to=2030-03-31`, leader);
    expect(team.status).toBe(200);
    const entries = team.json<{ entries: TimeEntry[] }>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((e) => e.userId))).toEqual(new Set([staffId]));
    // The other tenant's team leader sees none of it.
    const care = await send(
      'GET',
      `/api/time/team?from=2030-03-01&to=2030-03-31`,
      careLeader,
      undefined,
      'care.localhost',
    );
    expect(care.json<{ entries: TimeEntry[] }>().entries).toEqual([]);
  });

  it('approves a month, after which its owner can no longer change it; nobody approves their own', async () => {
    const own = await send('POST', '/api/time/approvals', leader, {
      userId: leaderId,
      from: '2030-03-01',
      to: '2030-03-31',
    });
    expect(own.status).toBe(403);
    expect(own.json<{ error: string }>().error).toBe('time.ownApproval');
    const outside = await send(
      'POST',
      '/api/time/approvals',
      careLeader,
      { userId: staffId, from: '2030-03-01', to: '2030-03-31' },
      'care.localhost',
    );
    expect(outside.status).toBe(403);

    const approved = await send('POST', '/api/time/approvals', leader, {
      userId: staffId,
      from: '2030-03-01',
      to: '2030-03-31',
    });
    expect(approved.status).toBe(201);
    expect(approved.json<{ approved: number }>().approved).toBe(2);

    const { entries } = (await send('GET', `/api/time/entries?from=${DAY}&to=${DAY}`, staff)).json<{
      entries: TimeEntry[];
    }>();
    expect(entries.every((e) => e.status === 'approved' && e.approvedByName)).toBe(true);
    const id = entries[0]!.id;
    const edit = await send('PUT', `/api/time/entries/${id}`, staff, entry({ start: '07:00', end: '08:00' }));
    expect(edit.status).toBe(409);
    expect(edit.json<{ error: string }>().error).toBe('time.periodApproved');
    expect((await send('DELETE', `/api/time/entries/${id}`, staff)).status).toBe(409);
    const added = await send('POST', '/api/time/entries', staff, entry({ date: '2030-03-05' }));
    expect(added.json<{ error: string }>().error).toBe('time.periodApproved');
    expect(await count()).toBe(2);
  });

  it('sends a registration back with a reason; its owner changes it and it is open again', async () => {
    const created = (await send('POST', '/api/time/entries', staff, entry({ date: '2030-04-01' }))).json<{
      id: number;
    }>();
    expect(
      (await send('POST', `/api/time/entries/${created.id}/reject`, leader, { note: 'Hvilken deltaker?' }))
        .status,
    ).toBe(200);
    const listed = (await send('GET', '/api/time/entries?from=2030-04-01&to=2030-04-01', staff)).json<{
      entries: TimeEntry[];
    }>();
    expect(listed.entries[0]).toMatchObject({ status: 'rejected', rejectionNote: 'Hvilken deltaker?' });
    expect(
      (
        await send(
          'PUT',
          `/api/time/entries/${created.id}`,
          staff,
          entry({ date: '2030-04-01', note: 'Med Kari' }),
        )
      ).status,
    ).toBe(200);
    const again = (await send('GET', '/api/time/entries?from=2030-04-01&to=2030-04-01', staff)).json<{
      entries: TimeEntry[];
    }>();
    expect(again.entries[0]).toMatchObject({ status: 'open', note: 'Med Kari', rejectionNote: null });
  });

  it('exports the own time as CSV and the team time as XLSX', async () => {
    const csv = await send(
      'GET',
      `/api/time/export?format=csv&scope=own&from=2030-03-01&to=2030-03-31`,
      staff,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Person,Start,End,Hours,Minutes,Participant,Activity,Note,Status');
    expect(lines).toHaveLength(3);

    expect(
      (await send('GET', `/api/time/export?format=csv&scope=team&from=2030-03-01&to=2030-03-31`, staff))
        .status,
    ).toBe(403);
    const xlsx = await server.request(
      `/api/time/export?format=xlsx&scope=team&from=2030-03-01&to=2030-03-31`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
  });
});

describe('the export files', () => {
  const row = {
    id: 1,
    userId: 2,
    userName: 'Kari <Nordmann>',
    date: '2030-03-04',
    minutes: 90,
    start: '09:00',
    end: '10:30',
    recipientId: null,
    recipientName: null,
    activityType: 'meeting',
    note: '=HYPERLINK("x")',
    status: 'open',
    approvedAt: null,
    approvedByName: null,
    rejectionNote: null,
  } satisfies TimeEntry;

  it('writes an XLSX (exceljs) that reads back with its sheet, header and cells', async () => {
    const file = await renderTimeExport({ entries: [row], format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((file as Uint8Array).slice().buffer);
    const sheet = workbook.getWorksheet('Time')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    expect(sheet.getRow(2).getCell(2).value).toBe('Kari <Nordmann>');
    expect(sheet.getRow(2).getCell(6).value).toBe(90);
    expect(sheet.getRow(2).getCell(9).value).toBe('=HYPERLINK("x")');
  });

  it('writes a CSV (papaparse) with a BOM and a formula kept as text', async () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      (await renderTimeExport({ entries: [row], format: 'csv' })) as Uint8Array,
    );
    expect(text.startsWith('\uFEFFDate,Person,')).toBe(true);
    const line = text.trim().split('\r\n')[1]!;
    expect(line).toContain('Kari <Nordmann>');
    expect(line).not.toContain(',=HYPERLINK');
    expect(line).toContain(`'=HYPERLINK`);
  });
});
