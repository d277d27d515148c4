// Issue 29 items 1-2: the tenant's organizations, under its row-level security (the kit's `db`).
// Written only through the CRM routes (the data API reads them); an import from the register
// creates the organization or updates the one with the same number, in one statement.
import type { Organization, OrganizationInput } from '@portal/rules';
import type { Queryable } from '../../db/database';
import type { RegisterHit } from './business-register';
import { crmError } from './crm-errors';

interface Row {
  id: string | number;
  name: string;
  org_number: string | null;
  kind: Organization['kind'];
  address: string | null;
  postal_code: string | null;
  city: string | null;
  industry_code: string | null;
  industry_name: string | null;
  employees: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  archived_at: Date | string | null;
  imported_at: Date | string | null;
  updated_at: Date | string;
}

const COLUMNS = `id, name, org_number, kind, address, postal_code, city, industry_code, industry_name, employees,
  phone, email, website, archived_at, imported_at, updated_at`;

function organizationOf(row: Row): Organization {
  return {
    id: Number(row.id),
    name: row.name,
    orgNumber: row.org_number,
    kind: row.kind,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    industryCode: row.industry_code,
    industryName: row.industry_name,
    employees: row.employees,
    phone: row.phone,
    email: row.email,
    website: row.website,
    archived: row.archived_at !== null,
    importedAt: row.imported_at === null ? null : new Date(row.imported_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listOrganizations(
  db: Queryable,
  filter: { q?: string; kind?: Organization['kind']; archived?: 'true' | 'false' },
): Promise<Organization[]> {
  const q = filter.q?.trim() ?? '';
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM organizations
      WHERE deleted_at IS NULL
        AND (archived_at IS NOT NULL) = $1
        AND ($2::text IS NULL OR kind = $2)
        AND ($3 = '' OR name ILIKE '%' || $3 || '%' OR org_number = regexp_replace($3, '[\\s.]', '', 'g')
             OR city ILIKE $3 || '%')
      ORDER BY lower(name), id LIMIT 500`,
    [filter.archived === 'true', filter.kind ?? null, q.replace(/[\\%_]/g, (c) => `\\${c}`)],
  );
  return rows.map(organizationOf);
}

export async function getOrganization(db: Queryable, id: number): Promise<Organization> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM organizations WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  if (!rows[0]) throw crmError(404, 'crm.notFound');
  return organizationOf(rows[0]);
}

async function refuseTakenNumber(db: Queryable, orgNumber: string | null, exceptId: number) {
  if (orgNumber === null) return;
  const { rows } = await db.query(
    'SELECT 1 FROM organizations WHERE org_number = $1 AND deleted_at IS NULL AND id <> $2',
    [orgNumber, exceptId],
  );
  if (rows.length > 0) throw crmError(409, 'crm.orgNumberTaken', { number: orgNumber });
}

const values = (input: OrganizationInput) => [
  input.name,
  input.orgNumber,
  input.kind,
  input.address,
  input.postalCode,
  input.city,
  input.industryCode,
  input.industryName,
  input.employees,
  input.phone,
  input.email,
  input.website,
];

export async function createOrganization(
  tx: Queryable,
  customerId: number,
  userId: number,
  input: OrganizationInput,
) {
  await refuseTakenNumber(tx, input.orgNumber, 0);
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO organizations (customer_id, created_by, name, org_number, kind, address, postal_code, city,
       industry_code, industry_name, employees, phone, email, website)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [customerId, userId, ...values(input)],
  );
  return Number(rows[0]?.id);
}

export async function updateOrganization(tx: Queryable, id: number, input: OrganizationInput) {
  await refuseTakenNumber(tx, input.orgNumber, id);
  const { affectedRows } = await tx.query(
    `UPDATE organizations SET name = $2, org_number = $3, kind = $4, address = $5, postal_code = $6, city = $7,
       industry_code = $8, industry_name = $9, employees = $10, phone = $11, email = $12, website = $13
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, ...values(input)],
  );
  if (affectedRows === 0) throw crmError(404, 'crm.notFound');
}

export async function archiveOrganization(db: Queryable, id: number, archived: boolean, now: Date) {
  const { affectedRows } = await db.query(
    'UPDATE organizations SET archived_at = CASE WHEN $2 THEN coalesce(archived_at, $3) END WHERE id = $1 AND deleted_at IS NULL',
    [id, archived, now],
  );
  if (affectedRows === 0) throw crmError(404, 'crm.notFound');
}

/** The tenant's organization ids by number, for the register's hits. */
export async function organizationIdsByNumber(db: Queryable, numbers: readonly string[]) {
  const { rows } = await db.query<{ id: string | number; org_number: string }>(
    'SELECT id, org_number FROM organizations WHERE org_number = ANY($1::text[]) AND deleted_at IS NULL',
    [numbers],
  );
  return new Map(rows.map((row) => [row.org_number, Number(row.id)]));
}

/**
 * The register's unit as the tenant's organization: a new one, or the one with its number updated
 * with the register's name, address, industry and size (the tenant's own kind, phone, e-mail and
 * web address kept). One statement, so nothing is half imported.
 */
export async function importHit(
  db: Queryable,
  customerId: number,
  userId: number,
  hit: RegisterHit,
  now: Date,
) {
  const { rows } = await db.query<{ id: string | number; inserted: boolean }>(
    `INSERT INTO organizations AS o (customer_id, created_by, name, org_number, kind, address, postal_code, city,
       industry_code, industry_name, employees, imported_at)
     VALUES ($1, $2, $3, $4, 'employer', $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (customer_id, org_number) WHERE org_number IS NOT NULL AND deleted_at IS NULL DO UPDATE SET
       name = EXCLUDED.name, address = EXCLUDED.address, postal_code = EXCLUDED.postal_code, city = EXCLUDED.city,
       industry_code = EXCLUDED.industry_code, industry_name = EXCLUDED.industry_name,
       employees = EXCLUDED.employees, imported_at = EXCLUDED.imported_at
     RETURNING id, (xmax = 0) AS inserted`,
    [
      customerId,
      userId,
      hit.name.slice(0, 200),
      hit.orgNumber,
      hit.address,
      hit.postalCode,
      hit.city,
      hit.industryCode,
      hit.industryName,
      hit.employees,
      now,
    ],
  );
  const row = rows[0]!;
  return { id: Number(row.id), outcome: row.inserted ? ('imported' as const) : ('updated' as const) };
}
