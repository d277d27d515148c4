// Issue 17.12: the same bad request answers the same error code on PGlite and on PostgreSQL (this
// file runs on both, with one table of expectations), and what Hasura refuses before SQL is refused
// before SQL. Demo data, as demo's staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let staff: string;
let recipientId: number;
let activityId: number;

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

async function gql(query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const answer = await server.request('/api/srvproxy/v1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
    body: JSON.stringify({ query, variables }),
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as Answer;
}

beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'demo', 'staff');
  // A recipient's activity the demo already links (the duplicate key), through a table staff may
  // still write in the data API (the chat tables are read-only there, written through /api/chat).
  const { rows } = await server.db.query<{ recipient_id: number; activity_id: number }>(
    "SELECT ra.recipient_id, ra.activity_id FROM recipient_activities ra JOIN customers c ON c.id = ra.customer_id WHERE c.subdomain = 'demo' ORDER BY 1, 2 LIMIT 1",
  );
  recipientId = Number(rows[0]!.recipient_id);
  activityId = Number(rows[0]!.activity_id);
});
afterAll(async () => server?.close());

interface Case {
  name: string;
  request: () => [string, Record<string, unknown>?];
  code: string;
  /** The message, or how it starts (PostgreSQL's own text after Hasura's prefix). */
  message: string | RegExp;
}

const CASES: Case[] = [
  {
    name: 'distinct_on not leading order_by (Hasura refuses before SQL)',
    request: () => [
      '{ recipients(distinct_on: [full_name], order_by: [{id: asc}, {full_name: asc}]) { id } }',
    ],
    code: 'validation-failed',
    message: '"distinct_on" columns must match initial "order_by" columns',
  },
  {
    name: 'distinct_on repeating a column after another order_by column (PostgreSQL refused it)',
    request: () => [
      '{ recipients(distinct_on: [full_name, full_name], order_by: [{id: asc}, {full_name: asc}]) { id } }',
    ],
    code: 'validation-failed',
    message: '"distinct_on" columns must match initial "order_by" columns',
  },
  {
    name: 'distinct_on with more columns than order_by',
    request: () => ['{ recipients(distinct_on: [full_name, id], order_by: [{full_name: asc}]) { id } }'],
    code: 'validation-failed',
    message: '"distinct_on" columns must match initial "order_by" columns',
  },
  {
    name: 'an invalid regular expression',
    request: () => ['{ recipients(where: {full_name: {_regex: "("}}) { id } }'],
    code: 'data-exception',
    message: /regular expression/,
  },
  {
    name: 'a bigint too large for JavaScript and PostgreSQL, as a JSON number',
    request: () => ['query($id: bigint!) { recipients(where: {id: {_eq: $id}}) { id } }', { id: 1e20 }],
    code: 'data-exception',
    message: /bigint/,
  },
  {
    name: 'a bigint that is not a number',
    request: () => ['query($id: bigint!) { recipients(where: {id: {_eq: $id}}) { id } }', { id: 'abc' }],
    code: 'data-exception',
    message: /invalid input syntax for type bigint/,
  },
  {
    name: 'a bigint out of range',
    request: () => [
      'query($id: bigint!) { recipients(where: {id: {_eq: $id}}) { id } }',
      { id: '99999999999999999999' },
    ],
    code: 'data-exception',
    message: /out of range/,
  },
  {
    name: 'a timestamp that is not one',
    request: () => ['{ recipients(where: {created_at: {_gt: "not a time"}}) { id } }'],
    code: 'data-exception',
    message: /invalid input syntax for type timestamp with time zone/,
  },
  {
    name: 'a text with a NUL character',
    request: () => [
      'query($n: String!) { recipients(where: {full_name: {_eq: $n}}) { id } }',
      { n: 'a\u0000b' },
    ],
    code: 'data-exception',
    message: /0x00/,
  },
  {
    name: 'a duplicate key',
    request: () => [
      `mutation { insert_recipient_activities_one(object: {recipient_id: ${recipientId}, activity_id: ${activityId}}) { recipient_id } }`,
    ],
    code: 'constraint-violation',
    message:
      /^Uniqueness violation\. duplicate key value violates unique constraint "recipient_activities_pkey"/,
  },
  {
    name: 'a reference to nothing',
    request: () => [
      `mutation { insert_recipient_activities_one(object: {recipient_id: ${recipientId}, activity_id: 987654321}) { recipient_id } }`,
    ],
    code: 'constraint-violation',
    message:
      /^Foreign key violation\. insert or update on table "recipient_activities" violates foreign key constraint/,
  },
  {
    name: 'a missing required column',
    request: () => ['mutation { insert_queries_one(object: {status: "DRAFT"}) { id } }'],
    code: 'constraint-violation',
    message: /^Not-NULL violation\. null value in column "title"/,
  },
  {
    name: 'a value a check constraint refuses',
    request: () => [
      'mutation { insert_queries_one(object: {title: "x", valid_from: "2026-02-01T00:00:00Z", valid_to: "2026-01-01T00:00:00Z"}) { id } }',
    ],
    code: 'constraint-violation',
    message: /^Check constraint violation\. new row for relation "queries" violates check constraint/,
  },
];

describe('the same bad request, the same error on PGlite and PostgreSQL (issue 17.12)', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const [query, variables] = c.request();
      const answer = await gql(query, variables);
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toHaveLength(1);
      const error = answer.errors![0]!;
      expect(error.extensions.code).toBe(c.code);
      if (typeof c.message === 'string') expect(error.message).toBe(c.message);
      else expect(error.message).toMatch(c.message);
    });
  }
});
