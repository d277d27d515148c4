// §3 shortcuts, §2.4: the tenant's admins create, edit, delete and reorder the shortcuts (and link
// one to a journal project); everyone reads them through the GraphQL API. The routes are the
// contract of packages/rules (shortcuts/contract.ts), whose schemas are the admin form's rule; the
// kit checks the caller and the input and runs the SQL under the tenant's row-level security.
import type { FastifyPluginAsync } from 'fastify';
import { shortcutsContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { createShortcut, deleteShortcut, reorderShortcuts, updateShortcut } from './shortcut-store';

/** An admin of a tenant with artifact_Shortcuts on: 401 without a session, else 403. */
const admin: SignedInAccess = { who: 'admin', features: ['artifact_Shortcuts'] };

export const shortcutsPlugin: FastifyPluginAsync<AreaContext> = async (app, { db }) => {
  const router = areaRouter(app, db, 'shortcuts');

  router.route(routes.create, admin, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => createShortcut(tx, caller.customerId, caller.userId, body)),
  }));

  router.route(routes.update, admin, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => updateShortcut(tx, caller.customerId, params.id, body));
    return { ok: true };
  });

  router.route(routes.remove, admin, async ({ caller, db, params }) => {
    await db.transaction((tx) => deleteShortcut(tx, caller.customerId, params.id));
    return { ok: true };
  });

  // §2.4 The top bar's external pages, configured per tenant beside the shortcuts.
  router.route(routes.externalPages, admin, async ({ db }) => {
    const { rows } = await db.query<{ external_links: Record<string, string> }>(
      'SELECT external_links FROM customers',
    );
    return { links: rows[0]?.external_links ?? {} };
  });

  router.route(routes.setExternalPages, admin, async ({ caller, db, body }) => {
    await db.query('UPDATE customers SET external_links = $2::jsonb WHERE id = $1', [
      caller.customerId,
      JSON.stringify(body.links),
    ]);
    // The bootstrap carries them: the tenant's cached row must not outlive the change.
    app.invalidateTenant(caller.tenant.subdomain);
    return { links: body.links };
  });

  router.route(routes.reorder, admin, async ({ caller, db, body }) => {
    await db.transaction((tx) => reorderShortcuts(tx, caller.customerId, body.ids));
    return { ok: true };
  });
};
