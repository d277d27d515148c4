// Issue 14 parts 4, 5, 6 and 8 over HTTP, on PGlite and PostgreSQL: drafts autosaved with
// versions (scripts, handlers and javascript: links never stored), made into a document; a
// document generated from a participant's questionnaire answers; signed by the participant and
// staff, the signed PDF verifying; every bad input answered with a code, nothing changed; another
// tenant's or participant's ids reach nothing.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidInputAnswer as InvalidInput } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { verifyEachSignature, verifyPades } from './signing/verify-pades';

describe('documents over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  let participant: string;
  let careStaff: string;
  let patientId: number;
  let otherPatientId: number;
  let carePatientId: number;

  const send = (method: string, url: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, url, token, body, host);
  /** A file's bytes (the shared test request reads text only). */
  const download = (url: string, token: string, host = 'demo.localhost') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: url,
          headers: { host: `${host}:${server.port}`, authorization: `Bearer ${token}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await server.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]?.n);

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
    const ids = await server.db.query<{ id: number; sub: string; username: string | null }>(
      `SELECT r.id::int AS id, c.subdomain AS sub, u.username FROM recipients r JOIN customers c ON c.id = r.customer_id
         LEFT JOIN users u ON u.id = r.user_id WHERE r.deleted_at IS NULL ORDER BY r.id`,
    );
    patientId = ids.rows.find((r) => r.sub === 'demo' && r.username === 'participant')!.id;
    otherPatientId = ids.rows.find((r) => r.sub === 'demo' && r.username !== 'participant')!.id;
    carePatientId = ids.rows.find((r) => r.sub === 'care')!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps a draft over visits: autosave, conflict, versions, restore, then a document', async () => {
    const created = await send('POST', '/api/documents/drafts', staff, { title: 'Notat om Kari', patientId });
    expect(created.status).toBe(201);
    const { id, revision } = created.json<{ id: number; revision: number }>();
    const first = await send('PUT', `/api/documents/drafts/${id}`, staff, {
      title: 'Notat om Kari',
      html: '<h2>Dag 1</h2><p>Første avsnitt.</p>',
      revision,
    });
    expect(first.status).toBe(200);
    const r2 = first.json<{ revision: number }>().revision;
    // A stale tab's autosave is refused, and nothing it sent is stored.
    const stale = await send('PUT', `/api/documents/drafts/${id}`, staff, {
      title: 'x',
      html: '<p>gammel</p>',
      revision,
    });
    expect(stale.status).toBe(409);
    expect(stale.json<{ error: string }>().error).toBe('draft_conflict');
    // Next visit, after a pause: the earlier text is kept as a version.
    server.app.clock.advance(11 * 60_000);
    const second = await send('PUT', `/api/documents/drafts/${id}`, staff, {
      title: 'Notat om Kari',
      html: '<h2>Dag 1</h2><p>Første avsnitt.</p><h2>Dag 2</h2><p>Andre avsnitt.</p>',
      revision: r2,
    });
    expect(second.json<{ versioned: boolean }>().versioned).toBe(true);
    const versions = (await send('GET', `/api/documents/drafts/${id}/versions`, staff)).json<{
      versions: { id: number }[];
    }>().versions;
    expect(versions).toHaveLength(1);
    const restored = await send(
      'POST',
      `/api/documents/drafts/${id}/versions/${versions[0]!.id}/restore`,
      staff,
    );
    expect(restored.json<{ html: string }>().html).not.toContain('Dag 2');
    const back = (await send('GET', `/api/documents/drafts/${id}/versions`, staff)).json<{
      versions: { id: number }[];
    }>().versions;
    expect(back).toHaveLength(2);
    await send('POST', `/api/documents/drafts/${id}/versions/${back[0]!.id}/restore`, staff);
    const draft = (await send('GET', `/api/documents/drafts/${id}`, staff)).json<{ html: string }>();
    expect(draft.html).toContain('Dag 2');

    // "Save as version" keeps the text as it is now, even without a change since the last save.
    const current = (await send('GET', `/api/documents/drafts/${id}`, staff)).json<{
      revision: number;
      html: string;
    }>();
    const checkpoint = await send('PUT', `/api/documents/drafts/${id}`, staff, {
      title: 'Notat om Kari',
      html: current.html,
      revision: current.revision,
      checkpoint: true,
    });
    expect(checkpoint.json<{ versioned: boolean }>().versioned).toBe(true);
    const kept = (await send('GET', `/api/documents/drafts/${id}/versions`, staff)).json<{
      versions: { id: number }[];
    }>();
    expect(kept.versions).toHaveLength(4);

    const pdf = await download(`/api/documents/drafts/${id}/pdf`, staff);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    const finished = await send('POST', `/api/documents/drafts/${id}/finish`, staff, { share: true });
    expect(finished.status).toBe(201);
    const { documentId, documentPatientId } = finished.json<{
      documentId: number;
      documentPatientId: number;
    }>();
    expect(documentPatientId).toBeGreaterThan(0);
    expect(await count('documents WHERE id = $1 AND path IS NOT NULL', [documentId])).toBe(1);
    expect(await count('dockladd_properties WHERE id = $1 AND document_id = $2', [id, documentId])).toBe(1);
    // A finished draft is no longer written to.
    expect(
      (await send('PUT', `/api/documents/drafts/${id}`, staff, { title: 'x', html: '', revision: 99 }))
        .status,
    ).toBe(409);
    expect((await send('POST', `/api/documents/drafts/${id}/finish`, staff, {})).status).toBe(409);
  });

  it("puts images picked from stored files into the draft's PDF, only those the staff member may read", async () => {
    // A 1×1 PNG uploaded as a file of the tenant, then placed in a draft by its download address.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (token: string, host?: string) =>
      server.request('/api/files?name=punkt.png', {
        method: 'POST',
        ...(host ? { host } : {}),
        headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
        body: png,
      });
    const ours = await upload(staff);
    expect(ours.status, ours.text).toBe(201);
    const theirs = await upload(careStaff, 'care.localhost');
    expect(theirs.status, theirs.text).toBe(201);
    const pdfOf = async (fileId: number) => {
      const created = await send('POST', '/api/documents/drafts', staff, { title: 'Med bilde', patientId });
      const { id, revision } = created.json<{ id: number; revision: number }>();
      const saved = await send('PUT', `/api/documents/drafts/${id}`, staff, {
        title: 'Med bilde',
        html: `<p>Bildet:</p><img src="/api/files/${fileId}" alt="Punkt">`,
        revision,
      });
      expect(saved.json<{ html: string }>().html).toContain(`src="/api/files/${fileId}"`);
      const pdf = await download(`/api/documents/drafts/${id}/pdf`, staff);
      expect(pdf.status).toBe(200);
      return pdf.body.toString('latin1');
    };
    expect(await pdfOf(ours.json<{ id: number }>().id)).toMatch(/\/Subtype\s*\/Image/);
    // Another tenant's file (or none) stays out of the PDF: its text is there, no image.
    const foreign = await pdfOf(theirs.json<{ id: number }>().id);
    expect(foreign).toMatch(/^%PDF-/);
    expect(foreign).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('stores editor HTML without scripts, event handlers or javascript: links', async () => {
    const { id, revision } = (await send('POST', '/api/documents/drafts', staff, { title: 'Farlig' })).json<{
      id: number;
      revision: number;
    }>();
    const evil =
      '<p onclick="steal()">Hei<script>alert(document.cookie)</script></p>' +
      '<img src="/api/files/1" onerror="steal()"><a href="javascript:alert(1)">lenke</a>' +
      '<a href="JAVASCRIPT:alert(1)">to</a><iframe src="https://evil.example"></iframe>';
    const saved = await send('PUT', `/api/documents/drafts/${id}`, staff, {
      title: 'Farlig',
      html: evil,
      revision,
    });
    expect(saved.status).toBe(200);
    const { rows } = await server.db.query<{ html: string }>(
      'SELECT html FROM dockladd_properties WHERE id = $1',
      [id],
    );
    const stored = rows[0]!.html;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(stored).toContain('<p>Hei</p>');
    // Also on create.
    const made = await send('POST', '/api/documents/drafts', staff, {
      title: 'To',
      html: '<p>a</p><script>x()</script>',
    });
    const again = await server.db.query<{ html: string }>(
      'SELECT html FROM dockladd_properties WHERE id = $1',
      [made.json<{ id: number }>().id],
    );
    expect(again.rows[0]!.html).toBe('<p>a</p>');
  });

  it('refuses bad draft input with a code and changes nothing', async () => {
    const before = await count('dockladd_properties');
    for (const body of [
      { title: '' },
      { title: 'x'.repeat(201) },
      { title: 'ok', patientId: 'x' },
      { title: 'ok', language: 'sv' },
    ]) {
      const answer = await send('POST', '/api/documents/drafts', staff, body);
      expect(answer.status).toBe(400);
      // The kit's one shape, with the draft form's code on the field (issue 25).
      const refused = answer.json<InvalidInput>();
      expect(refused.error).toBe('invalid_input');
      expect(refused.issues[0]).toMatchObject({ field: Object.keys(body).at(-1), code: 'documents.draftInvalid' });
    }
    // Another tenant's participant is a missing participant here.
    const foreign = await send('POST', '/api/documents/drafts', staff, {
      title: 'ok',
      patientId: carePatientId,
    });
    expect(foreign.status).toBe(404);
    expect(await count('dockladd_properties')).toBe(before);
  });

  it("keeps drafts to the tenant's staff; a participant or another tenant reaches nothing", async () => {
    const { id } = (await send('POST', '/api/documents/drafts', staff, { title: 'Privat' })).json<{
      id: number;
    }>();
    expect((await send('GET', `/api/documents/drafts/${id}`, participant)).status).toBe(403);
    expect(
      (await send('GET', `/api/documents/drafts/${id}`, careStaff, undefined, 'care.localhost')).status,
    ).toBe(404);
    // Another tenant's token on this tenant's host is refused.
    expect([401, 403]).toContain((await send('GET', `/api/documents/drafts/${id}`, careStaff)).status);
    // A colleague reads it, a team leader may change it, another staff member may not.
    expect((await send('GET', `/api/documents/drafts/${id}`, leader)).status).toBe(200);
    const gql = await send('POST', '/api/srvproxy/v1/graphql', participant, {
      query: '{ dockladd_properties { id } }',
    });
    expect(JSON.stringify(gql.json())).not.toMatch(/"id"/);
    const careGql = await send(
      'POST',
      '/api/srvproxy/v1/graphql',
      careStaff,
      { query: '{ dockladd_properties { id title } }' },
      'care.localhost',
    );
    expect(JSON.stringify(careGql.json())).not.toContain('Privat');
    // Writes through the data API are not allowed: only the sanitising route writes HTML.
    const write = await send('POST', '/api/srvproxy/v1/graphql', staff, {
      query: `mutation { update_dockladd_properties(where: {id: {_eq: ${id}}}, _set: {html: "<script>x()</script>"}) { affected_rows } }`,
    });
    expect(JSON.stringify(write.json())).toMatch(/errors/);
  });

  it("generates a document from the participant's questionnaire answers, in the tenant brand", async () => {
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT q.id::int AS id FROM queries q JOIN queries_cache c ON c.query_uuid = q.query_uuid
        WHERE q.patient_id = $1 AND q.status = 'ANSWERED' AND q.deleted_at IS NULL LIMIT 1`,
      [patientId],
    );
    const queryId = rows[0]!.id;
    const template = (
      await server.db.query<{ id: number }>(
        `SELECT t.id::int AS id FROM document_templates t JOIN customers c ON c.id = t.customer_id
          WHERE c.subdomain = 'demo' AND t.body LIKE '%answers.q1%' AND t.language = 'no'`,
      )
    ).rows[0]!.id;
    const preview = await send('POST', '/api/documents/generate/preview', staff, {
      templateId: template,
      patientId,
      queryId,
    });
    expect(preview.status).toBe(200);
    const { text, title, html } = preview.json<{ text: string; title: string; html: string }>();
    expect(text).toContain('Hvordan går det: Bra');
    // The preview as the PDF lays it out: headings, bold and bullets, no markdown markers (issue 26 item 9).
    expect(html).toContain('<h1>Oppsummering av kartleggingen</h1>');
    expect(html).toMatch(/<p>Deltaker: <strong>[^<]+<\/strong><\/p>/);
    expect(html).toContain('<li>Hvordan går det: Bra</li>');
    expect(html).not.toMatch(/\*\*|(^|>)#|(^|>)- /);
    expect(text).not.toContain('[?');
    expect(title).toContain('Oppsummering');

    // Someone else's questionnaire, another tenant's template or participant: refused, nothing saved.
    const before = await count('documents');
    const otherQuery = (
      await server.db.query<{ id: number }>(
        'SELECT id::int AS id FROM queries WHERE patient_id = $1 LIMIT 1',
        [otherPatientId],
      )
    ).rows[0]!.id;
    expect(
      (
        await send('POST', '/api/documents/generate', staff, {
          templateId: template,
          patientId,
          queryId: otherQuery,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send('POST', '/api/documents/generate', staff, {
          templateId: template,
          patientId: carePatientId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send(
          'POST',
          '/api/documents/generate',
          careStaff,
          { templateId: template, patientId: carePatientId },
          'care.localhost',
        )
      ).status,
    ).toBe(404);
    expect(
      (await send('POST', '/api/documents/generate', staff, { templateId: 'x', patientId })).json<InvalidInput>(),
    ).toMatchObject({ error: 'invalid_input', field: 'templateId', issues: [{ code: 'documents.generateInvalid' }] });
    expect(
      (await send('POST', '/api/documents/generate', participant, { templateId: template, patientId }))
        .status,
    ).toBe(403);
    expect(await count('documents')).toBe(before);

    const made = await send('POST', '/api/documents/generate', staff, {
      templateId: template,
      patientId,
      queryId,
      share: true,
    });
    expect(made.status).toBe(201);
    const share = made.json<{ documentPatientId: number }>().documentPatientId;
    const pdf = await download(`/api/documents/shares/${share}/pdf`, participant);
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends a document for signing by SMS; the participant and staff sign; the signed PDF verifies', async () => {
    const template = (
      await server.db.query<{ id: number }>(
        `SELECT t.id::int AS id FROM document_templates t JOIN customers c ON c.id = t.customer_id
          WHERE c.subdomain = 'demo' AND t.title LIKE 'Bekreftelse%'`,
      )
    ).rows[0]!.id;
    const share = (
      await send('POST', '/api/documents/generate', staff, { templateId: template, patientId, share: true })
    ).json<{
      documentPatientId: number;
    }>().documentPatientId;
    // The participant cannot sign before it is sent for signing; nor can they send it.
    expect(
      (await send('POST', `/api/documents/shares/${share}/sign`, participant, { confirm: true })).status,
    ).toBe(409);
    expect((await send('POST', `/api/documents/shares/${share}/signing`, participant, {})).status).toBe(403);

    const sent = await send('POST', `/api/documents/shares/${share}/signing`, staff, {
      signedByTherapist: true,
      combineSignatures: true,
    });
    expect(sent.status).toBe(200);
    expect(sent.json<{ smsSent: boolean }>().smsSent).toBe(true);
    const outbox = await readFile(path.join(server.config.dataDir, 'outbox', 'sms.jsonl'), 'utf8');
    const sms = outbox
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { content: string })
      .at(-1)!;
    expect(sms.content).toContain(`/customer/documents/sign/${share}`);
    expect(sms.content).not.toMatch(/token|[0-9a-f]{32}/i);
    expect(
      await count(
        'document_sms ds JOIN document_patient dp ON dp.document_id = ds.document_id WHERE dp.id = $1',
        [share],
      ),
    ).toBe(1);
    // Sent again at once: no second SMS.
    expect(
      (
        await send('POST', `/api/documents/shares/${share}/signing`, staff, { signedByTherapist: true })
      ).json<{ smsSent: boolean }>().smsSent,
    ).toBe(false);

    // Without an explicit confirmation nothing is signed.
    expect(
      (await send('POST', `/api/documents/shares/${share}/sign`, participant, {})).json<InvalidInput>(),
    ).toMatchObject({ error: 'invalid_input', field: 'confirm', issues: [{ code: 'documents.signingInvalid' }] });
    const state = (await send('GET', `/api/documents/shares/${share}/signing`, participant)).json<{
      mayISign: boolean;
      needed: string[];
    }>();
    expect(state).toMatchObject({ mayISign: true, needed: ['PATIENT', 'THERAPIST'] });

    const first = await send('POST', `/api/documents/shares/${share}/sign`, participant, { confirm: true });
    expect(first.json()).toEqual({ status: 'SIGNED_BY_PATIENT', signed: false });
    // The participant's signature is sealed at once: the copy so far holds one valid signature.
    const afterFirst = await download(`/api/documents/shares/${share}/pdf?copy=signed`, staff);
    expect(verifyEachSignature(afterFirst.body)).toMatchObject([
      { valid: true, coversWholeFile: true, name: 'Ola Hansen' },
    ]);
    const firstKey = (
      await server.db.query<{ pades_path: string }>('SELECT pades_path FROM document_patient WHERE id = $1', [
        share,
      ])
    ).rows[0]!.pades_path;
    // Who signs can no longer change once someone has signed.
    const changed = await send('POST', `/api/documents/shares/${share}/signing`, staff, {
      signedByTherapist: false,
    });
    expect(changed.status).toBe(409);
    expect(changed.json<{ error: string }>().error).toBe('signing_started');
    expect(
      (await send('POST', `/api/documents/shares/${share}/sign`, participant, { confirm: true })).status,
    ).toBe(409);
    const last = await send('POST', `/api/documents/shares/${share}/sign`, staff, {
      confirm: true,
      language: 'no',
    });
    expect(last.json()).toEqual({ status: 'SIGNED', signed: true });

    const { rows } = await server.db.query<{ pades_path: string; status: string; esignature_status: string }>(
      'SELECT pades_path, status, esignature_status FROM document_patient WHERE id = $1',
      [share],
    );
    expect(rows[0]).toMatchObject({ status: 'SIGNED', esignature_status: 'SIGNED' });
    const signed = await download(`/api/documents/shares/${share}/pdf?copy=signed`, participant);
    expect(signed.status).toBe(200);
    const check = verifyPades(signed.body);
    expect(check).toMatchObject({ valid: true, coversWholeFile: true });
    // One signature per signer: the participant's revision is the signed copy's first bytes, unchanged.
    expect(signed.body.subarray(0, afterFirst.body.length).equals(afterFirst.body)).toBe(true);
    expect(verifyEachSignature(signed.body).map((c) => ({ valid: c.valid, name: c.name }))).toEqual([
      { valid: true, name: 'Ola Hansen' },
      { valid: true, name: 'Kari Nordmann' },
    ]);
    // The copy before the last signature is gone (the new one holds it).
    expect(rows[0]!.pades_path).not.toBe(firstKey);
    await expect(readFile(path.join(server.config.dataDir, 'files', rows[0]!.pades_path))).resolves.toEqual(
      signed.body,
    );
    await expect(readFile(path.join(server.config.dataDir, 'files', firstKey))).rejects.toThrow();
    // A byte changed inside the signed range breaks it.
    const tampered = Buffer.from(signed.body);
    const at = tampered.indexOf('Bekreftelse');
    tampered[at] = 'b'.charCodeAt(0);
    expect(verifyPades(tampered).valid).toBe(false);
    expect((await send('GET', `/api/documents/shares/${share}/verify`, participant)).json()).toMatchObject({
      valid: true,
      signatures: [{ valid: true }, { valid: true }],
    });

    // Another tenant, by id: nothing.
    expect(
      (await send('GET', `/api/documents/shares/${share}/pdf`, careStaff, undefined, 'care.localhost'))
        .status,
    ).toBe(404);
    expect(
      (
        await send(
          'POST',
          `/api/documents/shares/${share}/sign`,
          careStaff,
          { confirm: true },
          'care.localhost',
        )
      ).status,
    ).toBe(404);
  });

  it("never shows one participant another participant's document", async () => {
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT dp.id::int AS id FROM document_patient dp WHERE dp.patient_id = $1 LIMIT 1`,
      [otherPatientId],
    );
    const other = rows[0]!.id;
    expect((await send('GET', `/api/documents/shares/${other}/pdf`, participant)).status).toBe(404);
    expect((await send('GET', `/api/documents/shares/${other}/signing`, participant)).status).toBe(404);
    expect(
      (await send('POST', `/api/documents/shares/${other}/sign`, participant, { confirm: true })).status,
    ).toBe(404);
  });
});
