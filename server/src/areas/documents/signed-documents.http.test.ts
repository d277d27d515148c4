// Issue 24 cases 7 and 11, on PGlite and PostgreSQL with the demo data: after a real PAdES
// signature the document's name and file and the share's status cannot change (the database's rule,
// refused through GraphQL as a constraint-violation), so the participant's link keeps serving the
// file that was signed; and a verify of a signed share whose file is gone is a clear 404, not a 500.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentsKit, type DocumentsKit } from './documents-test-kit';

let kit: DocumentsKit;

beforeAll(async () => {
  kit = await startDocumentsKit();
});
afterAll(async () => {
  await kit?.close();
});

/** A share the participant has signed for real (the built-in PAdES provider). */
async function signedShare(): Promise<{ shareId: number; documentId: number }> {
  const made = await kit.generateShare(kit.staff, true);
  const sent = await kit.send('POST', `/api/documents/shares/${made.shareId}/signing`, kit.staff, {});
  expect(sent.status).toBe(200);
  const signed = await kit.send('POST', `/api/documents/shares/${made.shareId}/sign`, kit.participant, {
    confirm: true,
  });
  expect(signed.json()).toEqual({ status: 'SIGNED', signed: true });
  return made;
}

describe('a signed document stays signed (case 7)', () => {
  it('refuses changes of name, file and status through GraphQL and below it; the served file is unchanged', async () => {
    const { server, staff, leader, participant } = kit;
    const { shareId, documentId } = await signedShare();
    const original = await kit.shareBytes(shareId, participant);
    const signedCopy = await kit.shareBytes(shareId, participant, 'signed');
    expect(signedCopy.status).toBe(200);
    const other = await kit.generateShare(staff, true);
    const otherRow = await server.db.query<{ path: string }>('SELECT path FROM documents WHERE id = $1', [
      other.documentId,
    ]);

    const refusals = [
      await kit.gql(staff, `mutation { update_documents_by_pk(pk_columns: {id: ${documentId}}, _set: {name: "Endret.pdf"}) { id } }`),
      await kit.gql(leader, `mutation { update_document_patient_by_pk(pk_columns: {id: ${shareId}}, _set: {status: "SENT"}) { id } }`),
      await kit.gql(staff, `mutation { update_document_patient(where: {id: {_eq: ${shareId}}}, _set: {status: "ARCHIVED"}) { affected_rows } }`),
      await kit.gql(staff, `mutation { update_document_patient_by_pk(pk_columns: {id: ${shareId}}, _set: {document_id: ${other.documentId}}) { id } }`),
    ];
    for (const answer of refusals) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('constraint-violation');
      expect(answer.errors?.[0]?.message).toMatch(/signed/);
    }
    // The path is no input at all (case 4); below the API the database refuses it too.
    const pathInput = await kit.gql(
      staff,
      `mutation { update_documents_by_pk(pk_columns: {id: ${documentId}}, _set: {path: "${otherRow.rows[0]!.path}"}) { id } }`,
    );
    expect(pathInput.errors?.[0]?.extensions?.code).toBe('validation-failed');
    await expect(
      server.db.query('UPDATE documents SET path = $2 WHERE id = $1', [documentId, otherRow.rows[0]!.path]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      server.db.query(`UPDATE document_signatures SET signer_name = 'Someone else' WHERE document_patient_id = $1`, [shareId]),
    ).rejects.toMatchObject({ code: '23514' });

    // Through REST: sending it again or signing again is refused, nothing changes.
    expect((await kit.send('POST', `/api/documents/shares/${shareId}/signing`, staff, {})).status).toBe(409);
    expect(
      (await kit.send('POST', `/api/documents/shares/${shareId}/sign`, participant, { confirm: true })).status,
    ).toBe(409);

    const row = await server.db.query<{ name: string; status: string; document_id: number }>(
      `SELECT d.name, dp.status, dp.document_id::int AS document_id FROM document_patient dp
         JOIN documents d ON d.id = dp.document_id WHERE dp.id = $1`,
      [shareId],
    );
    expect(row.rows[0]).toMatchObject({ status: 'SIGNED', document_id: documentId });
    expect(row.rows[0]!.name).not.toBe('Endret.pdf');
    expect(await kit.shareBytes(shareId, participant)).toEqual(original);
    expect(await kit.shareBytes(shareId, participant, 'signed')).toEqual(signedCopy);
    const verified = await kit.send('GET', `/api/documents/shares/${shareId}/verify`, participant);
    expect(verified.json()).toMatchObject({ valid: true });

    // What is not the signed content may still change: the seen flag, archiving, a soft delete.
    const archive = await kit.gql(
      staff,
      `mutation { update_document_patient_by_pk(pk_columns: {id: ${shareId}}, _set: {archived: true, seen_by_therapist: true}) { id } }`,
    );
    expect(archive.errors).toBeUndefined();
  });
});

describe('verify of a signed share whose file is missing (case 11)', () => {
  it('answers 404 document_file_missing in the one error shape', async () => {
    const { server, participant, staff } = kit;
    const { shareId } = await signedShare();
    const { rows } = await server.db.query<{ pades_path: string }>(
      'SELECT pades_path FROM document_patient WHERE id = $1',
      [shareId],
    );
    await rm(path.join(server.config.dataDir, 'files', ...rows[0]!.pades_path.split('/')));
    for (const token of [participant, staff]) {
      const answer = await kit.send('GET', `/api/documents/shares/${shareId}/verify`, token);
      expect(answer.status).toBe(404);
      expect(answer.json()).toEqual({
        error: 'document_file_missing',
        message: 'The signed file of this document is missing',
      });
    }
    expect((await kit.shareBytes(shareId, participant, 'signed')).status).toBe(404);
  });
});

describe('signing holds no row while the PDF is sealed (issue 24)', () => {
  it('two signers at the same moment both sign: the later one signs over the earlier, nothing is lost', async () => {
    const made = await kit.generateShare(kit.staff, true);
    const sent = await kit.send('POST', `/api/documents/shares/${made.shareId}/signing`, kit.staff, {
      signedByTherapist: true,
    });
    expect(sent.status).toBe(200);
    const [staff, participant] = await Promise.all([
      kit.send('POST', `/api/documents/shares/${made.shareId}/sign`, kit.staff, { confirm: true }),
      kit.send('POST', `/api/documents/shares/${made.shareId}/sign`, kit.participant, { confirm: true }),
    ]);
    expect([staff.status, participant.status]).toEqual([200, 200]);
    expect([staff.json(), participant.json()]).toContainEqual({ status: 'SIGNED', signed: true });
    const { rows } = await kit.server.db.query<{ signer_role: string }>(
      'SELECT signer_role FROM document_signatures WHERE document_patient_id = $1 ORDER BY signer_role',
      [made.shareId],
    );
    expect(rows.map((r) => r.signer_role)).toEqual(['PATIENT', 'THERAPIST']);
    const verify = await kit.send('GET', `/api/documents/shares/${made.shareId}/verify`, kit.staff);
    expect(verify.status).toBe(200);
    // The copy carries both signatures, each valid: the later one was made over the earlier one's copy.
    const signatures = verify.json<{ signatures: { valid: boolean }[] }>().signatures;
    expect(signatures).toHaveLength(2);
    expect(signatures.every((one) => one.valid)).toBe(true);
  });
});
