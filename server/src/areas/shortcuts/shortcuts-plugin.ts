// §3 shortcuts, §2.4: the tenant's admins create, edit, delete and reorder the shortcuts (and link
// one to a journal project); everyone reads them through the GraphQL API. Every write is checked by
// the same rule as the admin's form (packages/rules, validation/shortcut.ts) and by the database.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { externalPagesSchema, shortcutInputSchema, shortcutOrderSchema } from '@portal/rules';
import type { ZodType } from 'zod';
import { enabledFeatures } from '../../bootstrap/bootstrap-data';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import { createShortcut, deleteShortcut, reorderShortcuts, updateShortcut } from './shortcut-store';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } },
} as const;

/** The tenant with artifact_Shortcuts on, and an admin of it: 401 without a session, else 403. */
async function requireShortcutAdmin(app: FastifyInstance, db: Database, request: FastifyRequest) {
  const tenant = requireTenant(request);
  const session = await app.requireSession(request);
  if (session.role !== 'admin')
    throw new ApiError(403, 'forbidden', 'Only an administrator may change the shortcuts');
  if (!(await enabledFeatures(db, tenant.id)).includes('artifact_Shortcuts'))
    throw new ApiError(403, 'feature_off', 'Shortcuts are not switched on for this portal');
  return { customerId: tenant.id, userId: session.user_id, subdomain: tenant.subdomain };
}

/** The body through the shared rule: a 400 naming the first problem's code, nothing saved. */
function parsed<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(400, 'shortcut_invalid', issue?.message ?? 'invalid', {
    field: String(issue?.path[0] ?? ''),
  });
}

export const shortcutsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post('/api/shortcuts', async (request, reply) => {
    const { customerId, userId } = await requireShortcutAdmin(app, db, request);
    const input = parsed(shortcutInputSchema, request.body);
    const id = await db.transaction((tx) => createShortcut(tx, customerId, userId, input));
    return reply.code(201).send({ id });
  });

  app.put<{ Params: { id: string } }>(
    '/api/shortcuts/:id',
    { schema: { params: idParams } },
    async (request) => {
      const { customerId } = await requireShortcutAdmin(app, db, request);
      const input = parsed(shortcutInputSchema, request.body);
      await db.transaction((tx) => updateShortcut(tx, customerId, Number(request.params.id), input));
      return { ok: true };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/shortcuts/:id',
    { schema: { params: idParams } },
    async (request) => {
      const { customerId } = await requireShortcutAdmin(app, db, request);
      await db.transaction((tx) => deleteShortcut(tx, customerId, Number(request.params.id)));
      return { ok: true };
    },
  );

  // §2.4 The top bar's external pages, configured per tenant beside the shortcuts.
  app.get('/api/shortcuts/external-pages', async (request, reply) => {
    const { customerId } = await requireShortcutAdmin(app, db, request);
    const { rows } = await db.query<{ external_links: Record<string, string> }>(
      'SELECT external_links FROM customers WHERE id = $1',
      [customerId],
    );
    reply.header('cache-control', 'no-store');
    return { links: rows[0]?.external_links ?? {} };
  });

  app.put('/api/shortcuts/external-pages', async (request) => {
    const { customerId, subdomain } = await requireShortcutAdmin(app, db, request);
    const { links } = parsed(externalPagesSchema, request.body);
    await db.query('UPDATE customers SET external_links = $2::jsonb WHERE id = $1', [
      customerId,
      JSON.stringify(links),
    ]);
    // The bootstrap carries them: the tenant's cached row must not outlive the change.
    app.invalidateTenant(subdomain);
    return { links };
  });

  app.put('/api/shortcuts/order', async (request) => {
    const { customerId } = await requireShortcutAdmin(app, db, request);
    const { ids } = parsed(shortcutOrderSchema, request.body);
    await db.transaction((tx) => reorderShortcuts(tx, customerId, ids));
    return { ok: true };
  });
};
