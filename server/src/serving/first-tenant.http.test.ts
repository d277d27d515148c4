import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 18 item 2: without demo data the bare domain lists no tenant; before the first exists it
// says how to create one, in Norwegian and English.
describe('the bare base domain without demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { DEMO_DATA: 'off' } });
  });
  afterAll(() => server?.close());

  it('says how to create the first tenant, then stops listing anything once one exists', async () => {
    const empty = await server.request('/', { host: 'localhost' });
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('npm run tenant -- create');
    expect(empty.text).toContain('Ingen kunde er opprettet ennå');
    expect(empty.text).toContain('No tenant has been created yet');

    await server.db.query(`INSERT INTO customers (subdomain, name) VALUES ('acme', 'Acme AS')`);
    const after = await server.request('/', { host: 'localhost' });
    expect(after.status).toBe(404);
    expect(after.text).not.toContain('Acme AS');
    expect(after.text).not.toContain('npm run tenant');
  });
});
