import type { Queryable } from '../db/database';

/**
 * Every feature app at 1.0.0 (spec §1: artifact ... data-grid), the versions the repository builds:
 * a new tenant's default_app_versions unless the operator says otherwise, and the demo tenants'.
 */
export const DEFAULT_APP_VERSIONS: Readonly<Record<string, string>> = {
  artifact: '1.0.0',
  calendar: '1.0.0',
  chat: '1.0.0',
  directory: '1.0.0',
  crm: '1.0.0',
  notification: '1.0.0',
  activities: '1.0.0',
  consents: '1.0.0',
  storage: '1.0.0',
  'data-grid': '1.0.0',
};

export type AppVersions = Record<string, string> | null;

export async function readTenantAppVersions(db: Queryable, customerId: number): Promise<AppVersions> {
  const { rows } = await db.query<{ default_app_versions: AppVersions }>(
    'SELECT default_app_versions FROM customers WHERE id = $1',
    [customerId],
  );
  return rows[0]?.default_app_versions ?? null;
}

/** Sets one app's version in the tenant's default_app_versions; answers the new map. */
export async function setTenantAppVersion(
  db: Queryable,
  customerId: number,
  name: string,
  version: string,
): Promise<AppVersions> {
  const { rows } = await db.query<{ default_app_versions: AppVersions }>(
    `UPDATE customers SET default_app_versions = COALESCE(default_app_versions, '{}'::jsonb) || jsonb_build_object($2::text, $3::text)
      WHERE id = $1 RETURNING default_app_versions`,
    [customerId, name, version],
  );
  return rows[0]?.default_app_versions ?? null;
}

/** Removes one app from the map, or (name null) the whole map: the fallback apps are then used. */
export async function clearTenantAppVersions(
  db: Queryable,
  customerId: number,
  name: string | null,
): Promise<AppVersions> {
  const { rows } = await db.query<{ default_app_versions: AppVersions }>(
    name === null
      ? 'UPDATE customers SET default_app_versions = NULL WHERE id = $1 RETURNING default_app_versions'
      : 'UPDATE customers SET default_app_versions = default_app_versions - $2::text WHERE id = $1 RETURNING default_app_versions',
    name === null ? [customerId] : [customerId, name],
  );
  return rows[0]?.default_app_versions ?? null;
}
