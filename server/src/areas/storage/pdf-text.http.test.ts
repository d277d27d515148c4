// Issue 24 case 1 over HTTP, on PGlite and PostgreSQL: a participant's small PDF whose content stream
// inflates to MB is read for search on a pool thread, so /healthz answers again and again while the
// upload runs; the file is stored and listed whether or not its text was read within the limits.
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeDuring, workerTaskStarted } from '../../test/event-loop-probe';
import { inflatingPdf } from '../../test/pdf-bomb';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('a PDF upload that inflates to MB', () => {
  let server: TestServer;
  let participant: string;
  beforeAll(async () => {
    server = await startTestServer();
    participant = await signInAs(server, 'demo', 'participant');
  });
  afterAll(async () => server?.close());

  it('is read off the event loop: /healthz answers while it runs, and the file is kept and listed', async () => {
    const pdf = inflatingPdf(1024 * 1024);
    expect(pdf.length).toBeLessThan(16 * 1024);
    const { heavy, probesBefore } = await probeDuring({
      port: server.port,
      method: 'POST',
      path: '/api/files?name=bomb.pdf',
      headers: { authorization: `Bearer ${participant}`, 'content-type': 'application/pdf' },
      body: pdf,
      from: workerTaskStarted(server.app),
      probes: 3,
    });
    expect(heavy.status).toBe(201);
    // A /healthz made while the PDF was being read was answered before the upload was.
    expect(probesBefore).toBe(3);
    const answer = heavy.json<{ id: number; document_patient_id: number; text_indexing: string }>();
    expect(['indexed', 'timed_out']).toContain(answer.text_indexing);
    const { rows } = await server.db.query<{ length: number | null; patient_id: number }>(
      `SELECT length(d.text_content) AS length, dp.patient_id FROM documents d
         JOIN document_patient dp ON dp.document_id = d.id WHERE d.id = $1`,
      [answer.id],
    );
    expect(rows).toHaveLength(1);
    // PGlite computes the search column in the server's thread: its share of the text is smaller.
    const share =
      server.db.kind === 'pglite'
        ? HEAVY_WORK_LIMITS.pdfIndexMaxCharsEmbedded
        : HEAVY_WORK_LIMITS.pdfIndexMaxChars;
    expect(Number(rows[0]!.length ?? 0)).toBeLessThanOrEqual(share);
  });
});
