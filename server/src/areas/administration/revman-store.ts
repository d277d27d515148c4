// Revman (issue 32 item 6): the platform operator's reads and changes across tenants. Every
// statement here runs on the owner's handle, named once (crossTenant) by the plugin: the routes
// that call it are reached only by a user the platform marks as an operator (users.is_revman).
import { FEATURE_FLAGS, type FeatureFlag, type RevmanChange, type RevmanTenant } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { adminError } from './administration-errors';

export async function revmanTenants(
  db: Queryable,
): Promise<{ tenants: RevmanTenant[]; installed: { name: string; versions: string[] }[] }> {
  const [tenants, flags, apps] = await Promise.all([
    db.query<{
      id: string;
      subdomain: string;
      name: string;
      default_app_versions: Record<string, string> | null;
    }>('SELECT id, subdomain, name, default_app_versions FROM customers ORDER BY name, id'),
    db.query<{ customer_id: string; name: string; enabled: boolean }>(
      'SELECT customer_id, name, enabled FROM feature_flags',
    ),
    db.query<{ name: string; versions: string[] }>(
      `SELECT name, array_agg(version ORDER BY string_to_array(version, '.')::int[] DESC) AS versions FROM apps GROUP BY name ORDER BY name`,
    ),
  ]);
  const byTenant = new Map<number, Map<string, boolean>>();
  for (const row of flags.rows) {
    const id = Number(row.customer_id);
    byTenant.set(id, (byTenant.get(id) ?? new Map()).set(row.name, row.enabled));
  }
  return {
    tenants: tenants.rows.map((row) => ({
      id: Number(row.id),
      subdomain: row.subdomain,
      name: row.name,
      appVersions: row.default_app_versions ?? {},
      features: FEATURE_FLAGS.map((name) => ({
        name,
        enabled: byTenant.get(Number(row.id))?.get(name) ?? false,
      })),
    })),
    installed: apps.rows,
  };
}

interface Operator {
  customerId: number;
  userId: number;
}

async function tenantOf(tx: Queryable, id: number) {
  const { rows } = await tx.query<{ subdomain: string; default_app_versions: Record<string, string> | null }>(
    'SELECT subdomain, default_app_versions FROM customers WHERE id = $1 FOR UPDATE',
    [id],
  );
  const tenant = rows[0];
  if (!tenant) throw adminError(404, 'revman_tenant_not_found');
  return tenant;
}

async function audit(
  tx: Queryable,
  by: Operator,
  target: number,
  change: { kind: string; subject: string; before: string | null; after: string },
) {
  await tx.query(
    `INSERT INTO revman_audit (operator_customer_id, operator_user_id, target_customer_id, kind, subject, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [by.customerId, by.userId, target, change.kind, change.subject, change.before, change.after],
  );
}

/** Sets one app's version of a tenant: the version must be installed. Answers the tenant's subdomain. */
export async function setRevmanVersion(
  tx: Queryable,
  by: Operator,
  target: number,
  app: string,
  version: string,
) {
  const tenant = await tenantOf(tx, target);
  const installed = await tx.query('SELECT 1 FROM apps WHERE name = $1 AND version = $2', [app, version]);
  if (installed.rows.length === 0) throw adminError(404, 'app_version_not_installed', { app, version });
  await tx.query(
    `UPDATE customers SET default_app_versions = COALESCE(default_app_versions, '{}'::jsonb) || jsonb_build_object($2::text, $3::text)
      WHERE id = $1`,
    [target, app, version],
  );
  await audit(tx, by, target, {
    kind: 'app_version',
    subject: app,
    before: tenant.default_app_versions?.[app] ?? null,
    after: version,
  });
  return tenant.subdomain;
}

/** Turns one feature of a tenant on or off, in the tenant's own feature audit too. */
export async function setRevmanFeature(
  tx: Queryable,
  by: Operator,
  target: number,
  name: FeatureFlag,
  enabled: boolean,
) {
  const tenant = await tenantOf(tx, target);
  const before = await tx.query<{ enabled: boolean }>(
    'SELECT enabled FROM feature_flags WHERE customer_id = $1 AND name = $2',
    [target, name],
  );
  await tx.query(
    `INSERT INTO feature_flags (customer_id, name, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, name) DO UPDATE SET enabled = EXCLUDED.enabled, updated_by = NULL`,
    [target, name, enabled],
  );
  await tx.query(
    // No user of that tenant made it (its foreign keys hold users to their tenant): revman_audit names the operator.
    'INSERT INTO feature_flag_audit (customer_id, name, enabled, changed_by) VALUES ($1, $2, $3, NULL)',
    [target, name, enabled],
  );
  const was = before.rows[0];
  await audit(tx, by, target, {
    kind: 'feature',
    subject: name,
    before: was ? String(was.enabled) : null,
    after: String(enabled),
  });
  return tenant.subdomain;
}

export async function revmanAudit(db: Queryable): Promise<RevmanChange[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date | string;
    username: string;
    operator_tenant: string;
    tenant: string;
    kind: RevmanChange['kind'];
    subject: string;
    before: string | null;
    after: string | null;
  }>(
    `SELECT a.id, a.created_at, u.username, oc.subdomain AS operator_tenant, tc.subdomain AS tenant, a.kind, a.subject, a.before, a.after
       FROM revman_audit a
       JOIN users u ON u.id = a.operator_user_id
       JOIN customers oc ON oc.id = a.operator_customer_id
       JOIN customers tc ON tc.id = a.target_customer_id
      ORDER BY a.created_at DESC, a.id DESC LIMIT 200`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    by: `${row.username}@${row.operator_tenant}`,
    tenant: row.tenant,
    kind: row.kind,
    subject: row.subject,
    before: row.before,
    after: row.after,
  }));
}
