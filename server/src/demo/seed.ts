import type { Database, Queryable } from '../db/database';
import { seedAnonymous } from './anonymous';
import { seedChatCalendarTime } from './chat-calendar-time';
import { seedConsents } from './consents';
import { seedContexts } from './contexts';
import { DEMO_SUBDOMAINS, DEMO_TENANTS, type DemoTenantProfile } from './demo-tenants';
import { seedDocuments } from './documents';
import { seedMessaging } from './messaging';
import { seedParticipants } from './participants';
import { seedPlans } from './plans';
import { seedQueries } from './queries';
import { removeTenants } from './remove-demo-tenants';
import { seedShortcutsAndOverviews } from './shortcuts-and-overviews';
import { seedTemplates } from './templates';
import { seedTenantAndUsers } from './tenants-and-users';

// The demo data of ARCHITECTURE.md §4: the tenants `demo` and `care`, their users (password
// Demo-1234) and enough rows that every overview widget shows something.

export interface SeedOptions {
  /** Remove both demo tenants and everything they own, then load them again. */
  force?: boolean;
}

async function seedTenant(tx: Queryable, profile: DemoTenantProfile, now: Date): Promise<void> {
  const tenant = await seedTenantAndUsers(tx, profile, now);
  const participants = await seedParticipants(tx, tenant);
  await seedContexts(tx, tenant);
  const templates = await seedTemplates(tx, tenant);
  const plans = await seedPlans(tx, tenant, participants, templates);
  const queries = await seedQueries(tx, tenant, participants, templates, plans);
  const documents = await seedDocuments(tx, tenant, participants, plans, templates);
  await seedConsents(tx, tenant, participants, templates, queries, plans);
  await seedMessaging(tx, tenant, participants, templates, queries, documents);
  await seedAnonymous(tx, tenant, templates);
  await seedChatCalendarTime(tx, tenant, participants, plans);
  await seedShortcutsAndOverviews(tx, tenant, participants, templates);
}

/**
 * Loads the demo tenants once: when the tenant `demo` exists it does nothing, unless `force`.
 * Everything happens in one transaction, so a failure leaves the database as it was.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<{ loaded: boolean }> {
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
