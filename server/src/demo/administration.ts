import { generateSyntheticNationalId } from '@portal/rules';
import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { SeededTenant } from './demo-tenants';
import { insertRows, insertRowsReturningIds, type Row } from './insert-row';
import { daysFrom } from './relative-time';

// Administration (issue 32): the consent templates' published versions (the privacy policy in two
// versions, with its text in both languages) and the records of who accepted, declined or withdrew
// what. Every demo user has accepted what sign-in asks for today, so signing in goes straight on;
// the history shows a declined and a withdrawn answer.

const POLICY = {
  1: {
    en: '<h2>Privacy policy</h2><p>We store what you tell us only to follow up your plan.</p>',
    no: '<h2>Personvernerklæring</h2><p>Vi lagrer det du forteller oss bare for å følge opp planen din.</p>',
  },
  2: {
    en: '<h2>Privacy policy</h2><p>We store what you tell us only to follow up your plan.</p><h3>Who reads your data</h3><p>Only the staff who follow you up. Every read is logged, and you can see the log on your own page.</p>',
    no: '<h2>Personvernerklæring</h2><p>Vi lagrer det du forteller oss bare for å følge opp planen din.</p><h3>Hvem leser opplysningene dine</h3><p>Bare de ansatte som følger deg opp. Hver lesing logges, og du kan se loggen på din egen side.</p>',
  },
} as const;

interface TemplateRow {
  id: string | number;
  title: string;
  description: string | null;
  type: string;
  group: string;
  region: number | null;
  renew_consent: boolean;
  valid_days: number | null;
}

function versionRow(tenant: SeededTenant, template: TemplateRow, version: 1 | 2, at: Date): Row {
  const policy = template.group === 'PRIVACY_POLICY';
  return {
    customer_id: tenant.customerId,
    consent_template_id: Number(template.id),
    version,
    title: template.title,
    description: template.description,
    body_en: policy ? POLICY[version].en : null,
    body_no: policy ? POLICY[version].no : null,
    type: template.type,
    group: template.group,
    region: template.region,
    renew_consent: template.renew_consent,
    valid_days: template.valid_days,
    valid_to: null,
    published_by: tenant.users.admin,
    created_at: at,
  };
}

async function seedVersions(tx: Queryable, tenant: SeededTenant) {
  const { rows } = await tx.query<TemplateRow>(
    `SELECT id, title, description, type, "group", region, renew_consent, valid_days FROM consent_templates
      WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [tenant.customerId],
  );
  const versions = rows.flatMap((template) => [
    { template, version: 1 as const, at: daysFrom(tenant.now, -120) },
    ...(template.group === 'PRIVACY_POLICY'
      ? [{ template, version: 2 as const, at: daysFrom(tenant.now, -20) }]
      : []),
  ]);
  const ids = await insertRowsReturningIds(
    tx,
    'consent_template_versions',
    versions.map((v) => versionRow(tenant, v.template, v.version, v.at)),
  );
  return versions.map((v, index) => ({
    templateId: Number(v.template.id),
    group: v.template.group,
    version: v.version,
    id: ids[index]!,
  }));
}

type SeededVersion = Awaited<ReturnType<typeof seedVersions>>[number];

function record(
  tenant: SeededTenant,
  version: SeededVersion,
  userId: number,
  action: string,
  days: number,
  reason: string | null,
): Row {
  return {
    customer_id: tenant.customerId,
    consent_template_version_id: version.id,
    consent_template_id: version.templateId,
    user_id: userId,
    action,
    reason,
    created_at: daysFrom(tenant.now, days, 10),
  };
}

export async function seedAdministration(tx: Queryable, tenant: SeededTenant): Promise<void> {
  const versions = await seedVersions(tx, tenant);
  const find = (group: string, version: number) =>
    versions.find((v) => v.group === group && v.version === version);
  const policy1 = find('PRIVACY_POLICY', 1);
  const policy2 = find('PRIVACY_POLICY', 2);
  const login = find('LOGIN_CONSENTS', 1);
  const qnr = find('QUESTIONNAIRE_CONSENTS', 1);
  const { rows: users } = await tx.query<{ id: string | number }>(
    'SELECT id FROM users WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id',
    [tenant.customerId],
  );
  const records: Row[] = [];
  const { staff, participant } = tenant.users;
  if (login) records.push(record(tenant, login, staff, 'DECLINED', -100, 'Vil lese mer om det først'));
  for (const user of users) {
    const id = Number(user.id);
    if (policy1) records.push(record(tenant, policy1, id, 'ACCEPTED', -100, null));
    if (policy2) records.push(record(tenant, policy2, id, 'ACCEPTED', -15, null));
    if (login) records.push(record(tenant, login, id, 'ACCEPTED', -15, null));
  }
  if (qnr) {
    records.push(record(tenant, qnr, participant, 'ACCEPTED', -60, null));
    records.push(record(tenant, qnr, participant, 'WITHDRAWN', -5, 'Ønsker ikke å dele svarene lenger'));
  }
  records.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  await insertRows(tx, 'consent_records', records);
}

/**
 * Four weeks of sign-ins for the login reports: each weekday the staff sign in with password and
 * SMS, the participant now and then with their national ID, the connector by token; a wrong
 * password here and there and one lockout.
 */
export async function seedLoginHistory(tx: Queryable, tenant: SeededTenant): Promise<void> {
  const { admin, leader, staff, participant } = tenant.users;
  const people = [
    { id: admin, username: 'admin', method: 'sms_code' },
    { id: leader, username: 'leader', method: 'sms_code' },
    { id: staff, username: 'staff', method: 'sms_code' },
    { id: participant, username: 'participant', method: 'nbid' },
    { id: staff, username: 'staff', method: 'connector_ott' },
  ];
  const rows: Row[] = [];
  for (let day = 1; day <= 28; day += 1) {
    const at = daysFrom(tenant.now, -day, 8, 5 + (day % 50));
    if (at.getDay() === 0 || at.getDay() === 6) continue;
    people.forEach((person, index) => {
      if (person.method === 'nbid' && day % 3 !== 0) return;
      const attempt = (outcome: string, reason: string | null, minutes: number): Row => ({
        customer_id: tenant.customerId,
        user_id: person.id,
        username: person.username,
        method: person.method,
        outcome,
        reason,
        device_kind: outcome === 'success' ? 'trusted' : 'untrusted',
        ip_address: '10.0.0.' + String(10 + index),
        user_agent: 'Mozilla/5.0 (demo data)',
        created_at: new Date(at.getTime() + (index * 17 + minutes) * 60_000),
      });
      if ((day + index) % 7 === 0) rows.push(attempt('failure', 'wrong_password', 0));
      if (day === 9 && index === 1)
        rows.push(attempt('failure', 'wrong_password', 1), attempt('failure', 'locked', 2));
      rows.push(attempt('success', null, 3));
    });
  }
  await insertRows(tx, 'login_audit', rows);
}

/**
 * The platform operator of §2.4 who sees Revman (users.is_revman): an administrator of `demo`
 * (password Demo-1234, as every demo user) who sets every tenant's app versions and features.
 */
export async function seedOperator(tx: Queryable, tenant: SeededTenant): Promise<void> {
  if (tenant.profile.subdomain !== 'demo') return;
  await tx.query(
    `INSERT INTO users (customer_id, username, email, mobile_phone, first_name, last_name, role, regions, journal,
         national_id, password_hash, pnr_class, is_revman)
     SELECT customer_id, 'operator', 'operator@demo.example.org', '+4799100099', 'Randi', 'Drift', 'admin', regions,
            journal, $2, password_hash, 'PERMANENT', true
       FROM users WHERE id = $1`,
    [tenant.users.admin, generateSyntheticNationalId('1971-03-09', 190)],
  );
}

export const administrationDemo: DemoModule = {
  name: 'administration',
  seed: async (tx, demo) => {
    await seedOperator(tx, demo.tenant);
    await seedAdministration(tx, demo.tenant);
    await seedLoginHistory(tx, demo.tenant);
  },
};
