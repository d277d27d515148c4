// What the documents area's hardening tests share (issue 24 cases 4, 5, 7, 9, 11): the demo users,
// a generated PDF shared with the demo participant, GraphQL as a user, a share's file as bytes.
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface DocumentsKit {
  server: TestServer;
  staff: string;
  leader: string;
  participant: string;
  careStaff: string;
  demoId: number;
  careId: number;
  /** The demo participant's recipient row. */
  patientId: number;
  send(method: string, url: string, token: string, body?: unknown, host?: string): ReturnType<typeof sendJson>;
  gql(token: string, query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer>;
  /** A PDF made from the demo's "Bekreftelse" template for the participant: its share's id. */
  generateShare(token: string, share: boolean): Promise<{ shareId: number; documentId: number }>;
  /** The share's file (original or signed copy) as bytes, or the error answer's status and code. */
  shareBytes(shareId: number, token: string, copy?: 'signed'): Promise<{ status: number; bytes?: Buffer; error?: string }>;
  close(): Promise<void>;
}

export async function startDocumentsKit(): Promise<DocumentsKit> {
  const server = await startTestServer();
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const { rows } = await server.db.query<T>(sql, params);
    if (!rows[0]) throw new Error(`no row for ${sql}`);
    return rows[0];
  };
  const demoId = Number((await one<{ id: number }>("SELECT id FROM customers WHERE subdomain = 'demo'")).id);
  const careId = Number((await one<{ id: number }>("SELECT id FROM customers WHERE subdomain = 'care'")).id);
  const patientId = (
    await one<{ id: number }>(
      `SELECT r.id::int AS id FROM recipients r JOIN users u ON u.id = r.user_id
        WHERE r.customer_id = $1 AND u.username = 'participant' AND r.deleted_at IS NULL ORDER BY r.id LIMIT 1`,
      [demoId],
    )
  ).id;
  const template = (
    await one<{ id: number }>(
      `SELECT id::int AS id FROM document_templates WHERE customer_id = $1 AND title LIKE 'Bekreftelse%' LIMIT 1`,
      [demoId],
    )
  ).id;
  const careStaff = await signInAs(server, 'care', 'staff');
  const send: DocumentsKit['send'] = (method, url, token, body, host) =>
    sendJson(server, method, url, token, body, host ?? (token === careStaff ? 'care.localhost' : undefined));
  const kit: DocumentsKit = {
    server,
    staff: await signInAs(server, 'demo', 'staff'),
    leader: await signInAs(server, 'demo', 'leader'),
    participant: await signInAs(server, 'demo', 'participant'),
    careStaff,
    demoId,
    careId,
    patientId,
    send,
    async gql(token, query, variables) {
      const answer = await send('POST', '/api/srvproxy/v1/graphql', token, { query, variables });
      return answer.json<GraphqlAnswer>();
    },
    async generateShare(token, share) {
      const made = await send('POST', '/api/documents/generate', token, { templateId: template, patientId, share });
      if (made.status !== 201) throw new Error(`generate answered ${made.status}: ${made.text}`);
      const ids = made.json<{ documentId: number; documentPatientId: number }>();
      return { shareId: ids.documentPatientId, documentId: ids.documentId };
    },
    async shareBytes(shareId, token, copy) {
      const query = copy ? `?copy=${copy}&encoding=base64` : '?encoding=base64';
      const answer = await send('GET', `/api/documents/shares/${shareId}/pdf${query}`, token);
      if (answer.status !== 200) return { status: answer.status, error: answer.json<{ error: string }>().error };
      return { status: 200, bytes: Buffer.from(answer.json<{ base64: string }>().base64, 'base64') };
    },
    close: () => server.close(),
  };
  return kit;
}
