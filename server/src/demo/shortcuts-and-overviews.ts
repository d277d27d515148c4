import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRow, insertRows, insertRowsReturningIds, json } from './insert-row';
import type { SeededParticipants } from './participants';
import { calendarDate, daysFrom } from './relative-time';
import type { SeededTemplates } from './templates';

// Shortcuts and projects, the leader's own overview (`demo` only: it proves a user's overview wins
// over the §9 defaults; everyone else gets the defaults), the CRM organisation widget, a custom
// node, and the work-inclusion connector's access lines (`demo` only).

const SHORTCUTS = [
  ['Retningslinjer', 'Interne retningslinjer for oppfølging', 'https://example.org/guidelines'],
  ['Timeregistrering', 'Hjelp til timeregistrering', 'https://example.org/time-help'],
  ['Support', 'Kontakt brukerstøtte', 'https://example.org/support'],
] as const;

/** The leader's JOURNAL_ME overview: reports first, six widgets. */
const LEADER_WIDGETS = [
  'DIRECTORY_LOGIN_REPORTS',
  'CRM_TIME_TRACKING',
  'CALENDAR_TASK',
  'CHAT',
  'ARTIFACT_PLANS',
  'DRAFTS',
] as const;

async function seedLeaderOverview(tx: Queryable, tenant: SeededTenant): Promise<void> {
  const { customerId, users } = tenant;
  const overviewId = await insertRow(tx, 'overviews', {
    customer_id: customerId,
    user_id: users.leader,
    name: 'Teamleders oversikt',
    app_context: 'JOURNAL_ME',
  });
  await insertRows(
    tx,
    'overview_widgets',
    LEADER_WIDGETS.map((widget, index) => ({
      customer_id: customerId,
      overview_id: overviewId,
      widget,
      variation: 'DEFAULT',
      order: index + 1,
      settings: json({ status: 'On', amount_of_rows: index === 0 ? 10 : 5 }),
      name: null,
      description: null,
    })),
  );
}

export async function seedShortcutsAndOverviews(
  tx: Queryable,
  tenant: SeededTenant,
  participants: SeededParticipants,
  templates: SeededTemplates,
): Promise<void> {
  const { customerId, users, now, profile } = tenant;
  const shortcutIds = await insertRowsReturningIds(
    tx,
    'shortcuts',
    SHORTCUTS.map(([title, description, link]) => ({
      customer_id: customerId,
      title,
      description,
      link,
      created_by: users.admin,
    })),
  );
  await insertRows(tx, 'projects', [
    {
      customer_id: customerId,
      journal_project_id: `${profile.subdomain}-project-1`,
      shortcut_id: itemAt(shortcutIds, 0),
    },
  ]);
  await insertRows(tx, 'favorites', [
    {
      user_id: users.staff,
      customer_id: customerId,
      entity_id: itemAt(shortcutIds, 2),
      table_name: 'shortcuts',
      order: 1,
    },
  ]);
  await insertRows(tx, 'custom_db_nodes', [
    {
      customer_id: customerId,
      region: 1,
      value: json({ label: 'Standard svarfrist', days: 14 }),
      value_old: json({ days: 7 }),
    },
  ]);
  if (profile.subdomain !== 'demo') return;

  await seedLeaderOverview(tx, tenant);
  await insertRows(tx, 'organization_qnr_widget', [
    {
      customer_id: customerId,
      qnr_id: itemAt(templates.ids, 3),
      question_id: itemAt(templates.questionIds, 0),
      journal_user_id: 'demo-1003',
      organization_journal_user_id: 'org-5001',
      contact_person_journal_user_id: 'org-5001-c1',
      recipient_activity_id: itemAt(participants.activityIds, 0),
    },
  ]);
  await insertRows(
    tx,
    'connector.access_lines',
    participants.recipientIds.slice(0, 4).map((_, index) => ({
      customer_id: customerId,
      Adgangkode: `ADG-${1000 + index}`,
      BrukerNavn: `DELTAKER${index + 1}`,
      Fradato: calendarDate(daysFrom(now, -30 * (index + 1))),
      Tildato: index === 3 ? calendarDate(daysFrom(now, -5)) : calendarDate(daysFrom(now, 180)),
      SoknadId: `SOK-${2025200 + index}`,
    })),
  );
}

export const shortcutsAndOverviewsDemo: DemoModule = {
  name: 'shortcuts and overviews',
  seed: (tx, demo) =>
    seedShortcutsAndOverviews(tx, demo.tenant, demo.get('participants'), demo.get('templates')),
};
