// Issue 24.8 on PGlite and PostgreSQL: a meeting ticket dies with its user and with its tenant's
// deactivation, checked when it is redeemed (server/src/auth/token-holder.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { issueTicket, redeemTicket } from './meeting-tickets';

describe('a meeting ticket dies with its user and its tenant', () => {
  let server: TestServer;
  let customerId: number;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const { rows } = await server.db.query<{ id: number; customer_id: number }>(
      `SELECT u.id, u.customer_id FROM users u JOIN customers c ON c.id = u.customer_id
        WHERE c.subdomain = 'demo' AND u.username = 'staff'`,
    );
    userId = Number(rows[0]!.id);
    customerId = Number(rows[0]!.customer_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const redeemed = async () => {
    const now = server.app.clock.now();
    const ticket = await issueTicket(
      server.db,
      {
        member: { customerId, eventId: 1, userId, name: 'Staff', host: true },
        expiresAt: now.getTime() + 60_000,
        sessionEndsAt: null,
        authorization: 'Bearer x',
      },
      now,
    );
    return (await redeemTicket(server.db, ticket)) !== null;
  };

  it('is refused for a deactivated user and in a deactivated tenant', async () => {
    expect(await redeemed()).toBe(true);
    await server.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [userId]);
    expect(await redeemed()).toBe(false);
    await server.db.query('UPDATE users SET deleted_at = NULL WHERE id = $1', [userId]);
    expect(await redeemed()).toBe(true);
    await server.db.query('UPDATE customers SET deleted_at = now() WHERE id = $1', [customerId]);
    expect(await redeemed()).toBe(false);
    await server.db.query('UPDATE customers SET deleted_at = NULL WHERE id = $1', [customerId]);
  });
});
