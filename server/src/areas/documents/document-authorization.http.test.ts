// Issue 24 cases 4 and 5, on PGlite and PostgreSQL with the demo data: a storage key is never a
// client's input and no road to the store follows a key out of the asker's tenant (a demo staff
// member read a care file byte for byte through a document's path); a participant reads and signs
// only what the data API shows them, by every road (the signing routes lacked share_with_recipient).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantSeesDocument, participantSeesShare } from '../storage';
import { startDocumentsKit, type DocumentsKit } from './documents-test-kit';

let kit: DocumentsKit;
const CARE_SECRET = '%PDF-1.4\n% care tenant: confidential care record\n%%EOF\n';

beforeAll(async () => {
  kit = await startDocumentsKit();
});
afterAll(async () => {
  await kit?.close();
});

describe('another tenant’s file through a document’s path (case 4)', () => {
  it('refuses a storage key as GraphQL input, and no road reads a key outside the tenant', async () => {
    const { server, staff, participant } = kit;
    const careKey = `customers/${kit.careId}/files/care-record.pdf`;
    const careFile = path.join(server.config.dataDir, 'files', ...careKey.split('/'));
    await mkdir(path.dirname(careFile), { recursive: true });
    await writeFile(careFile, CARE_SECRET);
    const { shareId, documentId } = await kit.generateShare(staff, true);
    const before = await server.db.query<{ path: string }>('SELECT path FROM documents WHERE id = $1', [documentId]);

    // The data API takes no storage key: not on update, not on insert.
    const update = await kit.gql(
      staff,
      'mutation($id: bigint!, $path: String!) { update_documents_by_pk(pk_columns: {id: $id}, _set: {path: $path}) { id } }',
      { id: documentId, path: careKey },
    );
    expect(update.errors?.[0]?.extensions?.code).toBe('validation-failed');
    const insert = await kit.gql(
      staff,
      'mutation($path: String!) { insert_documents_one(object: {name: "x.pdf", path: $path}) { id } }',
      { path: careKey },
    );
    expect(insert.errors?.[0]?.extensions?.code).toBe('validation-failed');
    const after = await server.db.query<{ path: string }>('SELECT path FROM documents WHERE id = $1', [documentId]);
    expect(after.rows).toEqual(before.rows);
    expect(await server.db.query(`SELECT 1 FROM documents WHERE path = $1`, [careKey])).toMatchObject({ rows: [] });

    // A row that names another tenant's key anyway (written below the API) is read by no road.
    await server.db.query('UPDATE documents SET path = $2 WHERE id = $1', [documentId, careKey]);
    const answers = [
      await kit.send('GET', `/api/documents/shares/${shareId}/pdf`, staff),
      await kit.send('GET', `/api/files/${documentId}`, staff),
      await kit.send('GET', `/api/files/${documentId}`, participant),
      await kit.send('POST', `/api/documents/shares/${shareId}/signing`, staff, {}),
    ];
    await server.db.query(
      `UPDATE document_patient SET pades_path = $2, for_signing = true, esignature_status = 'WAITING' WHERE id = $1`,
      [shareId, careKey],
    );
    answers.push(
      await kit.send('GET', `/api/documents/shares/${shareId}/pdf?copy=signed`, participant),
      await kit.send('GET', `/api/documents/shares/${shareId}/verify`, staff),
      await kit.send('POST', `/api/documents/shares/${shareId}/sign`, participant, { confirm: true }),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 422, 404, 404, 404]);
    for (const answer of answers) {
      expect(answer.text).not.toContain('confidential');
      expect(answer.json()).toHaveProperty('error');
    }
    // Nothing was signed with the other tenant's bytes.
    expect(
      await server.db.query('SELECT 1 FROM document_signatures WHERE document_patient_id = $1', [shareId]),
    ).toMatchObject({ rows: [] });
  });
});

describe('a participant sees and signs only what is shared with them (case 5)', () => {
  it('refuses an unshared document by every road, also when it was marked for signing', async () => {
    const { server, participant } = kit;
    const { shareId, documentId } = await kit.generateShare(kit.staff, false);
    const shown = await kit.gql(participant, `{ document_patient_by_pk(id: ${shareId}) { id } documents_by_pk(id: ${documentId}) { id } }`);
    expect(shown.data).toEqual({ document_patient_by_pk: null, documents_by_pk: null });
    // As in the report: the share is on its way to signing but never shared with the participant.
    await server.db.query(
      `UPDATE document_patient SET for_signing = true, esignature_status = 'WAITING', esignature_request_id = 'x'
        WHERE id = $1`,
      [shareId],
    );
    const roads = [
      await kit.send('GET', `/api/documents/shares/${shareId}/pdf`, participant),
      await kit.send('GET', `/api/documents/shares/${shareId}/signing`, participant),
      await kit.send('GET', `/api/documents/shares/${shareId}/verify`, participant),
      await kit.send('POST', `/api/documents/shares/${shareId}/sign`, participant, { confirm: true }),
      await kit.send('GET', `/api/files/${documentId}`, participant),
    ];
    expect(roads.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(roads.map((r) => r.json<{ error: string }>().error)).toEqual([
      'document_not_found',
      'document_not_found',
      'document_not_found',
      'document_not_found',
      'file_not_found',
    ]);
    const row = await server.db.query<{ status: string; pades_path: string | null }>(
      'SELECT status, pades_path FROM document_patient WHERE id = $1',
      [shareId],
    );
    expect(row.rows[0]).toEqual({ status: 'SENT', pades_path: null });
  });

  it('agrees with the data API on every share and document of the tenant', async () => {
    const { server, participant, demoId } = kit;
    // Variety beside the demo's rows: shared, unshared, hidden, deleted, the participant's own upload.
    const shared = await kit.generateShare(kit.staff, true);
    const hidden = await kit.generateShare(kit.staff, true);
    const deleted = await kit.generateShare(kit.staff, true);
    await kit.generateShare(kit.staff, false);
    await server.db.query('UPDATE document_patient SET hide_for_patient = true WHERE id = $1', [hidden.shareId]);
    await server.db.query('UPDATE document_patient SET deleted_at = now() WHERE id = $1', [deleted.shareId]);
    await server.db.query(`UPDATE document_patient SET initiator = 'PATIENT', share_with_recipient = false WHERE id = $1`, [
      shared.shareId,
    ]);
    const user = (await server.db.query<{ id: number }>(
      "SELECT id::int AS id FROM users WHERE customer_id = $1 AND username = 'participant'",
      [demoId],
    )).rows[0]!.id;
    const ids = async (sql: string) =>
      (await server.db.query<{ id: number }>(sql, [demoId, user])).rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    const byRule = {
      shares: await ids(`SELECT dp.id FROM document_patient dp WHERE dp.customer_id = $1 AND ${participantSeesShare('dp', '$2')}`),
      documents: await ids(
        `SELECT d.id FROM documents d WHERE d.customer_id = $1 AND d.deleted_at IS NULL AND ${participantSeesDocument('d', '$2')}`,
      ),
    };
    const api = await kit.gql(participant, '{ document_patient { id } documents { id } }');
    const sorted = (rows: unknown) => (rows as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
    expect(byRule).toEqual({ shares: sorted(api.data?.document_patient), documents: sorted(api.data?.documents) });
    expect(byRule.shares).toContain(shared.shareId);
    expect(byRule.shares).not.toContain(hidden.shareId);

    // And the signing routes follow it for every share of the tenant.
    const all = await ids('SELECT dp.id FROM document_patient dp WHERE dp.customer_id = $1 AND $2::bigint > 0');
    const open: number[] = [];
    for (const id of all)
      if ((await kit.send('GET', `/api/documents/shares/${id}/signing`, participant)).status === 200) open.push(id);
    expect(open).toEqual(byRule.shares);
  });
});
