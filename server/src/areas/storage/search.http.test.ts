// Issue 14 part 3 over HTTP, on PGlite and PostgreSQL: search_document_patient(args: { search }) is a
// tracked function of the data API; it finds words in names and inside PDFs, stemmed in Norwegian and
// English, and returns only what the caller's permissions on document_patient allow.
import http from 'node:http';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

async function pdfWith(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 700 - i * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

describe('search_document_patient', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  let careStaff: string;
  let participantRecipient: number;
  let otherRecipient: number;

  const post = (
    pathAndQuery: string,
    token: string,
    body: Buffer | string,
    headers: Record<string, string>,
    host = 'demo.localhost',
  ) =>
    new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: pathAndQuery,
          method: 'POST',
          headers: {
            host,
            authorization: `Bearer ${token}`,
            'content-length': String(Buffer.byteLength(body)),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const upload = async (name: string, lines: string[], patient: number, shared: boolean) => {
    const answer = await post(
      `/api/files?name=${encodeURIComponent(name)}&patient_id=${patient}`,
      staff,
      await pdfWith(lines),
      { 'content-type': 'application/pdf' },
    );
    expect(answer.status).toBe(201);
    const id = answer.json.document_patient_id as number;
    if (shared)
      await server.db.query('UPDATE document_patient SET share_with_recipient = true WHERE id = $1', [id]);
    return id;
  };

  const search = async (token: string, text: string, host = 'demo.localhost') => {
    const answer = await post(
      '/api/srvproxy/v1/graphql',
      token,
      JSON.stringify({
        query:
          'query Search($s: String) { search_document_patient(args: { search: $s }, order_by: { id: asc }) { id document { name } } search_document_patient_aggregate(args: { search: $s }) { aggregate { count } } }',
        variables: { s: text },
      }),
      { 'content-type': 'application/json' },
      host,
    );
    expect(answer.json.errors).toBeUndefined();
    const data = answer.json.data as {
      search_document_patient: { id: number; document: { name: string } }[];
      search_document_patient_aggregate: { aggregate: { count: number } };
    };
    expect(data.search_document_patient_aggregate.aggregate.count).toBe(data.search_document_patient.length);
    // Only this test's uploads: the demo documents have words (and a category REPORT) of their own.
    return data.search_document_patient
      .map((row) => row.document.name)
      .filter((name) => ['Vedtak.pdf', 'Report.pdf', 'Annen.pdf', 'upload-notat_mars.pdf'].includes(name));
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
      `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id WHERE c.subdomain = 'demo' AND r.id <> $1 ORDER BY r.id LIMIT 1`,
      [participantRecipient],
    );
    otherRecipient = Number(other.rows[0]!.id);
    await upload(
      'Vedtak.pdf',
      ['Vedtaket om arbeidsavklaringspenger er fattet.', 'Husleiekontrakten ligger ved.'],
      participantRecipient,
      true,
    );
    await upload(
      'Report.pdf',
      ['The quarterly reports were approved by the committee.'],
      participantRecipient,
      false,
    );
    await upload('Annen.pdf', ['Husleiekontrakten til en annen deltaker.'], otherRecipient, true);
    await upload('upload-notat_mars.pdf', ['Kort oppsummering.'], otherRecipient, false);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds a word inside a PDF, stemmed in Norwegian and in English, and by a prefix of the name', async () => {
    expect(await search(staff, 'husleiekontrakt')).toEqual(['Vedtak.pdf', 'Annen.pdf']);
    expect(await search(staff, 'vedtakene')).toEqual(['Vedtak.pdf']);
    expect(await search(staff, 'report')).toEqual(['Report.pdf']);
    expect(await search(staff, 'approving committees')).toEqual(['Report.pdf']);
    expect(await search(staff, 'vedt')).toEqual(['Vedtak.pdf']);
    expect(await search(staff, 'finnesikke')).toEqual([]);
  });

  it('finds a word inside a file name, between dashes, underscores and the dot (issue 26 item 13)', async () => {
    expect(await search(staff, 'notat')).toEqual(['upload-notat_mars.pdf']);
    expect(await search(staff, 'mars')).toEqual(['upload-notat_mars.pdf']);
    expect(await search(staff, 'upload-notat')).toEqual(['upload-notat_mars.pdf']);
    expect(await search(staff, 'notat.pdf')).toEqual(['upload-notat_mars.pdf']);
  });

  it('returns only what the caller may read: the participant their own shared documents, another tenant nothing', async () => {
    expect(await search(participant, 'husleiekontrakt')).toEqual(['Vedtak.pdf']);
    expect(await search(participant, 'report')).toEqual([]);
    expect(await search(careStaff, 'husleiekontrakt', 'care.localhost')).toEqual([]);
  });

  it('finds the demo documents by the words of their text and by category', async () => {
    const answer = await post(
      '/api/srvproxy/v1/graphql',
      staff,
      JSON.stringify({
        query: '{ search_document_patient(args: { search: "arbeidstrening" }) { document { name } } }',
      }),
      { 'content-type': 'application/json' },
    );
    const rows = (answer.json.data as { search_document_patient: { document: { name: string } }[] })
      .search_document_patient;
    expect(new Set(rows.map((r) => r.document.name))).toEqual(new Set(['Tiltaksplan.pdf']));
  });

  it('treats search syntax and quotes as plain words', async () => {
    expect(await search(staff, "husleie' | !& :* kontrakt")).toEqual([]);
    expect(await search(staff, "'; DROP TABLE documents; --")).toEqual([]);
    const { rows } = await server.db.query<{ n: string | number }>('SELECT count(*) AS n FROM documents');
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });
});
