// Issue 26 item 6 for files and documents, on PGlite and PostgreSQL: a signing request and an upload
// sent twice with the same Idempotency-Key (a double click, a retry after a lost answer) are done
// once, and the repeat gets the first answer; another key is another request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentsKit, type DocumentsKit } from './documents-test-kit';

let kit: DocumentsKit;

beforeAll(async () => {
  kit = await startDocumentsKit();
});
afterAll(async () => {
  await kit?.close();
});

const count = async (sql: string, params: unknown[]) =>
  Number((await kit.server.db.query<{ n: string | number }>(sql, params)).rows[0]!.n);

describe('a signing request with a key', () => {
  it('is sent once: the repeat gets the first answer, not a second request or SMS', async () => {
    const { shareId, documentId } = await kit.generateShare(kit.staff, true);
    const send = () =>
      kit.server.request(`/api/documents/shares/${shareId}/signing`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${kit.staff}`,
          'content-type': 'application/json',
          'idempotency-key': `signing-${shareId}-once`,
        },
        body: JSON.stringify({ signedByTherapist: false }),
      });
    const first = await send();
    expect(first.status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ smsSent: true });
    expect(await count('SELECT count(*) AS n FROM document_sms WHERE document_id = $1', [documentId])).toBe(
      1,
    );
  });
});

describe('an upload with a key', () => {
  const upload = (key: string, name: string) =>
    kit.server.request(`/api/files?name=${encodeURIComponent(name)}&patient_id=${kit.patientId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kit.staff}`, 'content-type': 'text/plain', 'idempotency-key': key },
      body: Buffer.from('Notat fra samtalen.'),
    });
  const stored = (name: string) =>
    count('SELECT count(*) AS n FROM documents WHERE name = $1 AND customer_id = $2', [name, kit.demoId]);

  it('stores the file once; the repeat gets the first answer', async () => {
    const first = await upload('upload-key-one', 'samtale-notat.txt');
    expect(first.status).toBe(201);
    const again = await upload('upload-key-one', 'samtale-notat.txt');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stored('samtale-notat.txt')).toBe(1);
  });

  it('with another key is another upload, and a key used for another file is refused', async () => {
    expect((await upload('upload-key-two', 'samtale-notat.txt')).status).toBe(201);
    expect(await stored('samtale-notat.txt')).toBe(2);
    const reused = await upload('upload-key-two', 'annet-notat.txt');
    expect(reused.status).toBe(422);
    expect(reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await stored('annet-notat.txt')).toBe(0);
  });
});
