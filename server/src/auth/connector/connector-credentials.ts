import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { randomToken } from '../code-hasher';

// How an integration (the work-inclusion connector, the patient-record link) authenticates server
// to server: a per-tenant secret, shown once when created, stored only as its SHA-256.
const SECRET_PREFIX = 'pcs_';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export async function createConnectorCredential(
  db: Queryable,
  { customerId, name, createdBy }: { customerId: number; name: string; createdBy: number },
): Promise<{ id: number; name: string; secret: string }> {
  const secret = `${SECRET_PREFIX}${randomToken()}`;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO connector_credentials (customer_id, name, secret_hash, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [customerId, name, hashSecret(secret), createdBy],
  );
  return { id: rows[0]?.id ?? 0, name, secret };
}

/** The credential of a presented secret within the tenant, or undefined. */
export async function findConnectorCredential(db: Queryable, customerId: number, secret: string): Promise<{ id: number; name: string } | undefined> {
  if (!secret.startsWith(SECRET_PREFIX) || secret.length > 200) return undefined;
  const { rows } = await db.query<{ id: number; name: string }>(
    `UPDATE connector_credentials SET last_used_at = now(), updated_at = now()
      WHERE customer_id = $1 AND secret_hash = $2 AND revoked_at IS NULL RETURNING id, name`,
    [customerId, hashSecret(secret)],
  );
  return rows[0];
}

export interface ConnectorCredentialInfo {
  id: number;
  name: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The tenant's integration secrets, oldest first: what they are and when used, never the secret. */
export async function listConnectorCredentials(db: Queryable, customerId: number): Promise<ConnectorCredentialInfo[]> {
  const { rows } = await db.query<ConnectorCredentialInfo>(
    `SELECT id, name, created_by, created_at, last_used_at, revoked_at FROM connector_credentials
      WHERE customer_id = $1 ORDER BY created_at, id`,
    [customerId],
  );
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    last_used_at: r.last_used_at && new Date(r.last_used_at).toISOString(),
    revoked_at: r.revoked_at && new Date(r.revoked_at).toISOString(),
  }));
}

/** Revokes one of the tenant's secrets (at once: the next call with it is refused). False: none such. */
export async function revokeConnectorCredential(db: Queryable, customerId: number, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE connector_credentials SET revoked_at = coalesce(revoked_at, now()), updated_at = now()
      WHERE customer_id = $1 AND id = $2 RETURNING id`,
    [customerId, id],
  );
  return rows.length > 0;
}
