import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { requireTenant } from '../tenancy/tenancy-plugin';
import { isAppName, isAppVersion } from './app-coordinates';
import { isInstalled } from './installed-apps';
import type { InstalledAppsIndex } from './installed-apps-index';
import {
  clearTenantAppVersions,
  readTenantAppVersions,
  setTenantAppVersion,
  type AppVersions,
} from './tenant-app-versions';

const versionBody = {
  type: 'object',
  required: ['name', 'version'],
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 64 }, version: { type: 'string', maxLength: 64 } },
} as const;

/** The tenant and the admin making the request: 401 without a session, 403 for other roles. */
async function requireAdmin(app: FastifyInstance, request: FastifyRequest) {
  const tenant = requireTenant(request);
  const session = await app.requireSession(request);
  if (session.role !== 'admin')
    throw new ApiError(403, 'forbidden', 'Only an administrator may change app versions');
  return { tenant, session };
}

/**
 * GET /api/apps: the installed apps and versions with their manifests, and which app supplies each
 * widget module. GET, PUT and DELETE /api/apps/versions: the tenant's default_app_versions, for
 * admins (the Revman "select versions" screen); every change is logged as an audit line.
 */
export function registerAppVersionRoutes(
  app: FastifyInstance,
  { db, index }: { db: Database; index: InstalledAppsIndex },
) {
  app.get('/api/apps', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return index.current();
  });

  app.get('/api/apps/versions', async (request, reply) => {
    const { tenant } = await requireAdmin(app, request);
    reply.header('cache-control', 'no-store');
    return {
      default_app_versions: await readTenantAppVersions(db, tenant.id),
      installed: (await index.current()).apps,
    };
  });

  const audit = (
    request: FastifyRequest,
    customerId: number,
    userId: number,
    change: Record<string, unknown>,
    after: AppVersions,
  ) => {
    request.log.info(
      {
        audit: 'default_app_versions',
        customer_id: customerId,
        changed_by: userId,
        ...change,
        default_app_versions: after,
      },
      'default app versions changed',
    );
  };

  app.put<{ Body: { name: string; version: string } }>(
    '/api/apps/versions',
    { schema: { body: versionBody } },
    async (request) => {
      const { tenant, session } = await requireAdmin(app, request);
      const { name, version } = request.body;
      if (!isAppName(name) || !isAppVersion(version) || !isInstalled(await index.current(), name, version)) {
        throw new ApiError(404, 'app_version_not_installed', `${name}@${version} is not installed`);
      }
      const before = tenant.default_app_versions?.[name] ?? null;
      const after = await setTenantAppVersion(db, tenant.id, name, version);
      app.invalidateTenant(tenant.subdomain);
      audit(request, tenant.id, session.user_id, { app: name, from: before, to: version }, after);
      return { default_app_versions: after };
    },
  );

  app.delete<{ Params: { name?: string } }>('/api/apps/versions/:name?', async (request) => {
    const { tenant, session } = await requireAdmin(app, request);
    const name = request.params.name ?? null;
    if (name !== null && !isAppName(name)) throw new ApiError(404, 'app_not_found', 'No such app');
    const after = await clearTenantAppVersions(db, tenant.id, name);
    app.invalidateTenant(tenant.subdomain);
    audit(
      request,
      tenant.id,
      session.user_id,
      {
        app: name ?? '*',
        from: name ? (tenant.default_app_versions?.[name] ?? null) : tenant.default_app_versions,
        to: null,
      },
      after,
    );
    return { default_app_versions: after };
  });
}
