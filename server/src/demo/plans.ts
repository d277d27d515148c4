import type { Queryable } from '../db/database';
import { readPlanSchedule } from '../areas/plans';
import type { DemoModule } from './demo-module';
import type { DemoSubdomain, SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRows, insertRowsReturningIds } from './insert-row';
import type { SeededParticipants } from './participants';
import { daysFrom, rfc5545 } from './relative-time';
import type { SeededTemplates } from './templates';

// Plans: artifact packages that recur by an RFC 5545 rule set (the ARTIFACT_PLANS widget), the
// parcels they send, and a package group. One package is a blueprint (no recipient).

const PARCELS: Record<DemoSubdomain, [string, string][]> = {
  demo: [
    ['Oppstartspakke', 'Skjemaer til første uke'],
    ['Ukentlig oppfølging', 'Fast ukentlig egenvurdering'],
  ],
  care: [
    ['Velkomstpakke', 'Skjemaer ved oppstart av tjenesten'],
    ['Ukentlig tilsyn', 'Fast ukentlig egenrapport'],
  ],
};

export interface SeededPlans {
  parcelIds: number[];
  /** Package of recipient 0, 1 and 2 (in that order); the blueprint is not listed. */
  packageIds: number[];
}

/** A plan's next send and last send by its schedule (the job runner's sweep plants the job). */
function schedulePoints(rruleset: string, blueprint: boolean, now: Date) {
  if (blueprint) return { next_send_at: null, last_sent_at: null };
  const schedule = readPlanSchedule(rruleset);
  return { next_send_at: schedule.nextAfter(now), last_sent_at: pastSends(rruleset, now).at(-1) ?? null };
}

function pastSends(rruleset: string, now: Date): Date[] {
  return readPlanSchedule(rruleset).between(new Date(now.getTime() - 60 * 86_400_000), now, 50);
}

/** The tenant's parcels, the first two holding templates of the seeded ones. */
async function seedParcels(
  tx: Queryable,
  tenant: SeededTenant,
  templates: SeededTemplates,
): Promise<number[]> {
  const { customerId, profile } = tenant;
  const parcelIds = await insertRowsReturningIds(
    tx,
    'artifact_parcels',
    PARCELS[profile.subdomain].map(([title, description]) => ({
      customer_id: customerId,
      title,
      description,
    })),
  );
  await insertRows(tx, 'template_artifact_parcel', [
    {
      template_id: itemAt(templates.ids, 0),
      artifact_parcel_id: itemAt(parcelIds, 0),
      customer_id: customerId,
    },
    {
      template_id: itemAt(templates.ids, 1),
      artifact_parcel_id: itemAt(parcelIds, 0),
      customer_id: customerId,
    },
    {
      template_id: itemAt(templates.ids, 5),
      artifact_parcel_id: itemAt(parcelIds, 1),
      customer_id: customerId,
    },
  ]);
  return parcelIds;
}

export async function seedPlans(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  templates: SeededTemplates,
): Promise<SeededPlans> {
  const { customerId, users, now, profile } = tenant;
  const parcelIds = await seedParcels(tx, tenant, templates);
  const [groupId] = await insertRowsReturningIds(tx, 'artifact_package_groups', [
    {
      customer_id: customerId,
      title: profile.subdomain === 'demo' ? 'Oppstart høst' : 'Nye brukere vår',
      created_by: users.leader,
      created_by_name: 'Teamleder',
      file_count: 1,
      query_count: 3,
      user_count: 3,
    },
  ]);
  const weekly = (startInDays: number, rule: string) =>
    `DTSTART:${rfc5545(daysFrom(now, startInDays, 9))}\nRRULE:${rule}`;
  const packages = [
    { recipient: null, blueprint: true, rruleset: weekly(0, 'FREQ=WEEKLY;BYDAY=MO;COUNT=8') },
    { recipient: 0, blueprint: false, rruleset: weekly(-14, 'FREQ=WEEKLY;BYDAY=MO;COUNT=12') },
    { recipient: 1, blueprint: false, rruleset: weekly(-7, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=6') },
    { recipient: 2, blueprint: false, rruleset: weekly(1, 'FREQ=DAILY;COUNT=10') },
  ];
  const allPackageIds = await insertRowsReturningIds(
    tx,
    'artifact_packages',
    packages.map((plan) => ({
      ...schedulePoints(plan.rruleset, plan.blueprint, now),
      customer_id: customerId,
      activity_id: itemAt(participants.activityIds, 0),
      group_id: groupId ?? null,
      recipient_id: plan.recipient === null ? null : itemAt(participants.recipientIds, plan.recipient),
      is_blueprint: plan.blueprint,
      rruleset: plan.rruleset,
      created_by: users.staff,
      created_by_name: 'Kari Nordmann',
      updated_by: users.staff,
    })),
  );
  await insertRows(
    tx,
    'artifact_package_artifact_parcel',
    allPackageIds.map((packageId, index) => ({
      artifact_package_id: packageId,
      artifact_parcel_id: itemAt(parcelIds, index % 2),
      customer_id: customerId,
    })),
  );
  const packageIds = allPackageIds.slice(1);
  // What the scheduler sent before today: one artifact_package_sends row per past occurrence.
  await insertRows(
    tx,
    'artifact_package_sends',
    packageIds.flatMap((packageId, index) =>
      pastSends(itemAt(packages, index + 1).rruleset, now).map((occurrence) => ({
        customer_id: customerId,
        artifact_package_id: packageId,
        occurrence,
      })),
    ),
  );
  await insertRows(
    tx,
    'artifact_package_cron',
    packageIds.map((packageId) => ({
      artifact_packages_id: packageId,
      customer_id: customerId,
      cron_start_schedule_id: `start-${profile.subdomain}-${packageId}`,
      cron_end_schedule_id: `end-${profile.subdomain}-${packageId}`,
    })),
  );
  return { parcelIds, packageIds };
}

export const plansDemo: DemoModule = {
  name: 'plans',
  seed: async (tx, demo) => {
    demo.put('plans', await seedPlans(tx, demo.tenant, demo.get('participants'), demo.get('templates')));
  },
};

/**
 * The parcels' documents and consents (spec §3 links): the first parcel holds one of the tenant's
 * documents and one consent. Listed in seed.ts after the documents and consents modules; it changes
 * link columns only, no row counts. (The calendar's demo links the first plan to an event.)
 */
export const parcelLinksDemo: DemoModule = {
  name: 'parcel-links',
  seed: async (tx, demo) => {
    const { customerId } = demo.tenant;
    const parcelId = itemAt(demo.get('plans').parcelIds, 0);
    await tx.query(
      `UPDATE documents SET artifact_parcel_id = $2 WHERE id = (SELECT min(id) FROM documents
          WHERE customer_id = $1 AND upload_patient_id IS NULL AND deleted_at IS NULL AND artifact_parcel_id IS NULL)`,
      [customerId, parcelId],
    );
    await tx.query(
      `UPDATE consents SET artifact_parcel_id = $2 WHERE id = (SELECT min(id) FROM consents
          WHERE customer_id = $1 AND query_id IS NULL AND deleted_at IS NULL AND artifact_parcel_id IS NULL)`,
      [customerId, parcelId],
    );
  },
};
