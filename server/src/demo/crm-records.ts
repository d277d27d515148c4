import type { Queryable } from '../db/database';
import type { SeededTenant } from './demo-tenants';
import { cycleAt, itemAt } from './demo-lists';
import { insertRows, insertRowsReturningIds, type Row } from './insert-row';
import type { SeededParticipants } from './participants';
import { calendarDate, daysFrom } from './relative-time';

// Issue 29 items 1, 3 and 4 in the demo (both tenants): the employers' contact persons, notes and
// placed participants; the tenant's related customers; time plan templates and a plan per placed
// participant, from a template, around today so the week grid shows planned beside registered time.

const CONTACTS = [
  ['Kari Nordmann', 'Daglig leder', '+47 912 34 567', 'kari.nordmann@example.no'],
  ['Ola Hansen', 'Verksmester', '+47 913 45 678', 'ola.hansen@example.no'],
  ['Ingrid Berg', 'HR-rådgiver', '+47 914 56 789', 'ingrid.berg@example.no'],
  ['Per Johansen', 'Kjøkkensjef', '+47 915 67 890', null],
] as const;
const NOTES = [
  'Første møte med daglig leder. De har plass til én deltaker i arbeidstrening fra neste måned.',
  'Arbeidsgiver er fornøyd med oppmøtet; ønsker å utvide til fem dager i uka.',
  'Avtalt trepartsmøte med deltaker og NAV om mulig fast ansettelse.',
];
/** Monday to Sunday, minutes. */
const WEEKS = {
  fourDays: '{240,240,240,240,0,0,0}',
  fullTime: '{450,450,450,450,450,0,0}',
  mornings: '{180,180,180,0,180,0,0}',
};
const TEMPLATES = [
  [
    'Arbeidstrening 4 timer man–tor',
    'Vanlig start: fire timer mandag til torsdag i åtte uker.',
    8,
    WEEKS.fourDays,
  ],
  ['Fast jobb, full tid', 'Full stilling etter avsluttet arbeidstrening.', 26, WEEKS.fullTime],
  ['Formiddager, fire dager', 'Tre timer om formiddagen, fri onsdag.', 12, WEEKS.mornings],
] as const;
const CUSTOMERS = [
  [
    'NAV Bergenhus',
    '974600951',
    'Per Hansen',
    'per.hansen@nav.example.no',
    '+47 55 55 33 33',
    'Rammeavtale AFT 2026',
  ],
  [
    'Oslo kommune, bydel Gamle Oslo',
    '974760673',
    'Siri Lund',
    'siri.lund@example.no',
    null,
    'Avtale om arbeidstrening',
  ],
  ['Vestland fylkeskommune', '889640782', 'Tor Aasen', null, '+47 55 00 00 00', null],
] as const;

async function employers(tx: Queryable, customerId: number) {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM organizations WHERE customer_id = $1 AND kind = 'employer' AND archived_at IS NULL
      ORDER BY id LIMIT 3`,
    [customerId],
  );
  return rows.map((row) => Number(row.id));
}

async function seedOrganizationRecords(
  tx: Queryable,
  tenant: SeededTenant,
  orgIds: number[],
  p: SeededParticipants,
) {
  const { customerId, users, now } = tenant;
  const at = (i: number) => cycleAt(orgIds, i);
  await insertRows(
    tx,
    'organization_contacts',
    CONTACTS.map(([name, title, phone, email], i) => ({
      customer_id: customerId,
      organization_id: at(i),
      name,
      title,
      phone,
      email,
    })),
  );
  await insertRows(
    tx,
    'organization_notes',
    NOTES.map((body, i) => ({
      customer_id: customerId,
      organization_id: at(0),
      author_id: i === 1 ? users.leader : users.staff,
      body,
      created_at: daysFrom(now, -20 + i * 8, 10),
    })),
  );
  const placements: Row[] = [0, 1, 2].map((i) => ({
    customer_id: customerId,
    organization_id: at(i),
    recipient_id: itemAt(p.recipientIds, i),
    kind: i === 2 ? 'job' : 'work_trial',
    starts_on: calendarDate(daysFrom(now, -21 + i * 7)),
    ends_on: i === 2 ? null : calendarDate(daysFrom(now, 35 + i * 7)),
    hours_per_week: i === 2 ? 37.5 : 16,
    note: i === 0 ? 'Lager og varemottak' : null,
    created_by: users.staff,
  }));
  await insertRows(tx, 'organization_placements', placements);
}

async function seedPlans(tx: Queryable, tenant: SeededTenant, orgIds: number[], p: SeededParticipants) {
  const { customerId, users, now } = tenant;
  const templateIds = await insertRowsReturningIds(
    tx,
    'time_plan_templates',
    TEMPLATES.map(([name, description, weeks, days]) => ({
      customer_id: customerId,
      name,
      description,
      weeks,
      day_minutes: days,
      created_by: users.leader,
    })),
  );
  await insertRows(
    tx,
    'time_plans',
    [0, 1, 2].map((i) => ({
      customer_id: customerId,
      recipient_id: itemAt(p.recipientIds, i),
      template_id: itemAt(templateIds, i === 2 ? 1 : 0),
      organization_id: itemAt(orgIds, i),
      title: i === 2 ? 'Fast jobb' : `Arbeidstrening hos ${['arbeidsgiver', 'kantina'][i]}`,
      starts_on: calendarDate(daysFrom(now, -21 + i * 7)),
      ends_on: calendarDate(daysFrom(now, i === 2 ? 160 : 35 + i * 7)),
      day_minutes: i === 2 ? WEEKS.fullTime : i === 1 ? WEEKS.mornings : WEEKS.fourDays,
      note: i === 0 ? 'Oppstart med fire dager, vurder fem etter fire uker.' : null,
      created_by: users.staff,
    })),
  );
}

async function seedCustomers(tx: Queryable, customerId: number, now: Date) {
  await insertRows(
    tx,
    'related_customers',
    CUSTOMERS.map(([name, orgNumber, contactName, contactEmail, contactPhone, agreement], i) => ({
      customer_id: customerId,
      name,
      org_number: orgNumber,
      contact_name: contactName,
      contact_email: contactEmail,
      contact_phone: contactPhone,
      agreement,
      note: i === 0 ? 'Månedlig rapport sendes innen den femte.' : null,
      archived_at: i === 2 ? daysFrom(now, -60) : null,
    })),
  );
}

/** Seeds the records after the organizations of crm.ts. */
export async function seedCrmRecords(tx: Queryable, tenant: SeededTenant, participants: SeededParticipants) {
  const orgIds = await employers(tx, tenant.customerId);
  await seedOrganizationRecords(tx, tenant, orgIds, participants);
  await seedPlans(tx, tenant, orgIds, participants);
  await seedCustomers(tx, tenant.customerId, tenant.now);
}
