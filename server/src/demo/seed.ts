import type { Database, Queryable } from '../db/database';
import { activityLogDemo } from './activity-log';
import { accessLogDemo } from './access-log';
import { anonymousDemo } from './anonymous';
import { calendarDemo } from './calendar';
import { meetingsDemo } from './meetings';
import { chatDemo } from './chat';
import { consentsDemo } from './consents';
import { contextsDemo } from './contexts';
import { DemoSoFar, type DemoModule } from './demo-module';
import { DEMO_SUBDOMAINS, DEMO_TENANTS, type DemoTenantProfile } from './demo-tenants';
import { documentDraftsDemo } from './document-drafts';
import { documentsDemo } from './documents';
import { messagingDemo } from './messaging';
import { participantsDemo } from './participants';
import { parcelLinksDemo, plansDemo } from './plans';
import { queriesDemo } from './queries';
import { removeTenants } from '../operations';
import { administrationDemo } from './administration';
import { shortcutsAndOverviewsDemo } from './shortcuts-and-overviews';
import { templatesDemo } from './templates';
import { timeDemo } from './time';
import { crmDemo } from './crm';
import { seedTenantAndUsers } from './tenants-and-users';
import { crossTenant } from '../db/tenant-scope';

// The demo data of ARCHITECTURE.md §4: the tenants `demo` and `care`, their users (password
// Demo-1234) and enough rows that every overview widget shows something.

export interface SeedOptions {
  /** Remove both demo tenants and everything they own, then load them again. */
  force?: boolean;
}

/**
 * Each area's demo data, in the order they build on each other (a module reads what an earlier one
 * loaded: participants, templates, plans, queries, documents). An area adds its module here.
 */
const DEMO_MODULES: readonly DemoModule[] = [
  participantsDemo,
  contextsDemo,
  templatesDemo,
  plansDemo,
  queriesDemo,
  documentsDemo,
  documentDraftsDemo,
  consentsDemo,
  parcelLinksDemo,
  administrationDemo,
  messagingDemo,
  anonymousDemo,
  chatDemo,
  calendarDemo,
  meetingsDemo,
  timeDemo,
  crmDemo,
  activityLogDemo,
  accessLogDemo,
  shortcutsAndOverviewsDemo,
];

async function seedTenant(tx: Queryable, profile: DemoTenantProfile, now: Date): Promise<void> {
  const demo = new DemoSoFar(await seedTenantAndUsers(tx, profile, now));
  for (const module of DEMO_MODULES) await module.seed(tx, demo);
}

/**
 * Loads the demo tenants once: when the tenant `demo` exists it does nothing, unless `force`.
 * Everything happens in one transaction, so a failure leaves the database as it was.
 */
export async function seedDemoData(owner: Database, options: SeedOptions = {}): Promise<{ loaded: boolean }> {
  const db = crossTenant(owner, 'the demo seed writes every demo tenant');
  return db.transaction(async (tx) => {
    // Two servers starting at once on one database: the second waits, then finds the data.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('portal.seed-demo-data'))`);
    const existing = await tx.query('SELECT 1 FROM customers WHERE subdomain = $1', ['demo']);
    if (existing.rows.length > 0 && !options.force) return { loaded: false };
    // Also clears a `care` left without its `demo`, so the load never collides with old rows.
    await removeTenants(tx, DEMO_SUBDOMAINS);
    const now = new Date();
    for (const profile of DEMO_TENANTS) await seedTenant(tx, profile, now);
    return { loaded: true };
  });
}
