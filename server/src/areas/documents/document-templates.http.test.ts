// Issue 14 part 5 over HTTP, on PGlite and PostgreSQL: an administrator lists, creates, edits,
// previews (as a PDF, merged with a participant's questionnaire answers) and archives a document
// template; staff, a participant and another tenant's administrator are refused by the server;
// bad input gets a code and changes nothing.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidInputAnswer as InvalidInput } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('document templates over HTTP', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let participant: string;
  let careAdmin: string;
  let patientId: number;
  let queryId: number;

  const send = (method: string, url: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, url, token, body, host);
  const templates = async (token: string, archived = false) =>
    (await send('GET', `/api/documents/templates?archived=${archived}`, token)).json<{
      templates: { id: number; title: string; body: string; archived: boolean }[];
    }>().templates;
  const countTemplates = async () =>
    Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM document_templates')).rows[0]?.n);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server, 'demo', 'admin');
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    careAdmin = await signInAs(server, 'care', 'admin');
    const { rows } = await server.db.query<{ patient: number; query: number }>(
      `SELECT q.patient_id::int AS patient, q.id::int AS query FROM queries q
         JOIN customers c ON c.id = q.customer_id
         JOIN queries_cache qc ON qc.query_uuid = q.query_uuid
        WHERE c.subdomain = 'demo' AND q.status = 'ANSWERED' AND qc.data ? 'answers' ORDER BY q.id LIMIT 1`,
    );
    patientId = rows[0]!.patient;
    queryId = rows[0]!.query;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets an administrator create, edit, preview as PDF, archive and restore a template', async () => {
    const before = await templates(admin);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((t) => !t.archived)).toBe(true);

    const created = await send('POST', '/api/documents/templates', admin, {
      title: 'Avtale – {{participant.full_name}}',
      language: 'no',
      body: '# Avtale\nMellom {{participant.full_name}} og {{tenant.name}}.\nSvar: {{answers.q1}}\n{{participant.nmae}}',
    });
    expect(created.status).toBe(201);
    const { id, unknownFields } = created.json<{ id: number; unknownFields: string[] }>();
    // A misspelt field is named back, so the author sees it.
    expect(unknownFields).toEqual(['participant.nmae']);

    const opened = (await send('GET', `/api/documents/templates/${id}`, admin)).json<{ updated_at: string }>();
    const edited = await send('PUT', `/api/documents/templates/${id}`, admin, {
      expectedUpdatedAt: opened.updated_at,
      title: 'Avtale – {{participant.full_name}}',
      language: 'no',
      body: '# Avtale\nMellom {{participant.full_name}} og {{tenant.name}}.\nSvar: {{answers.q1}}',
    });
    expect(edited.status).toBe(200);
    expect(edited.json<{ unknownFields: string[] }>().unknownFields).toEqual([]);
    const read = (await send('GET', `/api/documents/templates/${id}`, admin)).json<{ body: string }>();
    expect(read.body).not.toContain('nmae');

    // The field list: participant, user, tenant, and the chosen questionnaire's answers.
    const catalog = (
      await send('POST', '/api/documents/templates/field-catalog', admin, { patientId, queryId })
    ).json<{ fields: Record<string, string[]> }>().fields;
    expect(catalog.participant).toContain('participant.full_name');
    expect(catalog.user).toContain('user.name');
    expect(catalog.tenant).toContain('tenant.name');
    expect(catalog.answers).toContain('answers.q1');

    // Preview as PDF: merged with the participant and their answers, or with the fields' names.
    const preview = await send('POST', '/api/documents/templates/preview?encoding=base64', admin, {
      title: 'Avtale – {{participant.full_name}}',
      language: 'no',
      body: 'Svar: {{answers.q1}}',
      patientId,
      queryId,
    });
    expect(preview.status).toBe(200);
    const pdf = Buffer.from(preview.json<{ base64: string }>().base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    expect(preview.json<{ name: string }>().name).toMatch(/^Avtale .+\.pdf$/);
    expect(preview.json<{ name: string }>().name).not.toContain('participant.full_name');
    const blank = await send('POST', '/api/documents/templates/preview?encoding=base64', admin, {
      title: 'Avtale – {{participant.full_name}}',
      body: 'x',
    });
    expect(blank.json<{ name: string }>().name).toContain('participant.full_name');

    // Archived: gone from the list and from generating, kept in the archived list; then restored.
    expect((await send('POST', `/api/documents/templates/${id}/archive`, admin)).status).toBe(200);
    expect((await send('POST', `/api/documents/templates/${id}/archive`, admin)).status).toBe(409);
    expect((await templates(admin)).map((t) => t.id)).not.toContain(id);
    expect((await templates(admin, true)).map((t) => t.id)).toContain(id);
    const generate = await send('POST', '/api/documents/generate', staff, { templateId: id, patientId });
    expect(generate.json<{ error: string }>().error).toBe('template_not_found');
    expect(
      (
        await send('PUT', `/api/documents/templates/${id}`, admin, {
          title: 'x',
          body: '',
          expectedUpdatedAt: edited.json<{ updated_at: string }>().updated_at,
        })
      ).status,
    ).toBe(404);
    expect((await send('POST', `/api/documents/templates/${id}/restore`, admin)).status).toBe(200);
    expect((await templates(admin)).map((t) => t.id)).toContain(id);
    expect((await send('POST', '/api/documents/generate', staff, { templateId: id, patientId })).status).toBe(
      201,
    );
  });

  it('refuses staff, participants and another tenant, and bad input, changing nothing', async () => {
    const [some] = await templates(admin);
    const total = await countTemplates();
    const body = { title: 'Ny', language: 'no', body: 'Tekst' };
    for (const token of [staff, participant]) {
      for (const [method, url, payload] of [
        ['GET', '/api/documents/templates', undefined],
        ['POST', '/api/documents/templates', body],
        ['PUT', `/api/documents/templates/${some!.id}`, body],
        ['POST', `/api/documents/templates/${some!.id}/archive`, undefined],
        ['POST', '/api/documents/templates/preview', body],
        ['POST', '/api/documents/templates/field-catalog', {}],
      ] as const) {
        const answer = await send(method, url, token, payload);
        expect(answer.status, `${method} ${url}`).toBe(403);
      }
    }
    // Another tenant's administrator, by id: not found, and nothing changed.
    const care = (host: string) => (method: string, url: string, payload?: unknown) =>
      send(method, url, careAdmin, payload, host);
    const other = care('care.localhost');
    const fresh = (await send('GET', `/api/documents/templates/${some!.id}`, admin)).json<{ updated_at: string }>();
    expect(
      (await other('PUT', `/api/documents/templates/${some!.id}`, { ...body, expectedUpdatedAt: fresh.updated_at }))
        .status,
    ).toBe(404);
    expect((await other('POST', `/api/documents/templates/${some!.id}/archive`)).status).toBe(404);
    expect((await other('GET', `/api/documents/templates/${some!.id}`)).status).toBe(404);
    // Another tenant's participant or questionnaire merges nothing in.
    expect(
      (await other('POST', '/api/documents/templates/preview', { ...body, patientId, queryId })).status,
    ).toBe(404);

    for (const [bad, field] of [
      [{ title: '', body: 'x' }, 'title'],
      [{ title: 'x'.repeat(201), body: 'x' }, 'title'],
      [{ title: 'x', body: 'x'.repeat(20_001) }, 'body'],
      [{ title: 'x', body: 'x', language: 'de' }, 'language'],
      [{ title: 'x' }, 'body'],
    ] as const) {
      const answer = await send('POST', '/api/documents/templates', admin, bad);
      expect(answer.status).toBe(400);
      // The kit's one shape, with the template form's code on the field (issue 25).
      const refused = answer.json<InvalidInput>();
      expect(refused.error).toBe('invalid_input');
      expect(refused.issues[0]).toMatchObject({ field, code: 'documents.templateInvalid' });
    }
    expect(
      (await send('POST', '/api/documents/templates/preview', admin, { ...body, queryId })).json<InvalidInput>()
        .issues[0],
    ).toMatchObject({ field: 'patientId', code: 'documents.templateInvalid' });
    expect((await send('PUT', '/api/documents/templates/abc', admin, body)).status).toBe(400);
    expect(await countTemplates()).toBe(total);
    const after = (await send('GET', `/api/documents/templates/${some!.id}`, admin)).json<{
      title: string;
    }>();
    expect(after.title).toBe(some!.title);
  });

  it('refuses the second of two saves from the same loaded copy, and accepts a fresh one', async () => {
    const created = await send('POST', '/api/documents/templates', admin, { title: 'Konflikt', body: 'Start' });
    const { id } = created.json<{ id: number }>();
    const read = async () =>
      (await send('GET', `/api/documents/templates/${id}`, admin)).json<{ title: string; body: string; updated_at: string }>();
    const loaded = await read();
    // Two administrators opened the same copy; the first save goes through.
    const first = await send('PUT', `/api/documents/templates/${id}`, admin, {
      title: 'Konflikt',
      body: 'First',
      expectedUpdatedAt: loaded.updated_at,
    });
    expect(first.status).toBe(200);
    const firstVersion = first.json<{ updated_at: string }>().updated_at;
    expect(firstVersion).not.toBe(loaded.updated_at);
    expect((await read()).updated_at).toBe(firstVersion);

    // The second, from the copy they loaded before it, is refused and changes nothing.
    const second = await send('PUT', `/api/documents/templates/${id}`, admin, {
      title: 'Overwritten',
      body: 'Second',
      expectedUpdatedAt: loaded.updated_at,
    });
    expect(second.status).toBe(409);
    expect(second.json<{ error: string; message: string }>()).toMatchObject({
      error: 'template_conflict',
      message: expect.stringMatching(/Someone else saved this template after you opened it/),
    });
    expect(await read()).toMatchObject({ title: 'Konflikt', body: 'First', updated_at: firstVersion });

    // After a reload, a save from the fresh copy is accepted, and the next one chains on its answer.
    const fresh = await send('PUT', `/api/documents/templates/${id}`, admin, {
      title: 'Konflikt',
      body: 'Third',
      expectedUpdatedAt: (await read()).updated_at,
    });
    expect(fresh.status).toBe(200);
    const chained = await send('PUT', `/api/documents/templates/${id}`, admin, {
      title: 'Konflikt',
      body: 'Fourth',
      expectedUpdatedAt: fresh.json<{ updated_at: string }>().updated_at,
    });
    expect(chained.status).toBe(200);
    expect((await read()).body).toBe('Fourth');

    // Two saves from one copy at the same moment: one goes through, the other is refused.
    const copy = await read();
    const racing = await Promise.all(
      ['Race A', 'Race B'].map((body) =>
        send('PUT', `/api/documents/templates/${id}`, admin, { title: 'Konflikt', body, expectedUpdatedAt: copy.updated_at }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = racing.find((answer) => answer.status === 200)!;
    expect((await read()).updated_at).toBe(winner.json<{ updated_at: string }>().updated_at);

    // An archive and restore is a change too: the copy from before it is stale.
    const beforeArchive = await read();
    expect((await send('POST', `/api/documents/templates/${id}/archive`, admin)).status).toBe(200);
    expect((await send('POST', `/api/documents/templates/${id}/restore`, admin)).status).toBe(200);
    const afterRestore = await send('PUT', `/api/documents/templates/${id}`, admin, {
      title: 'Konflikt',
      body: 'Stale',
      expectedUpdatedAt: beforeArchive.updated_at,
    });
    expect(afterRestore.json<{ error: string }>().error).toBe('template_conflict');

    // A save without the version it was made from, or with a bad one, is bad input.
    for (const expectedUpdatedAt of [undefined, '', 'yesterday']) {
      const answer = await send('PUT', `/api/documents/templates/${id}`, admin, {
        title: 'Konflikt',
        body: 'No version',
        expectedUpdatedAt,
      });
      expect(answer.status).toBe(400);
      expect(answer.json<InvalidInput>().issues[0]).toMatchObject({
        field: 'expectedUpdatedAt',
        code: 'documents.templateInvalid',
      });
    }

    // Another tenant's administrator, with the right version, still reaches nothing.
    const current = await read();
    const other = await send(
      'PUT',
      `/api/documents/templates/${id}`,
      careAdmin,
      { title: 'Care', body: 'Care', expectedUpdatedAt: current.updated_at },
      'care.localhost',
    );
    expect(other.status).toBe(404);
    expect(await read()).toEqual(current);
  });
});
