import { FEATURE_FLAGS } from '@portal/rules';
import type { Queryable } from '../db/database';
import { removeTenants } from './remove-tenants';
import {
  DEFAULT_APP_VERSIONS,
  DEFAULT_FEATURES,
  TenantInputError,
  type NewUser,
  type TenantSettings,
} from './tenant-input';

// The operator's tenants (issue 18): a customer row with its feature flags, and its users, written
// the way the demo data writes them but without any demo rows.

export interface TenantRow {
  id: number;
  subdomain: string;
  name: string;
  brand: string;
  theme: string;
  languages: string[];
  default_app_versions: Record<string, string> | null;
  deleted_at: Date | null;
  users: number;
  features_on: number;
}

async function findTenant(tx: Queryable, subdomain: string): Promise<TenantRow | undefined> {
  const { rows } = await tx.query<TenantRow>(
    `SELECT c.id::int AS id, c.subdomain, c.name, c.brand, c.theme, c.languages, c.default_app_versions, c.deleted_at,
        (SELECT count(*)::int FROM users u WHERE u.customer_id = c.id AND u.deleted_at IS NULL) AS users,
        (SELECT count(*)::int FROM feature_flags f WHERE f.customer_id = c.id AND f.enabled) AS features_on
      FROM customers c WHERE c.subdomain = $1`,
    [subdomain],
  );
  return rows[0];
}

/** The tenant, active; a one-line error naming the subdomain otherwise. */
async function activeTenant(tx: Queryable, subdomain: string): Promise<TenantRow> {
  const tenant = await findTenant(tx, subdomain);
  if (!tenant) throw new TenantInputError(`No tenant with the subdomain "${subdomain}" (npm run tenant -- list)`);
  if (tenant.deleted_at) throw new TenantInputError(`The tenant "${subdomain}" is deactivated`);
  return tenant;
}

async function storeFeatures(tx: Queryable, customerId: number, on: readonly string[]): Promise<void> {
  // Every known flag gets a row, on or off, so the administration page lists them all.
  for (const name of FEATURE_FLAGS)
    await tx.query(
      `INSERT INTO feature_flags (customer_id, name, enabled) VALUES ($1, $2, $3)
        ON CONFLICT (customer_id, name) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [customerId, name, on.includes(name)],
    );
}

export async function addUser(tx: Queryable, customerId: number, user: NewUser): Promise<number> {
  const taken = await tx.query(
    'SELECT 1 FROM users WHERE customer_id = $1 AND lower(username) = lower($2) AND deleted_at IS NULL',
    [customerId, user.username],
  );
  if (taken.rows.length > 0) throw new TenantInputError(`The user "${user.username}" already exists in this tenant`);
  // No password: the user chooses one through the set-password link (an invitation link).
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (customer_id, username, email, mobile_phone, first_name, last_name, role, pnr_class)
      VALUES ($1, $2, $3, $4, $5, $6, $7, 'PERMANENT') RETURNING id::int AS id`,
    [customerId, user.username, user.email ?? null, user.mobile, user.firstName, user.lastName, user.role],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the user was not stored');
  return id;
}

/** A new tenant with its flags and its first admin; the subdomain must be free (also of deactivated ones). */
export async function createTenant(
  tx: Queryable,
  subdomain: string,
  settings: TenantSettings,
  admin: NewUser,
): Promise<{ customerId: number; adminId: number }> {
  const existing = await findTenant(tx, subdomain);
  if (existing)
    throw new TenantInputError(
      `A tenant with the subdomain "${subdomain}" already exists${existing.deleted_at ? ' (deactivated)' : ''}`,
    );
  if (!settings.name) throw new TenantInputError('--name is required: the name people see on the login page');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO customers (subdomain, name, brand, theme, languages, login_methods, default_app_versions, support_email)
      VALUES ($1, $2, $3, $4, $5, ARRAY['password_sms'], $6, $7) RETURNING id::int AS id`,
    [
      subdomain,
      settings.name,
      settings.brand ?? 'work-inclusion',
      settings.theme ?? 'default',
      settings.languages ?? ['no', 'en'],
      JSON.stringify(settings.appVersions ? { ...DEFAULT_APP_VERSIONS, ...settings.appVersions } : DEFAULT_APP_VERSIONS),
      settings.supportEmail ?? null,
    ],
  );
  const customerId = rows[0]?.id;
  if (customerId === undefined) throw new Error('the tenant was not stored');
  await storeFeatures(tx, customerId, settings.features ?? DEFAULT_FEATURES);
  const adminId = await addUser(tx, customerId, admin);
  return { customerId, adminId };
}

/** Changes the given settings of an active tenant; app versions are merged into the current ones. */
export async function updateTenant(tx: Queryable, subdomain: string, settings: TenantSettings): Promise<void> {
  const tenant = await activeTenant(tx, subdomain);
  const sets: string[] = [];
  const params: unknown[] = [tenant.id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (settings.name !== undefined) set('name', settings.name);
  if (settings.brand !== undefined) set('brand', settings.brand);
  if (settings.theme !== undefined) set('theme', settings.theme);
  if (settings.languages !== undefined) set('languages', settings.languages);
  if (settings.supportEmail !== undefined) set('support_email', settings.supportEmail);
  if (settings.appVersions !== undefined)
    set('default_app_versions', JSON.stringify({ ...(tenant.default_app_versions ?? {}), ...settings.appVersions }));
  if (sets.length === 0 && settings.features === undefined)
    throw new TenantInputError('Nothing to change: give --name, --brand, --theme, --languages, --features, --app-versions or --support-email');
  if (sets.length > 0) await tx.query(`UPDATE customers SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  if (settings.features !== undefined) await storeFeatures(tx, tenant.id, settings.features);
}

/**
 * Deactivates a tenant: its subdomain stops answering and its sessions end; its data stays (soft
 * delete, as everywhere), and the subdomain stays taken.
 */
export async function deactivateTenant(tx: Queryable, subdomain: string): Promise<void> {
  const tenant = await activeTenant(tx, subdomain);
  await tx.query('UPDATE customers SET deleted_at = now(), updated_at = now() WHERE id = $1', [tenant.id]);
  await tx.query(
    'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE customer_id = $1 AND revoked_at IS NULL',
    [tenant.id],
  );
}

export async function listTenants(tx: Queryable): Promise<TenantRow[]> {
  const { rows } = await tx.query<{ subdomain: string }>('SELECT subdomain FROM customers ORDER BY subdomain');
  const tenants: TenantRow[] = [];
  for (const { subdomain } of rows) {
    const tenant = await findTenant(tx, subdomain);
    if (tenant) tenants.push(tenant);
  }
  return tenants;
}

export async function activeTenantId(tx: Queryable, subdomain: string): Promise<number> {
  return (await activeTenant(tx, subdomain)).id;
}

/** Opens a deactivated tenant's address again; its users sign in anew (their sessions ended). */
export async function reactivateTenant(tx: Queryable, subdomain: string): Promise<void> {
  const tenant = await findTenant(tx, subdomain);
  if (!tenant) throw new TenantInputError(`No tenant with the subdomain "${subdomain}" (npm run tenant -- list)`);
  if (!tenant.deleted_at) throw new TenantInputError(`The tenant "${subdomain}" is active: nothing to reactivate`);
  await tx.query('UPDATE customers SET deleted_at = NULL, updated_at = now() WHERE id = $1', [tenant.id]);
}

/**
 * Deletes a deactivated tenant's rows from every table (issue 27, offboarding), after the operator
 * typed its subdomain again as `--confirm`. An active tenant, a wrong confirmation or an unknown
 * (already deleted) tenant is one line and changes nothing.
 */
export async function deleteTenant(tx: Queryable, subdomain: string, confirm: string | undefined): Promise<void> {
  const tenant = await findTenant(tx, subdomain);
  if (!tenant) throw new TenantInputError(`No tenant with the subdomain "${subdomain}" (npm run tenant -- list)`);
  if (!tenant.deleted_at) throw new TenantInputError(`The tenant "${subdomain}" is active: deactivate it first (npm run tenant -- deactivate ${subdomain})`);
  if (confirm !== subdomain) throw new TenantInputError(`Deleting "${subdomain}" cannot be undone: repeat its subdomain with --confirm ${subdomain}`);
  await removeTenants(tx, [subdomain]);
}
