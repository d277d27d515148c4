// Issue 30 item 7 over HTTP, on PGlite and PostgreSQL: the work-inclusion connector's access lines
// (`connector.access_lines`) in the data API as `connector_access_lines`. Staff of the tenant read
// the tenant's lines, a participant only their own (their user's `bruker_bruker_navn`), nobody but an
// admin sees or asks for the access code, and another tenant's lines are seen by no one: by the API's
// filter and, below it, by the table's row-level security.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

interface Answer {
  data?: Record<string, { BrukerNavn: string; SoknadId: string | null; Adgangkode?: string }[] | null>;
  errors?: { message: string }[];
}

const LINES = '{ connector_access_lines(order_by: {id: asc}) { BrukerNavn SoknadId } }';

describe('the connector access lines in the data API', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const tenantIds: Record<string, number> = {};

  const gql = async (who: string, query: string): Promise<Answer> => {
    const answer = await server.request('/api/srvproxy/v1/graphql', {
      method: 'POST',
      host: who.startsWith('care') ? 'care.localhost' : 'demo.localhost',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]!}` },
      body: JSON.stringify({ query }),
    });
    return JSON.parse(answer.text) as Answer;
  };
  const names = async (who: string) => {
    const answer = await gql(who, LINES);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return (answer.data!.connector_access_lines ?? []).map((line) => line.BrukerNavn);
  };

  beforeAll(async () => {
    server = await startTestServer();
    const { rows } = await server.db.query<{ id: string; subdomain: string }>(
      "SELECT id, subdomain FROM customers WHERE subdomain IN ('demo', 'care')",
    );
    for (const row of rows) tenantIds[row.subdomain] = Number(row.id);
    // The participant of each tenant is known to the connector by a user name of its own.
    await server.db.query(
      `UPDATE users SET bruker_bruker_navn = 'ACCESSTEST-' || upper(c.subdomain)
         FROM customers c WHERE c.id = users.customer_id AND c.subdomain IN ('demo', 'care') AND users.username = 'participant'`,
    );
    for (const [tenant, user] of [['demo', 'DEMO'], ['demo', 'OTHER'], ['care', 'CARE'], ['care', 'DEMO']]) {
      await server.db.query(
        `INSERT INTO connector.access_lines (customer_id, "Adgangkode", "BrukerNavn", "Fradato", "Tildato", "SoknadId")
         VALUES ($1, $2, $3, '2026-01-01', '2026-12-31', $4)`,
        [tenantIds[tenant!], `SECRET-${tenant!}-${user!}`, `ACCESSTEST-${user!}`, `SOK-${tenant!}-${user!}`],
      );
    }
    tokens.demoStaff = await signInAs(server, 'demo', 'staff');
    tokens.demoLeader = await signInAs(server, 'demo', 'leader');
    tokens.demoAdmin = await signInAs(server, 'demo', 'admin');
    tokens.demoParticipant = await signInAs(server, 'demo', 'participant');
    tokens.careStaff = await signInAs(server, 'care', 'staff');
    tokens.careParticipant = await signInAs(server, 'care', 'participant');
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows the tenant's staff the tenant's lines and none of another tenant", async () => {
    for (const who of ['demoStaff', 'demoLeader', 'demoAdmin']) {
      const seen = await names(who);
      expect(seen).toEqual(expect.arrayContaining(['ACCESSTEST-DEMO', 'ACCESSTEST-OTHER']));
      expect(seen).not.toContain('ACCESSTEST-CARE');
    }
    const care = await names('careStaff');
    expect(care).toEqual(expect.arrayContaining(['ACCESSTEST-CARE', 'ACCESSTEST-DEMO']));
    expect(care).not.toContain('ACCESSTEST-OTHER');
    const soknad = await gql('careStaff', '{ connector_access_lines { SoknadId } }');
    expect(JSON.stringify(soknad)).not.toContain('SOK-demo');
  });

  it('shows a participant only their own lines, in their own tenant', async () => {
    expect(await names('demoParticipant')).toEqual(['ACCESSTEST-DEMO']);
    expect(await names('careParticipant')).toEqual(['ACCESSTEST-CARE']);
    const own = await gql('careParticipant', '{ connector_access_lines { SoknadId } }');
    expect(own.data).toEqual({ connector_access_lines: [{ SoknadId: 'SOK-care-CARE' }] });
  });

  it('gives the access code to the admin only', async () => {
    const query = '{ connector_access_lines { BrukerNavn Adgangkode } }';
    for (const who of ['demoStaff', 'demoLeader', 'demoParticipant', 'careStaff']) {
      const answer = await gql(who, query);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/Adgangkode/);
    }
    const admin = await gql('demoAdmin', query);
    const codes = (admin.data!.connector_access_lines ?? []).map((line) => line.Adgangkode);
    expect(codes).toEqual(expect.arrayContaining(['SECRET-demo-DEMO', 'SECRET-demo-OTHER']));
    expect(codes.some((code) => code?.startsWith('SECRET-care'))).toBe(false);
  });

  it('lets no one but the admin write a line, and the admin only in their own tenant', async () => {
    const insert = `mutation { insert_connector_access_lines_one(object: {BrukerNavn: "ACCESSTEST-NEW", Adgangkode: "X", SoknadId: "SOK-new"}) { id } }`;
    for (const who of ['demoStaff', 'demoParticipant']) expect((await gql(who, insert)).errors).toBeDefined();
    const made = await gql('demoAdmin', insert);
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const { rows } = await server.db.query<{ customer_id: string }>(
      `SELECT customer_id FROM connector.access_lines WHERE "BrukerNavn" = 'ACCESSTEST-NEW'`,
    );
    expect(rows.map((row) => Number(row.customer_id))).toEqual([tenantIds.demo]);
    expect(await names('careStaff')).not.toContain('ACCESSTEST-NEW');
  });

  it("holds the tenant in the database too: the tenant role reads no other tenant's line", async () => {
    const seen = await server.db.transaction(async (tx) => {
      await tx.query('SET LOCAL ROLE portal_tenant');
      await tx.query("SELECT set_config('app.customer_id', $1, true)", [String(tenantIds.care)]);
      const { rows } = await tx.query<{ BrukerNavn: string }>('SELECT "BrukerNavn" FROM connector.access_lines');
      return rows.map((row) => row.BrukerNavn);
    });
    expect(seen).toEqual(expect.arrayContaining(['ACCESSTEST-CARE', 'ACCESSTEST-DEMO']));
    expect(seen).not.toContain('ACCESSTEST-OTHER');
    expect(seen).not.toContain('ACCESSTEST-NEW');
  });
});
