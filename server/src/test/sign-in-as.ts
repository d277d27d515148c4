import { issueSessionToken, type Role } from '../session/session-token';
import type { TestServer } from './test-server';

/**
 * A session token for a demo user, signed with the server's keys, for tests of APIs that are not
 * about signing in (the sign-in calls themselves are proven in server/src/auth).
 */
export async function signInAs(server: TestServer, subdomain: string, username: string): Promise<string> {
  const { rows } = await server.db.query<{ id: number; customer_id: number; role: Role }>(
    `SELECT u.id, u.customer_id, u.role FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE c.subdomain = $1 AND u.username = $2 AND u.deleted_at IS NULL`,
    [subdomain, username],
  );
  const user = rows[0];
  if (!user) throw new Error(`no user ${username} in ${subdomain}`);
  return issueSessionToken(server.db, server.sessionKeys, {
    customerId: user.customer_id,
    userId: user.id,
    role: user.role,
    device: 'trusted',
    validityMinutes: 20,
  });
}
