// Issue 14 parts 1-2 over HTTP, on PGlite and PostgreSQL: uploads (limit, type by content, clean
// name, checksum; nothing left of a refused or cut-off one), downloads (attachment, nosniff, ranges,
// 416), and who may read what: a participant their own shared documents, another tenant never.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function pdfWith(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 14, font });
  return Buffer.from(await pdf.save());
}

describe('files over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  let careStaff: string;
  let participantRecipient: number;
  let otherRecipient: number;

  function send(
    method: string,
    pathAndQuery: string,
    token: string | null,
    options: { body?: Buffer | string; headers?: Record<string, string>; host?: string } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: pathAndQuery,
          method,
          headers: {
            host: options.host ?? 'demo.localhost',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(options.body !== undefined
              ? { 'content-length': String(Buffer.byteLength(options.body)) }
              : {}),
            ...options.headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          });
        },
      );
      request.on('error', reject);
      if (options.body !== undefined) request.write(options.body);
      request.end();
    });
  }

  const upload = (token: string, name: string, body: Buffer | string, query = '') =>
    send('POST', `/api/files?name=${encodeURIComponent(name)}${query}`, token, {
      body,
      headers: { 'content-type': 'application/octet-stream' },
    });

  const counts = async () => {
    const documents = await server.db.query<{ n: string | number }>('SELECT count(*) AS n FROM documents');
    const links = await server.db.query<{ n: string | number }>('SELECT count(*) AS n FROM document_patient');
    const files = await readdir(path.join(server.config.dataDir, 'files'), { recursive: true }).catch(
      () => [],
    );
    return {
      documents: Number(documents.rows[0]!.n),
      links: Number(links.rows[0]!.n),
      files: files.filter((f) => !String(f).startsWith('.tmp') && /[0-9a-f-]{36}$/.test(String(f))).length,
      temporary: files.filter((f) => String(f).startsWith(`.tmp${path.sep}`)).length,
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
    const own = await server.db.query<{ id: string | number }>(
      `SELECT r.id FROM recipients r JOIN users u ON u.id = r.user_id JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND u.username = 'participant' ORDER BY r.id LIMIT 1`,
    );
    participantRecipient = Number(own.rows[0]!.id);
    const other = await server.db.query<{ id: string | number }>(
      `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND r.id <> $1 ORDER BY r.id LIMIT 1`,
      [participantRecipient],
    );
    otherRecipient = Number(other.rows[0]!.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a PDF for a participant with its checksum, type, clean name and text, and serves it back', async () => {
    const pdf = await pdfWith('Husleiekontrakten for leiligheten');
    const answer = await upload(
      staff,
      'Kontrakt\u0007 2026.pdf',
      pdf,
      `&patient_id=${participantRecipient}&category=CONTRACT&security_level=3`,
    );
    expect(answer.status).toBe(201);
    const created = answer.json<{
      id: number;
      document_patient_id: number;
      name: string;
      sha256: string;
      size: number;
      content_type: string;
    }>();
    expect(created).toMatchObject({
      name: 'Kontrakt 2026.pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      content_type: 'application/pdf',
    });
    const row = await server.db.query<{
      text_content: string | null;
      initiator: string;
      seen_by_patient: boolean;
    }>(
      `SELECT d.text_content, dp.initiator, dp.seen_by_patient FROM documents d JOIN document_patient dp ON dp.document_id = d.id WHERE d.id = $1`,
      [created.id],
    );
    expect(row.rows[0]).toMatchObject({ initiator: 'THERAPIST', seen_by_patient: false });
    expect(row.rows[0]!.text_content).toContain('Husleiekontrakten');

    const download = await send('GET', `/api/files/${created.id}`, staff);
    expect(download.status).toBe(200);
    expect(download.body.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Kontrakt 2026.pdf"; filename\*=UTF-8''Kontrakt%202026.pdf$/,
    );
    expect(download.headers['accept-ranges']).toBe('bytes');
  });

  it('serves the demo documents as real PDFs, written at start', async () => {
    const { rows } = await server.db.query<{ id: string | number; sha256: string | null }>(
      `SELECT d.id, d.sha256 FROM documents d JOIN customers c ON c.id = d.customer_id WHERE c.subdomain = 'demo' AND d.name = 'Tiltaksplan.pdf'`,
    );
    expect(rows[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const answer = await send('GET', `/api/files/${rows[0]!.id}`, staff);
    expect(answer.status).toBe(200);
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(answer.body).digest('hex')).toBe(rows[0]!.sha256);
  });

  it('answers ranges with 206 and a range outside the file with 416', async () => {
    const created = (await upload(staff, 'notat.txt', 'Hei på deg, dette er et notat.')).json<{
      id: number;
      size: number;
    }>();
    const first = await send('GET', `/api/files/${created.id}`, staff, { headers: { range: 'bytes=0-2' } });
    expect(first.status).toBe(206);
    expect(first.body.toString()).toBe('Hei');
    expect(first.headers['content-range']).toBe(`bytes 0-2/${created.size}`);
    const suffix = await send('GET', `/api/files/${created.id}`, staff, { headers: { range: 'bytes=-7' } });
    expect(suffix.status).toBe(206);
    expect(suffix.body.toString()).toBe(' notat.');
    const outside = await send('GET', `/api/files/${created.id}`, staff, {
      headers: { range: `bytes=${created.size}-` },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${created.size}`);
    expect(outside.json()).toMatchObject({ error: 'range_not_satisfiable' });
  });

  it('refuses every bad upload with a clear code and keeps nothing', async () => {
    const before = await counts();
    const cases: [string, Buffer | string, string, number, string][] = [
      ['../../etc/passwd', 'x', '', 400, 'file_name_invalid'],
      ['mappe/brev.pdf', await pdfWith('x'), '', 400, 'file_name_invalid'],
      [
        'program.pdf',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]),
        '',
        415,
        'file_type_refused',
      ],
      ['side.txt', '<html><script>alert(1)</script></html>', '', 415, 'file_type_refused'],
      ['tom.txt', '', '', 400, 'file_empty'],
      ['bilde.png', PNG, '&category=NOPE', 400, 'invalid_input'],
      ['bilde.png', PNG, '&security_level=9', 400, 'invalid_input'],
      ['bilde.png', PNG, '&patient_id=999999999', 404, 'patient_not_found'],
    ];
    for (const [name, body, query, status, code] of cases) {
      const answer = await upload(staff, name, body, query);
      expect([name, answer.status, answer.json().error]).toEqual([name, status, code]);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an upload over the limit, declared or not, and keeps nothing', async () => {
    const small = await startTestServer({ env: { UPLOAD_MAX_MB: '0.01' } });
    const token = await signInAs(small, 'demo', 'staff');
    try {
      const big = Buffer.concat([PNG, Buffer.alloc(20_000, 1)]);
      const declared = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: small.port,
            path: '/api/files?name=stor.png',
            method: 'POST',
            headers: {
              host: 'demo.localhost',
              authorization: `Bearer ${token}`,
              'content-length': String(big.length),
            },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(big);
      });
      expect(declared).toBe(413);
      // Chunked: no length up front, so the limit is found while streaming.
      const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: small.port,
            path: '/api/files?name=stor.png',
            method: 'POST',
            headers: {
              host: 'demo.localhost',
              authorization: `Bearer ${token}`,
              'transfer-encoding': 'chunked',
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (c: Buffer) => chunks.push(c));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
          },
        );
        request.on('error', () => undefined);
        request.write(PNG);
        for (let i = 0; i < 10; i++) request.write(Buffer.alloc(4000, 1));
        request.end();
        setTimeout(() => reject(new Error('no answer')), 20_000).unref();
      });
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body)).toMatchObject({ error: 'file_too_large' });
      const { rows } = await small.db.query<{ n: string | number }>(
        "SELECT count(*) AS n FROM documents WHERE name = 'stor.png'",
      );
      expect(Number(rows[0]!.n)).toBe(0);
      const files = await readdir(path.join(small.config.dataDir, 'files'), { recursive: true }).catch(
        () => [],
      );
      expect(files.filter((f) => /[0-9a-f-]{36}$/.test(String(f)))).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('keeps nothing of an upload cut off halfway', async () => {
    const before = await counts();
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port: server.port,
        path: '/api/files?name=halv.png',
        method: 'POST',
        headers: { host: 'demo.localhost', authorization: `Bearer ${staff}`, 'content-length': '500000' },
      });
      request.on('error', () => resolve());
      request.write(Buffer.concat([PNG, Buffer.alloc(100_000, 1)]), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 50);
      });
    });
    // The server notices the cut and cleans up; wait for that state, not for a time.
    for (let i = 0; i < 200 && (await counts()).temporary > 0; i++) await new Promise((r) => setImmediate(r));
    await expect.poll(async () => counts(), { interval: 20, timeout: 10_000 }).toEqual(before);
  });

  it('lets a participant read only their own shared documents, and another tenant nothing', async () => {
    const shared = (
      await upload(staff, 'Delt brev.pdf', await pdfWith('Delt'), `&patient_id=${participantRecipient}`)
    ).json<{ id: number; document_patient_id: number }>();
    const notShared = shared; // shared only after the staff member says so
    expect((await send('GET', `/api/files/${notShared.id}`, participant)).status).toBe(404);
    await server.db.query('UPDATE document_patient SET share_with_recipient = true WHERE id = $1', [
      shared.document_patient_id,
    ]);
    const read = await send('GET', `/api/files/${shared.id}`, participant);
    expect(read.status).toBe(200);

    const others = (
      await upload(staff, 'Annen deltaker.pdf', await pdfWith('Annen'), `&patient_id=${otherRecipient}`)
    ).json<{ id: number; document_patient_id: number }>();
    await server.db.query('UPDATE document_patient SET share_with_recipient = true WHERE id = $1', [
      others.document_patient_id,
    ]);
    expect((await send('GET', `/api/files/${others.id}`, participant)).status).toBe(404);
    expect((await send('GET', `/api/files/${shared.id}`, careStaff, { host: 'care.localhost' })).status).toBe(
      404,
    );
    // A token of one tenant is no token at another.
    expect((await send('GET', `/api/files/${shared.id}`, staff, { host: 'care.localhost' })).status).toBe(
      401,
    );
    expect((await send('GET', `/api/files/${shared.id}`, null)).status).toBe(401);

    // Hidden for the patient: gone for them at once.
    await server.db.query('UPDATE document_patient SET hide_for_patient = true WHERE id = $1', [
      shared.document_patient_id,
    ]);
    expect((await send('GET', `/api/files/${shared.id}`, participant)).status).toBe(404);
  });

  it('lets a participant upload only for themselves, and mark their own documents seen', async () => {
    const own = await upload(participant, 'Legeerklæring.png', PNG);
    expect(own.status).toBe(201);
    const created = own.json<{ id: number; document_patient_id: number }>();
    const row = await server.db.query<{
      patient_id: string | number;
      initiator: string;
      seen_by_therapist: boolean;
    }>('SELECT patient_id, initiator, seen_by_therapist FROM document_patient WHERE id = $1', [
      created.document_patient_id,
    ]);
    expect(row.rows[0]).toMatchObject({ initiator: 'PATIENT', seen_by_therapist: false });
    expect(Number(row.rows[0]!.patient_id)).toBe(participantRecipient);
    expect((await upload(participant, 'x.png', PNG, `&patient_id=${otherRecipient}`)).status).toBe(403);

    expect((await send('POST', `/api/files/patient/${created.document_patient_id}/seen`, staff)).status).toBe(
      200,
    );
    const seen = await server.db.query<{ seen_by_therapist: boolean }>(
      'SELECT seen_by_therapist FROM document_patient WHERE id = $1',
      [created.document_patient_id],
    );
    expect(seen.rows[0]!.seen_by_therapist).toBe(true);

    const others = (
      await upload(staff, 'Ikke din.pdf', await pdfWith('x'), `&patient_id=${otherRecipient}`)
    ).json<{ document_patient_id: number }>();
    expect(
      (await send('POST', `/api/files/patient/${others.document_patient_id}/seen`, participant)).status,
    ).toBe(404);
  });

  it('soft-deletes with a reason and marks imported_to_epr, staff only', async () => {
    const created = (
      await upload(staff, 'Slett meg.pdf', await pdfWith('x'), `&patient_id=${participantRecipient}`)
    ).json<{ id: number; document_patient_id: number }>();
    const json = { 'content-type': 'application/json' };
    const dp = created.document_patient_id;
    expect(
      (
        await send('POST', `/api/files/patient/${dp}/imported-to-epr`, participant, {
          body: '{"imported":true}',
          headers: json,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send('POST', `/api/files/patient/${dp}/imported-to-epr`, staff, {
          body: '{"imported":"ja"}',
          headers: json,
        })
      ).json(),
    ).toMatchObject({ error: 'invalid_input', field: 'imported' });
    expect(
      (
        await send('POST', `/api/files/patient/${dp}/imported-to-epr`, staff, {
          body: '{"imported":true}',
          headers: json,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await send('POST', `/api/files/patient/${dp}/imported-to-epr`, careStaff, {
          body: '{"imported":true}',
          headers: json,
          host: 'care.localhost',
        })
      ).status,
    ).toBe(404);

    const noReason = (
      await send('POST', `/api/files/patient/${dp}/delete`, staff, { body: '{"reason":""}', headers: json })
    ).json<{ error: string; field: string; issues: { code?: string }[] }>();
    expect(noReason).toMatchObject({ error: 'invalid_input', field: 'reason' });
    expect(noReason.issues[0]?.code).toBe('files.deleteReasonRequired');
    expect(
      (
        await send('POST', `/api/files/patient/${dp}/delete`, participant, {
          body: '{"reason":"feil fil"}',
          headers: json,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send('POST', `/api/files/patient/${dp}/delete`, staff, {
          body: '{"reason":"Lastet opp feil fil"}',
          headers: json,
        })
      ).status,
    ).toBe(200);
    const row = await server.db.query<{
      delete_comment: string;
      deleted_by: string | number | null;
      deleted_at: unknown;
      imported_to_epr: boolean;
    }>('SELECT delete_comment, deleted_by, deleted_at, imported_to_epr FROM document_patient WHERE id = $1', [
      dp,
    ]);
    expect(row.rows[0]).toMatchObject({ delete_comment: 'Lastet opp feil fil', imported_to_epr: true });
    expect(row.rows[0]!.deleted_at).not.toBeNull();
    expect(row.rows[0]!.deleted_by).not.toBeNull();
  });
});
