// Issue 29 item 3: the tenant's related customers, kept by its admins, under the tenant's row-level
// security (the kit's `db`). A name is unique in a tenant.
import type { RelatedCustomer, RelatedCustomerInput } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { crmError } from './crm-errors';

interface Row {
  id: string | number;
  name: string;
  org_number: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  agreement: string | null;
  note: string | null;
  archived_at: Date | string | null;
  updated_at: Date | string;
}

export async function listRelatedCustomers(db: Queryable): Promise<RelatedCustomer[]> {
  const { rows } = await db.query<Row>(
    `SELECT id, name, org_number, contact_name, contact_email, contact_phone, agreement, note, archived_at,
            updated_at
       FROM related_customers WHERE deleted_at IS NULL ORDER BY archived_at IS NOT NULL, lower(name), id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    orgNumber: row.org_number,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    agreement: row.agreement,
    note: row.note,
    archived: row.archived_at !== null,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

async function refuseTakenName(db: Queryable, name: string, exceptId: number) {
  const { rows } = await db.query(
    'SELECT 1 FROM related_customers WHERE lower(name) = lower($1) AND deleted_at IS NULL AND id <> $2',
    [name, exceptId],
  );
  if (rows.length > 0) throw crmError(409, 'crm.customerNameTaken', { name });
}

const values = (input: RelatedCustomerInput, now: Date) => [
  input.name,
  input.orgNumber,
  input.contactName,
  input.contactEmail,
  input.contactPhone,
  input.agreement,
  input.note,
  input.archived ? now : null,
];

export async function createRelatedCustomer(
  tx: Queryable,
  customerId: number,
  input: RelatedCustomerInput,
  now: Date,
) {
  await refuseTakenName(tx, input.name, 0);
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO related_customers (customer_id, name, org_number, contact_name, contact_email, contact_phone,
       agreement, note, archived_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [customerId, ...values(input, now)],
  );
  return Number(rows[0]!.id);
}

export async function updateRelatedCustomer(
  tx: Queryable,
  id: number,
  input: RelatedCustomerInput,
  now: Date,
) {
  await refuseTakenName(tx, input.name, id);
  const { affectedRows } = await tx.query(
    `UPDATE related_customers SET name = $2, org_number = $3, contact_name = $4, contact_email = $5,
       contact_phone = $6, agreement = $7, note = $8,
       archived_at = CASE WHEN $9::timestamptz IS NULL THEN NULL ELSE coalesce(archived_at, $9) END
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, ...values(input, now)],
  );
  if (affectedRows === 0) throw crmError(404, 'crm.customerNotFound');
}
