// The demo's signed shares download as real signed copies (made when first read), whose
// signatures verify; any other missing signed copy stays a 404 (signed-documents.http.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentsKit, type DocumentsKit } from './documents-test-kit';
import { verifyPades } from './signing/verify-pades';

describe('the demo’s signed documents', () => {
  let kit: DocumentsKit;
  beforeAll(async () => {
    kit = await startDocumentsKit();
  }, 120_000);
  afterAll(async () => kit?.close());

  it('download as a signed copy that verifies, the same bytes each time', async () => {
    const { rows } = await kit.server.db.query<{ id: number }>(
      `SELECT id::int AS id FROM document_patient WHERE customer_id = $1 AND patient_id = $2 AND status = 'SIGNED'
         AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [kit.demoId, kit.patientId],
    );
    const shareId = rows[0]!.id;
    const [first, second] = await Promise.all([
      kit.shareBytes(shareId, kit.participant, 'signed'),
      kit.shareBytes(shareId, kit.staff, 'signed'),
    ]);
    expect(first.status).toBe(200);
    expect(first.bytes?.equals(second.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(verifyPades(first.bytes!)).toMatchObject({ valid: true, coversWholeFile: true });
    const again = await kit.shareBytes(shareId, kit.participant, 'signed');
    expect(again.bytes?.equals(first.bytes!)).toBe(true);
    const verified = await kit.send('GET', `/api/documents/shares/${shareId}/verify`, kit.participant);
    expect(verified.json()).toMatchObject({ valid: true });
  });
});
