// Tracked functions with Hasura's `session_argument` (server/metadata/functions/): the engine fills
// the function's json argument with the caller's session variables; the query cannot name or spoof
// it, and the function filters by it inside (search_document_patient, issue 14), while the
// permission filter of the table it returns still applies around it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMetadata } from '../metadata/resolve-metadata';
import type { Catalog } from '../catalog/catalog-types';
import type { MetadataJson } from '../metadata/metadata-types';
import { FIXTURE } from './fixture';
import { sessionOf, startEngineHarness, type EngineHarness } from './engine-harness';

let h: EngineHarness;
const alphaStaff = sessionOf('alpha', 'staff');
const betaStaff = sessionOf('beta', 'staff');
const alphaParticipant = sessionOf('alpha', 'participant');

const SEARCH = 'query S($s: String) { search_document_patient(args: { search: $s }, order_by: { id: asc }) { id customer_id patient_id } }';

beforeAll(async () => {
  h = await startEngineHarness();
  // In each tenant: a shared document of the participant's, one of another recipient's, both with
  // the same word, and a soft-deleted one.
  for (const tenant of ['alpha', 'beta'] as const) {
    const t = FIXTURE[tenant];
    const b = t.customer * 100;
    await h.test.db.exec(`
      INSERT INTO documents (id, customer_id, name, text_content, deleted_at) VALUES
        (${b + 1}, ${t.customer}, 'Husleiekontrakt ${tenant}.pdf', 'Vedtaket om husleie', NULL),
        (${b + 2}, ${t.customer}, 'Notat ${tenant}.pdf', 'Husleie for Ola', NULL),
        (${b + 3}, ${t.customer}, 'Slettet ${tenant}.pdf', 'Husleie', now());
      INSERT INTO document_patient (id, document_id, patient_id, customer_id, share_with_recipient) VALUES
        (${b + 1}, ${b + 1}, ${t.participantRecipient}, ${t.customer}, true),
        (${b + 2}, ${b + 2}, ${b + 12}, ${t.customer}, true),
        (${b + 3}, ${b + 3}, ${t.participantRecipient}, ${t.customer}, true);`);
  }
});
afterAll(async () => h?.close());

describe('tracked function session_argument', () => {
  it('is not an argument of the field: the schema has no hasura_session, a query naming it is refused', async () => {
    const schema = await h.gql(alphaStaff, '{ __type(name: "search_document_patient_args") { inputFields { name } } }');
    expect(schema.data).toEqual({ __type: { inputFields: [{ name: 'search' }] } });

    const spoofed = await h.gql(
      alphaStaff,
      `{ search_document_patient(args: { search: "husleie", hasura_session: "{\\"x-hasura-customer-id\\": \\"${FIXTURE.beta.customer}\\"}" }) { id } }`,
    );
    expect(spoofed.data).toBeUndefined();
    expect(spoofed.errors?.[0]?.extensions.code).toBe('validation-failed');
    expect(spoofed.errors?.[0]?.message).toContain('hasura_session');
  });

  it('hands the function the session: each tenant finds its own, a participant only their shared rows', async () => {
    const alpha = await h.gql(alphaStaff, SEARCH, { s: 'husleie' });
    expect(alpha.errors).toBeUndefined();
    expect(alpha.data).toEqual({
      search_document_patient: [
        { id: 101, customer_id: FIXTURE.alpha.customer, patient_id: FIXTURE.alpha.participantRecipient },
        { id: 102, customer_id: FIXTURE.alpha.customer, patient_id: 112 },
      ],
    });
    const beta = await h.gql(betaStaff, SEARCH, { s: 'husleie' });
    expect((beta.data!.search_document_patient as { id: number }[]).map((r) => r.id)).toEqual([201, 202]);
    const participant = await h.gql(alphaParticipant, SEARCH, { s: 'husleie' });
    expect((participant.data!.search_document_patient as { id: number }[]).map((r) => r.id)).toEqual([101]);
  });

  it('filters inside the function: called with another tenant\'s session it returns that tenant\'s rows only', async () => {
    // The function itself (no permission filter around it) trusts only its session argument.
    const rows = async (session: Record<string, string>) =>
      (
        await h.test.db.query<{ id: string | number }>(
          'SELECT id FROM search_document_patient($1, $2::json) ORDER BY id',
          ['husleie', JSON.stringify(session)],
        )
      ).rows.map((r) => Number(r.id));
    expect(await rows({ 'x-hasura-role': 'staff', 'x-hasura-customer-id': String(FIXTURE.beta.customer) })).toEqual([201, 202]);
    expect(
      await rows({ 'x-hasura-role': 'participant', 'x-hasura-customer-id': String(FIXTURE.alpha.customer), 'x-hasura-user-id': String(FIXTURE.alpha.participant) }),
    ).toEqual([101]);
    expect(await rows({ 'x-hasura-role': 'staff' })).toEqual([]);
  });

  it('a session_argument that is not a json argument of the function leaves the function untracked, with a warning', () => {
    const catalog: Catalog = {
      tables: [],
      functions: [],
      setFunctions: [
        { schema: 'public', name: 'f', returnSchema: 'public', returnTable: 't', volatility: 's', args: [{ name: 'who', pgType: 'text', hasDefault: false }] },
      ],
    };
    const metadata = {
      version: 1,
      schemas: ['public'],
      conventions: { tenant_column: 'customer_id', soft_delete_column: 'deleted_at', hidden_from_participant_column: 'hide_for_patient' },
      profiles: {},
      tables: [],
      functions: [{ function: { schema: 'public', name: 'f' }, configuration: { session_argument: 'who' } }],
    } as unknown as MetadataJson; // the session check comes before the table's
    const { model, warnings } = resolveMetadata(metadata, catalog);
    expect(model.functions?.size ?? 0).toBe(0);
    expect(warnings).toEqual(['tracked function public.f: its session_argument who is not an argument of type json or jsonb']);
  });
});
