import type { Queryable } from '../db/database';

export interface Customer {
  id: number;
  subdomain: string;
  name: string;
  brand: 'work-inclusion' | 'care';
  theme: 'default' | 'greenish' | 'retail';
  languages: string[];
  required_pnr: boolean;
  login_methods: string[];
  nbid_provider: string | null;
  nbid_config: Record<string, unknown>;
  session_validity_minutes: number;
  allow_unlimited_session: boolean;
  default_app_versions: Record<string, string> | null;
  external_links: Record<string, string>;
  support_email: string | null;
  session_recording: Record<string, unknown> | null;
}

const CUSTOMER_COLUMNS = `id, subdomain, name, brand, theme, languages, required_pnr, login_methods, nbid_provider,
  nbid_config, session_validity_minutes, allow_unlimited_session, default_app_versions, external_links,
  support_email, session_recording`;

export async function findCustomerBySubdomain(db: Queryable, subdomain: string): Promise<Customer | undefined> {
  const { rows } = await db.query<Customer>(
    `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE subdomain = $1 AND deleted_at IS NULL`,
    [subdomain],
  );
  return rows[0];
}

export async function listCustomers(db: Queryable): Promise<Pick<Customer, 'id' | 'subdomain' | 'name'>[]> {
  const { rows } = await db.query<Pick<Customer, 'id' | 'subdomain' | 'name'>>(
    'SELECT id, subdomain, name FROM customers WHERE deleted_at IS NULL ORDER BY name',
  );
  return rows;
}
