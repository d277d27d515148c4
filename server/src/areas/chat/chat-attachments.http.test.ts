// Issue 15 part 2 over HTTP, on PGlite and PostgreSQL: files on chat messages through the storage
// door. A member uploads (type by content, size limit, clean name) and sends them with a message;
// only the conversation's members download them (not another member of the tenant, not another
// tenant, not once the message is removed); a file that is not one's own unsent upload to that
// conversation cannot be attached; the message's readers see them through the data API.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

describe('chat attachments over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  let leader: string;
  let careStaff: string;
  let chatId: number;

  function send(
    method: string,
    pathAndQuery: string,
    token: string,
    options: { body?: Buffer | string; json?: unknown; host?: string } = {},
  ): Promise<Answer> {
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: pathAndQuery,
          method,
          headers: {
            host: options.host ?? 'demo.localhost',
            authorization: `Bearer ${token}`,
            ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
            ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(options.body !== undefined ? { 'content-type': 'application/octet-stream' } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const all = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: all,
              json: <T>() => JSON.parse(all.toString('utf8')) as T,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
  const upload = (token: string, name: string, body: Buffer | string, chat = chatId, host?: string) =>
    send('POST', `/api/chat/chats/${chat}/attachments?name=${encodeURIComponent(name)}`, token, {
      body,
      ...(host ? { host } : {}),
    });
  const sendMessage = (token: string, body: string, attachmentIds: number[]) =>
    send('POST', `/api/chat/chats/${chatId}/messages`, token, {
      json: { clientId: randomUUID(), body, attachmentIds },
    });
  const attachments = async () =>
    Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM chat_attachments')).rows[0]!.n);

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    leader = await signInAs(server, 'demo', 'leader');
    careStaff = await signInAs(server, 'care', 'staff');
    const chat = await server.db.query<{ id: string }>(
      `SELECT c.id FROM chats c JOIN customers k ON k.id = c.customer_id
        WHERE k.subdomain = 'demo' AND c.title LIKE 'Oppfølging%'`,
    );
    chatId = Number(chat.rows[0]!.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends an image and a PDF with a message; the other member downloads them, through the data API too', async () => {
    const image = await upload(participant, 'bilde av skjema.png', PNG);
    expect(image.status).toBe(201);
    expect(image.json()).toMatchObject({
      file_name: 'bilde av skjema.png',
      content_type: 'image/png',
      size_bytes: PNG.length,
    });
    const pdf = await upload(participant, 'attest.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(pdf.json()).toMatchObject({ content_type: 'application/pdf' });
    const ids = [image.json<{ id: number }>().id, pdf.json<{ id: number }>().id];

    // Before it is sent, the upload is the uploader's alone.
    expect((await send('GET', `/api/chat/attachments/${ids[0]}`, staff)).status).toBe(404);
    expect((await send('GET', `/api/chat/attachments/${ids[0]}`, participant)).status).toBe(200);

    // Files alone make a message; the staff member reads them, with safe headers.
    const sent = await sendMessage(participant, '', ids);
    expect(sent.status).toBe(201);
    const got = await send('GET', `/api/chat/attachments/${ids[0]}`, staff);
    expect(got.status).toBe(200);
    expect(got.body.equals(PNG)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toContain('attachment');
    expect(got.headers['content-security-policy']).toContain('sandbox');

    const read = await send('POST', '/api/srvproxy/v1/graphql', staff, {
      json: {
        query: `query ($id: bigint!) { chat_messages(where: {id: {_eq: $id}}) { body chat_attachments(order_by: {id: asc}) { id file_name content_type size_bytes } } }`,
        variables: { id: sent.json<{ id: number }>().id },
      },
    });
    expect(read.json()).toEqual({
      data: {
        chat_messages: [
          {
            body: '',
            chat_attachments: [
              {
                id: ids[0],
                file_name: 'bilde av skjema.png',
                content_type: 'image/png',
                size_bytes: PNG.length,
              },
              {
                id: ids[1],
                file_name: 'attest.pdf',
                content_type: 'application/pdf',
                size_bytes: PDF.length,
              },
            ],
          },
        ],
      },
    });
    // The server's columns are not in the API.
    const hidden = await send('POST', '/api/srvproxy/v1/graphql', staff, {
      json: { query: '{ chat_attachments { storage_key } }' },
    });
    expect(hidden.json<{ errors?: unknown[] }>().errors).toBeDefined();
  });

  it('lets no one outside the conversation upload or download, nor another tenant', async () => {
    const mine = await upload(participant, 'kvittering.png', PNG);
    const id = mine.json<{ id: number }>().id;
    expect((await sendMessage(participant, 'Her er kvitteringen', [id])).status).toBe(201);
    const before = await attachments();
    // A staff member of the tenant who is not in the conversation, and another tenant's staff.
    expect((await send('GET', `/api/chat/attachments/${id}`, leader)).status).toBe(404);
    expect(
      (await send('GET', `/api/chat/attachments/${id}`, careStaff, { host: 'care.localhost' })).status,
    ).toBe(404);
    const outsider = await upload(leader, 'x.png', PNG);
    expect(outsider.status).toBe(404);
    expect(outsider.json<{ error: string }>().error).toBe('chat_not_found');
    expect((await upload(careStaff, 'x.png', PNG, chatId, 'care.localhost')).status).toBe(404);
    const viaApi = await send('POST', '/api/srvproxy/v1/graphql', leader, {
      json: { query: '{ chat_attachments { id } }' },
    });
    expect(viaApi.json()).toEqual({ data: { chat_attachments: [] } });
    expect(await attachments()).toBe(before);
  });

  it('refuses a file by its content, an empty one, a path in the name, and a file that is not one’s own upload', async () => {
    const before = await attachments();
    const page = await upload(staff, 'notat.png', '<html><script>alert(1)</script></html>');
    expect(page.status).toBe(415);
    expect(page.json<{ error: string }>().error).toBe('file_type_refused');
    expect((await upload(staff, 'tom.png', '')).status).toBe(400);
    expect((await upload(staff, '../../etc/passwd', PNG)).status).toBe(400);
    expect(await attachments()).toBe(before);

    // Someone else's upload, and one already sent, cannot be attached; the message is not stored.
    const theirs = (await upload(participant, 'deres.png', PNG)).json<{ id: number }>().id;
    const messages = async () =>
      Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM chat_messages')).rows[0]!.n);
    const count = await messages();
    const refused = await sendMessage(staff, 'Se her', [theirs]);
    expect(refused.status).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('chat_attachment_not_found');
    expect(await messages()).toBe(count);
    expect((await sendMessage(participant, '', [theirs])).status).toBe(201);
    expect((await sendMessage(participant, 'igjen', [theirs])).status).toBe(400);
  });

  it('hides a removed message’s files', async () => {
    const id = (await upload(staff, 'plan.pdf', PDF)).json<{ id: number }>().id;
    const sent = await sendMessage(staff, 'Planen', [id]);
    expect((await send('GET', `/api/chat/attachments/${id}`, participant)).status).toBe(200);
    const removed = await send('DELETE', `/api/chat/messages/${sent.json<{ id: number }>().id}`, staff);
    expect(removed.status).toBe(200);
    expect((await send('GET', `/api/chat/attachments/${id}`, participant)).status).toBe(404);
  });
});
