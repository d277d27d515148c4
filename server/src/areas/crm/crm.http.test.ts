// Issue 29 items 1-2 over HTTP, on PGlite and PostgreSQL, against the register's stand-in as a local
// HTTP server (the adapter's configured address): staff search the register by name and by number
// and import a unit (again: updated, not doubled); a wrong check digit, a register that times out
// or answers garbage are refused with a clear message and import nothing; a CSV of numbers is
// imported with a report; organizations are created, changed, archived; another tenant never sees
// them; a tenant without crm_Organization is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, Organization, RegisterUnit } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { startRegisterFixture, type FixtureServer } from './register-fixture';

describe('organizations and the business register over HTTP', () => {
  let server: TestServer;
  let fixture: FixtureServer;
  let staff: string;
  let careStaff: string;

  const send = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const named = async (orgNumber: string) =>
    (
      await server.db.query<{ name: string; employees: number }>(
        `SELECT o.name, o.employees FROM organizations o JOIN customers c ON c.id = o.customer_id
          WHERE c.subdomain = 'demo' AND o.org_number = $1 AND o.deleted_at IS NULL`,
        [orgNumber],
      )
    ).rows;

  beforeAll(async () => {
    fixture = await startRegisterFixture();
    process.env.BUSINESS_REGISTER_URL = fixture.url;
    process.env.BUSINESS_REGISTER_TIMEOUT_MS = '200';
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    careStaff = await signInAs(server, 'care', 'staff');
  });
  afterAll(async () => {
    delete process.env.BUSINESS_REGISTER_URL;
    delete process.env.BUSINESS_REGISTER_TIMEOUT_MS;
    await server?.close();
    await fixture?.close();
  });

  it('finds a unit by name and by number and imports it once; a second import updates it', async () => {
    const byName = await send('GET', '/api/crm/register?q=gartneri', staff);
    expect(byName.status).toBe(200);
    const [unit] = byName.json<{ units: RegisterUnit[] }>().units;
    expect(unit).toMatchObject({
      orgNumber: '973517597',
      name: 'GRØNN VEKST GARTNERI AS',
      city: 'MJØNDALEN',
      industryCode: '01.130',
      employees: 15,
      organizationId: null,
    });
    const byNumber = await send('GET', '/api/crm/register?q=973%20517%20597', staff);
    expect(byNumber.json<{ units: RegisterUnit[] }>().units.map((u) => u.name)).toEqual([
      'GRØNN VEKST GARTNERI AS',
    ]);

    const first = await send('POST', '/api/crm/register/import', staff, { orgNumber: '973517597' });
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'imported' });
    await server.db.query(`UPDATE organizations SET employees = 1 WHERE org_number = '973517597'`);
    const again = await send('POST', '/api/crm/register/import', staff, { orgNumber: '973517597' });
    expect(again.json()).toMatchObject({ outcome: 'updated', id: first.json<{ id: number }>().id });
    expect(await named('973517597')).toEqual([{ name: 'GRØNN VEKST GARTNERI AS', employees: 15 }]);
    const found = (await send('GET', '/api/crm/register?q=gartneri', staff)).json<{
      units: RegisterUnit[];
    }>();
    expect(found.units[0]?.organizationId).toBe(first.json<{ id: number }>().id);
  });

  it('refuses a wrong check digit, a register that times out and one that answers garbage, importing nothing', async () => {
    const wrong = await send('POST', '/api/crm/register/import', staff, { orgNumber: '973517598' });
    expect(wrong.status).toBe(400);
    expect(wrong.json<{ error: string; messages: { no: string } }>()).toMatchObject({
      error: 'crm.orgNumberInvalid',
    });
    expect((await send('GET', '/api/crm/register?q=973517598', staff)).json<{ error: string }>().error).toBe(
      'crm.orgNumberInvalid',
    );

    fixture.misbehave('slow');
    const before = fixture.requests();
    const slow = await send('POST', '/api/crm/register/import', staff, { orgNumber: '931034707' });
    expect(slow.status).toBe(504);
    expect(slow.json<{ error: string }>().error).toBe('crm.registerUnavailable');
    expect(fixture.requests() - before).toBe(3); // the first try and two retries
    fixture.misbehave('garbage');
    const garbage = await send('POST', '/api/crm/register/import', staff, { orgNumber: '931034707' });
    expect(garbage.status).toBe(502);
    expect(garbage.json<{ error: string }>().error).toBe('crm.registerGarbage');
    fixture.misbehave('none');
    expect(await named('931034707')).toEqual([]);

    // One failure is retried and the import goes through.
    fixture.misbehave('error', 1);
    expect(
      (await send('POST', '/api/crm/register/import', staff, { orgNumber: '931034707' })).json(),
    ).toMatchObject({ outcome: 'imported' });
  });

  it('imports a CSV of numbers with a report of what was imported, updated and refused', async () => {
    const csv = 'orgnr;navn\n923120637;Sandnes\n973517597;Gartneri\n923120638;Feil\n900000006;Ukjent\n';
    const answer = await send('POST', '/api/crm/register/import-csv', staff, { csv });
    expect(answer.status).toBe(200);
    const report = answer.json<ImportReport>();
    expect(report).toMatchObject({ imported: 1, updated: 1, refused: 2 });
    expect(report.lines.find((l) => l.orgNumber === '923120638')?.reason).toBe('crm.orgNumberInvalid');
    expect(report.lines.find((l) => l.orgNumber === '900000006')?.reason).toBe('crm.registerNotFound');
    expect(
      (await send('POST', '/api/crm/register/import-csv', staff, { csv: 'navn\nFoo\n' })).json<{
        error: string;
      }>().error,
    ).toBe('crm.importEmpty');
  });

  it('creates, changes, lists and archives an organization; refuses a taken number; the other tenant sees none', async () => {
    const created = await send('POST', '/api/crm/organizations', staff, {
      name: 'Kafé Kaia',
      kind: 'partner',
      city: 'Bergen',
    });
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: number }>();
    const taken = await send('POST', '/api/crm/organizations', staff, {
      name: 'Kopi',
      kind: 'employer',
      orgNumber: '973517597',
    });
    expect(taken.json<{ error: string }>().error).toBe('crm.orgNumberTaken');
    const badNumber = await send('POST', '/api/crm/organizations', staff, {
      name: 'Feil',
      kind: 'employer',
      orgNumber: '123456789',
    });
    expect(badNumber.status).toBe(400);
    expect(
      (
        await send('PUT', `/api/crm/organizations/${id}`, staff, {
          name: 'Kafé Kaia AS',
          kind: 'employer',
          employees: 8,
        })
      ).status,
    ).toBe(200);
    const listed = (await send('GET', '/api/crm/organizations?q=kaia', staff)).json<{
      organizations: Organization[];
    }>();
    expect(listed.organizations.map((o) => [o.name, o.kind, o.employees])).toEqual([
      ['Kafé Kaia AS', 'employer', 8],
    ]);
    expect(
      (await send('PUT', `/api/crm/organizations/${id}/archived`, staff, { archived: true })).status,
    ).toBe(200);
    expect(
      (await send('GET', '/api/crm/organizations?q=kaia', staff)).json<{ organizations: Organization[] }>()
        .organizations,
    ).toEqual([]);
    const archived = (await send('GET', '/api/crm/organizations?q=kaia&archived=true', staff)).json<{
      organizations: Organization[];
    }>();
    expect(archived.organizations[0]?.archived).toBe(true);

    // care has crm_Organization off: refused; and it never reaches demo's rows.
    const care = await send('GET', `/api/crm/organizations/${id}`, careStaff, undefined, 'care.localhost');
    expect(care.status).toBe(403);
    expect(care.json<{ error: string }>().error).toBe('crm.featureOff');
    await server.db.query(
      `INSERT INTO feature_flags (customer_id, name, enabled) SELECT id, 'crm_Organization', true FROM customers WHERE subdomain = 'care'
       ON CONFLICT (customer_id, name) DO UPDATE SET enabled = true`,
    );
    expect(
      (await send('GET', `/api/crm/organizations/${id}`, careStaff, undefined, 'care.localhost')).status,
    ).toBe(404);
    const careList = (
      await send('GET', '/api/crm/organizations?q=kaia&archived=true', careStaff, undefined, 'care.localhost')
    ).json<{ organizations: Organization[] }>();
    expect(careList.organizations).toEqual([]);
  });
});
