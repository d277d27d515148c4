import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import { DEMO_PEOPLE, nationalIdOf } from './demo-people';
import type { DemoSubdomain, SeededTenant } from './demo-tenants';
import { cycleAt, itemAt } from './demo-lists';
import { DEFAULT_JOURNAL_RECIPIENT_WIDGETS } from '@portal/rules';
import { insertRow, insertRows, insertRowsReturningIds, json } from './insert-row';

// Participants / recipients (spec §3 Participant), their activities, their staff ("my
// participants": accepted, waiting, to be deleted) and participant groups. Recipient 0 is the
// tenant's `participant` user.

interface DemoRecipient {
  fullName: string;
  birthDate: string;
  individualNumber: number;
}

interface ParticipantsProfile {
  activities: string[];
  measureCodes: string[];
  regarding: string;
  recipients: DemoRecipient[];
  groups: string[];
}

const PROFILES: Record<DemoSubdomain, ParticipantsProfile> = {
  demo: {
    activities: [
      'Arbeidsforberedende trening',
      'Oppfølging',
      'Arbeidsrettet rehabilitering',
      'Varig tilrettelagt arbeid',
    ],
    measureCodes: ['AFT', 'OPPF', 'ARR', 'VTA'],
    regarding: 'Arbeidsutprøving',
    recipients: [
      { fullName: 'Sara Ahmed', birthDate: '1995-02-11', individualNumber: 201 },
      { fullName: 'Jonas Lie', birthDate: '1988-06-23', individualNumber: 212 },
      { fullName: 'Mari Solberg', birthDate: '1990-10-09', individualNumber: 223 },
      { fullName: 'Ahmed Ali', birthDate: '1985-12-30', individualNumber: 245 },
      { fullName: 'Nora Kristiansen', birthDate: '1999-04-04', individualNumber: 256 },
      { fullName: 'Erik Dahl', birthDate: '1972-07-19', individualNumber: 267 },
      { fullName: 'Ida Moen', birthDate: '1996-09-01', individualNumber: 278 },
    ],
    groups: ['Oppstartsgruppe', 'Mandagsgruppe'],
  },
  care: {
    activities: ['Hjemmesykepleie', 'Praktisk bistand', 'Dagsenter', 'Trygghetsalarm'],
    measureCodes: ['HSP', 'PB', 'DS', 'TA'],
    regarding: 'Vedtak om helse- og omsorgstjenester',
    recipients: [
      { fullName: 'Arne Pedersen', birthDate: '1938-03-03', individualNumber: 301 },
      { fullName: 'Solveig Larsen', birthDate: '1942-05-27', individualNumber: 312 },
      { fullName: 'Knut Eriksen', birthDate: '1950-08-08', individualNumber: 323 },
      { fullName: 'Randi Halvorsen', birthDate: '1945-11-11', individualNumber: 334 },
      { fullName: 'Bjørn Karlsen', birthDate: '1939-01-16', individualNumber: 345 },
      { fullName: 'Astrid Nilsen', birthDate: '1953-06-06', individualNumber: 356 },
      { fullName: 'Gunnar Strand', birthDate: '1947-02-22', individualNumber: 367 },
    ],
    groups: ['Dagsenter tirsdag', 'Nye brukere'],
  },
};

export interface SeededParticipants {
  activityIds: number[];
  /** Recipient 0 is the `participant` user. */
  recipientIds: number[];
  mobilePhones: string[];
  names: string[];
}

const STAFF_STATUSES = ['accepted', 'accepted', 'accepted', 'accepted', 'waiting', 'to_be_deleted'] as const;
const LEADER_STATUSES = [
  'accepted',
  'accepted',
  'accepted',
  'accepted',
  'accepted',
  'waiting',
  'waiting',
  'to_be_deleted',
] as const;

export async function seedParticipants(tx: Queryable, tenant: SeededTenant): Promise<SeededParticipants> {
  const { customerId, users, profile: tenantProfile } = tenant;
  const profile = PROFILES[tenantProfile.subdomain];
  const activityIds = await insertRowsReturningIds(
    tx,
    'activities',
    profile.activities.map((name) => ({ customer_id: customerId, name, description: `Tiltak: ${name}` })),
  );
  const participantUser = DEMO_PEOPLE[tenantProfile.subdomain].find(
    (person) => person.username === 'participant',
  );
  if (!participantUser) throw new Error(`Demo tenant ${tenantProfile.subdomain} lacks a participant user`);
  const people = [
    { fullName: `${participantUser.firstName} ${participantUser.lastName}`, ...participantUser },
    ...profile.recipients.map((recipient, index) => ({
      ...recipient,
      mobilePhone: `+47993${tenantProfile.subdomain === 'demo' ? '1' : '2'}00${String(index + 10)}`,
    })),
  ];
  const recipientRows = people.map((person, index) => {
    const activity = index % activityIds.length;
    return {
      customer_id: customerId,
      user_id: index === 0 ? users.participant : null,
      directory_user_id: `DIR-${tenantProfile.subdomain}-${1000 + index}`,
      full_name: person.fullName,
      national_id: nationalIdOf(person),
      mobile_phone: person.mobilePhone,
      activity_id: itemAt(activityIds, activity),
      regarding: profile.regarding,
      actno: `${tenantProfile.subdomain.toUpperCase()}-2025-${String(index + 1).padStart(3, '0')}`,
      niva: String((index % 3) + 1),
      tiltak: itemAt(profile.measureCodes, activity),
    };
  });
  const recipientIds = await insertRowsReturningIds(tx, 'recipients', recipientRows);

  await insertRows(
    tx,
    'recipient_activities',
    recipientIds.flatMap((recipientId, index) => {
      const primary = cycleAt(activityIds, index);
      const second = cycleAt(activityIds, index + 1);
      const linked = index % 2 === 0 ? [primary, second] : [primary];
      return linked.map((activityId) => ({
        recipient_id: recipientId,
        activity_id: activityId,
        customer_id: customerId,
      }));
    }),
  );
  await insertRows(tx, 'recipient_staff', [
    ...STAFF_STATUSES.map((status, index) => ({
      recipient_id: itemAt(recipientIds, index),
      user_id: users.staff,
      customer_id: customerId,
      status,
    })),
    ...LEADER_STATUSES.map((status, index) => ({
      recipient_id: itemAt(recipientIds, index),
      user_id: users.leader,
      customer_id: customerId,
      status,
    })),
  ]);

  const groupIds = await insertRowsReturningIds(
    tx,
    'recipient_groups',
    profile.groups.map((name, index) => ({
      customer_id: customerId,
      name,
      description: `Deltakergruppe: ${name}`,
      owner_user_id: index === 0 ? users.staff : users.leader,
    })),
  );
  await insertRows(
    tx,
    'recipient_group_members',
    groupIds.flatMap((groupId, groupIndex) =>
      recipientIds.slice(groupIndex * 3, groupIndex * 3 + 3).map((recipientId) => ({
        recipient_group_id: groupId,
        recipient_id: recipientId,
        customer_id: customerId,
      })),
    ),
  );
  return {
    activityIds,
    recipientIds,
    mobilePhones: people.map((p) => p.mobilePhone),
    names: people.map((p) => p.fullName),
  };
}

/**
 * The demo admin's own participant overview (JOURNAL_RECIPIENT, `demo` only): the selected
 * participant's contact card (AO_DIRECTORY_SELECTED_USER, on no §9 default overview) first, then the
 * §9 defaults. Staff and the tenant's default keep the §9 layout (the overview designer starts there).
 */
async function seedSelectedUserOverview(tx: Queryable, tenant: SeededTenant): Promise<void> {
  if (tenant.profile.subdomain !== 'demo') return;
  const overviewId = await insertRow(tx, 'overviews', {
    customer_id: tenant.customerId,
    user_id: tenant.users.admin,
    name: 'Deltakeroversikt med kontaktkort',
    app_context: 'JOURNAL_RECIPIENT',
  });
  await insertRows(
    tx,
    'overview_widgets',
    ['AO_DIRECTORY_SELECTED_USER', ...DEFAULT_JOURNAL_RECIPIENT_WIDGETS].map((widget, index) => ({
      customer_id: tenant.customerId,
      overview_id: overviewId,
      widget,
      variation: 'DEFAULT',
      order: index + 1,
      settings: json({ status: 'On', amount_of_rows: 5 }),
      name: null,
      description: null,
    })),
  );
}

export const participantsDemo: DemoModule = {
  name: 'participants',
  seed: async (tx, demo) => {
    demo.put('participants', await seedParticipants(tx, demo.tenant));
    await seedSelectedUserOverview(tx, demo.tenant);
  },
};
