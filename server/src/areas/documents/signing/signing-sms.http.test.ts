// Issue 24 case 9, on PGlite and PostgreSQL with the demo data: 25 signing requests within a minute
// sent 25 SMS while sendSms refuses the 21st. The signing SMS now takes the one message budget
// (MESSAGE_BUDGET) shared with sendSms: over it, a clear 429 and nothing of the request is kept; and
// the staff-chosen document title in the text is cleaned of control characters and bounded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_BUDGET } from '../../messaging';
import { startDocumentsKit, type DocumentsKit } from '../documents-test-kit';
import { SMS_TITLE_MAX } from './signing-sms';

let kit: DocumentsKit;

beforeAll(async () => {
  kit = await startDocumentsKit();
});
afterAll(async () => {
  await kit?.close();
});

const outbox = async () =>
  (await readFile(path.join(kit.server.config.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => ''))
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { content: string });

describe('signing SMS within the message budget (case 9)', () => {
  it('sends 20 a minute, refuses the 21st with 429 and keeps nothing of it; the next minute it goes', async () => {
    const { server, leader } = kit;
    const shares: number[] = [];
    for (let i = 0; i < 25; i += 1) shares.push((await kit.generateShare(leader, true)).shareId);
    const sentBefore = (await outbox()).length;
    const statuses: number[] = [];
    for (const id of shares)
      statuses.push((await kit.send('POST', `/api/documents/shares/${id}/signing`, leader, {})).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MESSAGE_BUDGET.perWindow);
    expect(statuses.slice(MESSAGE_BUDGET.perWindow)).toEqual([429, 429, 429, 429, 429]);
    expect((await outbox()).length - sentBefore).toBe(MESSAGE_BUDGET.perWindow);

    const refused = shares[MESSAGE_BUDGET.perWindow]!;
    const answer = await kit.send('POST', `/api/documents/shares/${refused}/signing`, leader, {});
    expect(answer.json()).toEqual({ error: 'too_many_messages', message: 'Too many messages sent: try again in a minute' });
    const row = await server.db.query<{ for_signing: boolean; esignature_status: string | null }>(
      'SELECT for_signing, esignature_status FROM document_patient WHERE id = $1',
      [refused],
    );
    expect(row.rows[0]).toEqual({ for_signing: false, esignature_status: null });
    // sendSms spends the same budget: it is empty for this user now.
    const sms = await kit.gql(
      leader,
      'mutation { sendSms(objects: {content: "Hei", tlfmobil: "+4799100001"}) { success } }',
    );
    expect(sms.errors?.[0]?.message).toMatch(/too many SMS/);

    server.app.clock.advance(MESSAGE_BUDGET.windowMs + 1000);
    expect((await kit.send('POST', `/api/documents/shares/${refused}/signing`, leader, {})).status).toBe(200);
  });

  it('puts a staff-chosen title in the SMS without control characters and bounded', async () => {
    const { staff } = kit;
    const { shareId, documentId } = await kit.generateShare(staff, true);
    const title = `Avtale\r\nUID:evil\u0007\u202e ${'x'.repeat(200)}`;
    const renamed = await kit.gql(
      staff,
      'mutation($id: bigint!, $name: String!) { update_documents_by_pk(pk_columns: {id: $id}, _set: {name: $name}) { id } }',
      { id: documentId, name: title },
    );
    expect(renamed.errors).toBeUndefined();
    expect((await kit.send('POST', `/api/documents/shares/${shareId}/signing`, staff, {})).status).toBe(200);
    const content = (await outbox()).at(-1)!.content;
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    expect(content).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
    const shown = 'Avtale UID:evil ';
    expect(content).toContain(`«${shown}${'x'.repeat(SMS_TITLE_MAX - 1 - shown.length)}…»`);
    expect(content.length).toBeLessThan(300);
  });
});
