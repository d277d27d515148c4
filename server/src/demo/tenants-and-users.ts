import { hash } from '@node-rs/argon2';
import type { Queryable } from '../db/database';
import { DEMO_PEOPLE, nationalIdOf, type DemoPerson, type DemoUserKey } from './demo-people';
import {
  DEMO_APP_VERSIONS,
  DEMO_EXTERNAL_LINKS,
  DEMO_FLAGS_OFF,
  DEMO_PASSWORD,
  featureFlagsOn,
  type DemoTenantProfile,
  type SeededTenant,
} from './demo-tenants';
import { insertRow, insertRows, json } from './insert-row';
import { hoursBefore } from './relative-time';

async function insertCustomer(tx: Queryable, profile: DemoTenantProfile): Promise<number> {
  return insertRow(tx, 'customers', {
    subdomain: profile.subdomain,
    name: profile.name,
    brand: profile.brand,
    theme: profile.theme,
    languages: ['no', 'en'],
    login_methods: ['password_sms'],
    required_pnr: profile.requiredPnr,
    default_app_versions: json(DEMO_APP_VERSIONS),
    external_links: json(DEMO_EXTERNAL_LINKS),
    support_email: profile.supportEmail,
  });
}

async function insertFeatureFlags(
  tx: Queryable,
  customerId: number,
  profile: DemoTenantProfile,
): Promise<void> {
  await insertRows(tx, 'feature_flags', [
    ...featureFlagsOn(profile.subdomain).map((name) => ({ customer_id: customerId, name, enabled: true })),
    ...DEMO_FLAGS_OFF.map((name) => ({ customer_id: customerId, name, enabled: false })),
  ]);
}

async function insertUser(
  tx: Queryable,
  customerId: number,
  profile: DemoTenantProfile,
  person: DemoPerson,
  invitedBy: number | null,
  now: Date,
): Promise<number> {
  const invitationCode =
    person.role === 'participant' && person.invited
      ? `INV-${profile.subdomain}-${person.username}`.toUpperCase()
      : null;
  return insertRow(tx, 'users', {
    customer_id: customerId,
    username: person.username,
    email: person.email,
    mobile_phone: person.mobilePhone,
    first_name: person.firstName,
    last_name: person.lastName,
    role: person.role,
    national_id: nationalIdOf(person),
    regions: json(person.regions),
    journal: profile.subdomain,
    journal_user_id: person.journalUserId,
    bruker_bruker_navn: person.brukerBrukerNavn,
    password_hash: await hash(DEMO_PASSWORD),
    pnr_class: person.pnrClass,
    invitation_code: invitationCode,
    invited_at: invitationCode ? hoursBefore(now, 24 * 30) : null,
    invited_by: invitationCode ? invitedBy : null,
  });
}

async function insertLoginAudit(tx: Queryable, tenant: SeededTenant): Promise<void> {
  const { customerId, users, now } = tenant;
  const attempt = (
    user: number,
    username: string,
    hoursAgo: number,
    outcome: string,
    reason: string | null,
  ) => ({
    customer_id: customerId,
    user_id: user,
    username,
    method: 'password_sms',
    outcome,
    reason,
    device_kind: outcome === 'success' ? 'trusted' : 'untrusted',
    ip_address: '127.0.0.1',
    user_agent: 'Mozilla/5.0 (demo data)',
    created_at: hoursBefore(now, hoursAgo),
  });
  await insertRows(tx, 'login_audit', [
    attempt(users.staff, 'staff', 2, 'success', null),
    attempt(users.staff, 'staff', 26, 'failure', 'wrong_password'),
    attempt(users.staff, 'staff', 26.5, 'success', null),
    attempt(users.leader, 'leader', 5, 'success', null),
    attempt(users.participant, 'participant', 30, 'success', null),
    attempt(users.participant, 'participant', 50, 'failure', 'wrong_sms_code'),
    attempt(users.admin, 'admin', 72, 'success', null),
  ]);
}

async function insertSettings(tx: Queryable, customerId: number): Promise<void> {
  await insertRows(tx, 'settings', [
    {
      customer_id: customerId,
      key: 'time_tracking.max_minutes_per_day',
      value: json(600),
      description: 'Upper limit of one day',
    },
    {
      customer_id: customerId,
      key: 'chat.allow_attachments',
      value: json(true),
      description: 'Files in chat messages',
    },
  ]);
}

/** The customer row, its feature flags and settings, its users (admin first) and login history. */
export async function seedTenantAndUsers(
  tx: Queryable,
  profile: DemoTenantProfile,
  now: Date,
): Promise<SeededTenant> {
  const customerId = await insertCustomer(tx, profile);
  await insertFeatureFlags(tx, customerId, profile);
  await insertSettings(tx, customerId);
  const ids = new Map<DemoUserKey, number>();
  for (const person of DEMO_PEOPLE[profile.subdomain]) {
    ids.set(
      person.username,
      await insertUser(tx, customerId, profile, person, ids.get('admin') ?? null, now),
    );
  }
  const required = (key: DemoUserKey) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo tenant ${profile.subdomain} lacks the user ${key}`);
    return id;
  };
  const tenant: SeededTenant = {
    profile,
    customerId,
    now,
    users: {
      admin: required('admin'),
      leader: required('leader'),
      staff: required('staff'),
      participant: required('participant'),
      temporary: ids.get('temporary') ?? null,
    },
  };
  await insertLoginAudit(tx, tenant);
  return tenant;
}
