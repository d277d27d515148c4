// Issue 25 items 2 and 3 over HTTP: the kit's API document (served to an admin; to anyone only while
// developing), its refusals in the one shape in both languages, and the private answers it marks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { startTestServer, type TestServer } from '../test/test-server';
import { OPENAPI_PATH } from './openapi';

describe('the area kit over HTTP', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  const get = (path: string, token?: string) =>
    server.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
    staff = await signInAs(server, 'demo', 'staff');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the areas’ OpenAPI document to an admin, generated from the contracts', async () => {
    expect((await get(OPENAPI_PATH)).status).toBe(401);
    expect((await get(OPENAPI_PATH, staff)).json()).toMatchObject({
      error: 'forbidden',
      messages: { no: expect.any(String) },
    });
    const answer = await get(OPENAPI_PATH, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const document = answer.json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            summary?: string;
            tags?: string[];
            requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
          }
        >
      >;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const change = document.paths['/api/shortcuts/{id}']?.put;
    expect(change?.summary).toBe('Change a shortcut (admin)');
    expect(change?.tags).toEqual(['shortcuts']);
    expect(change?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: expect.arrayContaining(['title', 'link']),
    });
    // Only the kit's routes: the login flow and the data API are documented elsewhere.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/auth'))).toBe(false);
  });

  it('refuses a role, and input that does not fit, in one shape with both languages', async () => {
    const asStaff = await server.request('/api/shortcuts/external-pages', {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(asStaff.status).toBe(403);
    expect(asStaff.json()).toEqual({
      error: 'forbidden',
      message: 'You may not do this',
      messages: { en: 'You may not do this', no: 'Du har ikke tilgang til dette' },
    });
    const bad = await server.request('/api/shortcuts/abc', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'invalid_input',
      field: 'id',
      issues: [{ in: 'params', field: 'id' }],
      messages: {
        en: 'The request is not valid: id: is not an id (a positive whole number)',
        no: expect.stringMatching(/^Forespørselen er ikke gyldig: id:/),
      },
    });
    const missing = await server.request('/api/shortcuts', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ link: 'https://example.org' }),
    });
    expect(missing.json()).toMatchObject({
      field: 'title',
      messages: { en: 'The request is not valid: title: This field is required' },
    });
  });

  it('checks the session before the input: no token is a 401 whatever the body', async () => {
    const answer = await server.request('/api/shortcuts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nonsense: true }),
    });
    expect(answer.status).toBe(401);
  });

  it('marks area answers private', async () => {
    const answer = await get('/api/shortcuts/external-pages', admin);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
