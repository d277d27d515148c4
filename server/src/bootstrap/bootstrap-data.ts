import type { Queryable } from '../db/database';
import type { SessionClaims } from '../session/session-token';
import type { Customer } from '../tenancy/customer';
import type { UserCapabilities } from '@portal/rules';
import { computeCapabilities } from './capabilities';
import { loadOverviews, type Overview } from './overviews';

/** Spec §3 "Init customer data", the part anyone on the tenant's subdomain may read. */
export interface PublicBootstrap {
  customer_id: number;
  registeredSubdomain: string;
  customer_name: string;
  brand: Customer['brand'];
  theme: Customer['theme'];
  languages: string[];
  required_pnr: boolean;
  login_methods: string[];
  nbid_provider: string | null;
  default_app_versions: Record<string, string> | null;
  features: string[];
  external_links: Record<string, string>;
  support_email: string | null;
  session_recording: { enabled: boolean; ingest_url?: string; project_key_prefix?: string };
}

/** Spec §3 "User metadata". */
export interface UserMetadata {
  user_id: number;
  user_name: string;
  journal_user_id: string | null;
  customer_id: number;
  journal: string | null;
  brukerBrukerNavn: string | null;
}

export interface SessionBootstrap {
  device: SessionClaims['device'];
  device_authorized: boolean;
  user_role: string;
  user_name: string;
  metadata: UserMetadata;
  overviews: Overview[];
  capabilities: UserCapabilities;
}

export async function enabledFeatures(db: Queryable, customerId: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM feature_flags WHERE customer_id = $1 AND enabled ORDER BY name',
    [customerId],
  );
  return rows.map((r) => r.name);
}

export async function publicBootstrap(db: Queryable, customer: Customer): Promise<PublicBootstrap> {
  const recording = customer.session_recording;
  return {
    customer_id: customer.id,
    registeredSubdomain: customer.subdomain,
    customer_name: customer.name,
    brand: customer.brand,
    theme: customer.theme,
    languages: customer.languages,
    required_pnr: customer.required_pnr,
    login_methods: customer.login_methods,
    nbid_provider: customer.nbid_provider,
    default_app_versions: customer.default_app_versions,
    features: await enabledFeatures(db, customer.id),
    external_links: customer.external_links,
    support_email: customer.support_email,
    session_recording:
      recording && typeof recording.ingest_url === 'string'
        ? {
            enabled: true,
            ingest_url: recording.ingest_url,
            project_key_prefix: typeof recording.project_key_prefix === 'string' ? recording.project_key_prefix : '',
          }
        : { enabled: false },
  };
}

export async function sessionBootstrap(
  db: Queryable,
  session: SessionClaims,
  features: readonly string[],
): Promise<SessionBootstrap> {
  const { rows } = await db.query<{
    username: string;
    first_name: string;
    last_name: string;
    role: string;
    journal: string | null;
    journal_user_id: string | null;
    bruker_bruker_navn: string | null;
    is_revman: boolean;
    device_authorized: boolean;
  }>(
    `SELECT u.username, u.first_name, u.last_name, u.role, u.journal, u.journal_user_id, u.bruker_bruker_navn, u.is_revman,
            EXISTS (SELECT 1 FROM sessions s JOIN devices d ON d.id = s.device_id
                     WHERE s.jti = $3 AND d.authorized_at IS NOT NULL AND d.revoked_at IS NULL) AS device_authorized
       FROM users u WHERE u.id = $1 AND u.customer_id = $2`,
    [session.user_id, session.customer_id, session.jti],
  );
  const user = rows[0];
  if (!user) throw new Error('session user vanished');
  const userName = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return {
    device: session.device,
    device_authorized: user.device_authorized,
    user_role: user.role.toUpperCase(),
    user_name: userName,
    metadata: {
      user_id: session.user_id,
      user_name: userName,
      journal_user_id: user.journal_user_id,
      customer_id: session.customer_id,
      journal: user.journal,
      brukerBrukerNavn: user.bruker_bruker_navn,
    },
    overviews: await loadOverviews(db, session.customer_id, session.user_id),
    capabilities: computeCapabilities(session.role, new Set(features), user.is_revman),
  };
}
