// Issue 24 case 3 over HTTP, on PGlite and PostgreSQL: a draft's PDF with a 3,000-cell table is
// made, and a draft near its length limit sanitised, on a pool thread while /healthz answers; an
// 8000 x 8000 PNG of a few KB is refused from its header before anything decodes it, and so are
// tables past the cell limit, in both languages, and a refused draft does not become a document.
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeDuring, workerTaskStarted } from '../../test/event-loop-probe';
import { pngOfSize } from '../../test/large-image';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

function table(rows: number, columns: number): string {
  const row = (r: number) => `<tr>${Array.from({ length: columns }, (_, c) => `<td>Rad ${r} felt ${c}</td>`).join('')}</tr>`;
  return `<table><tbody>${Array.from({ length: rows }, (_, r) => row(r)).join('')}</tbody></table>`;
}

describe('document PDFs within the limits', () => {
  let server: TestServer;
  let staff: string;
  let bigPng: string;

  const draftWith = async (html: string) => {
    const created = await sendJson(server, 'POST', '/api/documents/drafts', staff, { title: 'Grenser' });
    const { id, revision } = created.json<{ id: number; revision: number }>();
    const saved = await sendJson(server, 'PUT', `/api/documents/drafts/${id}`, staff, { title: 'Grenser', html, revision });
    expect(saved.status).toBe(200);
    return id;
  };
  const documents = async () => Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM documents')).rows[0]!.n);

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    bigPng = pngOfSize(8000, 8000).toString('base64');
  });
  afterAll(async () => server?.close());

  it('renders a 3,000-cell table off the event loop', async () => {
    const id = await draftWith(`<p>Oversikt</p>${table(1_000, 3)}`);
    const { heavy, probesBefore } = await probeDuring({
      port: server.port,
      method: 'GET',
      path: `/api/documents/drafts/${id}/pdf`,
      headers: { authorization: `Bearer ${staff}` },
      from: workerTaskStarted(server.app),
      probes: 3,
    });
    expect(heavy.status).toBe(200);
    expect(heavy.text.startsWith('%PDF-')).toBe(true);
    expect(probesBefore).toBe(3);
  });

  it('sanitises a draft near its 3,000,000-character limit off the event loop', async () => {
    const created = await sendJson(server, 'POST', '/api/documents/drafts', staff, { title: 'Lang' });
    const { id, revision } = created.json<{ id: number; revision: number }>();
    const html = table(24_000, 4);
    expect(html.length).toBeGreaterThan(2_500_000);
    const { heavy, probesBefore } = await probeDuring({
      port: server.port,
      method: 'PUT',
      path: `/api/documents/drafts/${id}`,
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Lang', html, revision }),
      from: workerTaskStarted(server.app),
      probes: 3,
    });
    expect(heavy.status).toBe(200);
    expect(probesBefore).toBe(3);
    expect(heavy.json<{ html: string }>().html).toContain('<td>Rad 23999 felt 3</td>');
  });

  it('refuses an 8000 x 8000 PNG of a few KB from its header, and the draft does not become a document', async () => {
    expect(bigPng.length).toBeLessThan(200 * 1024);
    const id = await draftWith(`<p>Bilde</p><p><img src="data:image/png;base64,${bigPng}" alt="stort"></p>`);
    const pdf = await sendJson(server, 'GET', `/api/documents/drafts/${id}/pdf`, staff);
    expect(pdf.status).toBe(422);
    expect(pdf.json()).toMatchObject({
      error: 'image_too_large',
      messages: {
        en: 'An image is too large (8000 x 8000 pixels); at most 16 megapixels fit in a PDF.',
        no: 'Et bilde er for stort (8000 x 8000 piksler); høyst 16 megapiksler får plass i en PDF.',
      },
    });
    const before = await documents();
    expect((await sendJson(server, 'POST', `/api/documents/drafts/${id}/finish`, staff, { share: false })).status).toBe(422);
    expect(await documents()).toBe(before);
  });

  it('refuses tables past the cell limit before rendering', async () => {
    const id = await draftWith(table(HEAVY_WORK_LIMITS.tableMaxCells / 2 + 1, 2));
    const pdf = await sendJson(server, 'GET', `/api/documents/drafts/${id}/pdf`, staff);
    expect(pdf.status).toBe(422);
    expect(pdf.json()).toMatchObject({
      error: 'table_too_large',
      cells: String(HEAVY_WORK_LIMITS.tableMaxCells + 2),
      messages: { no: `Tabellene har ${HEAVY_WORK_LIMITS.tableMaxCells + 2} celler; høyst ${HEAVY_WORK_LIMITS.tableMaxCells} får plass i en PDF.` },
    });
  });
});
