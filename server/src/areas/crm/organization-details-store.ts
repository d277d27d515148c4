// Issue 29 item 1: an organization's contact persons, notes and placed participants, under the
// tenant's row-level security (the kit's `db`). Each write first finds the organization in the
// tenant, so another tenant's id answers "not found" like a missing one.
import type {
  OrganizationContact,
  OrganizationNote,
  OrganizationPlacement,
  PlacementInput,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import { crmError } from './crm-errors';

type Id = string | number;
const iso = (value: Date | string) => new Date(value).toISOString();

export async function refuseMissingOrganization(db: Queryable, id: number) {
  const { rows } = await db.query('SELECT 1 FROM organizations WHERE id = $1 AND deleted_at IS NULL', [id]);
  if (rows.length === 0) throw crmError(404, 'crm.notFound');
}

async function contacts(db: Queryable, id: number): Promise<OrganizationContact[]> {
  const { rows } = await db.query<{
    id: Id;
    name: string;
    title: string | null;
    phone: string | null;
    email: string | null;
  }>(
    `SELECT id, name, title, phone, email FROM organization_contacts
      WHERE organization_id = $1 AND deleted_at IS NULL ORDER BY lower(name), id`,
    [id],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function notes(db: Queryable, id: number): Promise<OrganizationNote[]> {
  const { rows } = await db.query<{ id: Id; body: string; author: string | null; created_at: Date | string }>(
    `SELECT n.id, n.body, trim(u.first_name || ' ' || u.last_name) AS author, n.created_at
       FROM organization_notes n LEFT JOIN users u ON u.id = n.author_id
      WHERE n.organization_id = $1 AND n.deleted_at IS NULL ORDER BY n.created_at DESC, n.id DESC LIMIT 200`,
    [id],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    body: row.body,
    authorName: row.author,
    createdAt: iso(row.created_at),
  }));
}

interface PlacementRow {
  id: Id;
  recipient_id: Id;
  recipient_name: string;
  kind: OrganizationPlacement['kind'];
  starts_on: string;
  ends_on: string | null;
  hours: string | number | null;
  note: string | null;
}

async function placements(db: Queryable, id: number): Promise<OrganizationPlacement[]> {
  const { rows } = await db.query<PlacementRow>(
    `SELECT p.id, p.recipient_id, r.full_name AS recipient_name, p.kind,
            to_char(p.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(p.ends_on, 'YYYY-MM-DD') AS ends_on,
            p.hours_per_week AS hours, p.note
       FROM organization_placements p JOIN recipients r ON r.id = p.recipient_id
      WHERE p.organization_id = $1 AND p.deleted_at IS NULL
      ORDER BY p.starts_on DESC, p.id DESC`,
    [id],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    recipientId: Number(row.recipient_id),
    recipientName: row.recipient_name,
    kind: row.kind,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    hoursPerWeek: row.hours === null ? null : Number(row.hours),
    note: row.note,
  }));
}

async function participants(db: Queryable) {
  const { rows } = await db.query<{ id: Id; name: string }>(
    'SELECT id, full_name AS name FROM recipients WHERE deleted_at IS NULL ORDER BY full_name, id LIMIT 1000',
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

export async function organizationDetails(db: Queryable, id: number) {
  await refuseMissingOrganization(db, id);
  return {
    contacts: await contacts(db, id),
    notes: await notes(db, id),
    placements: await placements(db, id),
    participants: await participants(db),
  };
}

export async function addContact(
  db: Queryable,
  customerId: number,
  id: number,
  input: { name: string; title: string | null; phone: string | null; email: string | null },
) {
  await refuseMissingOrganization(db, id);
  const { rows } = await db.query<{ id: Id }>(
    `INSERT INTO organization_contacts (customer_id, organization_id, name, title, phone, email)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [customerId, id, input.name, input.title, input.phone, input.email],
  );
  return Number(rows[0]!.id);
}

export async function addNote(db: Queryable, customerId: number, authorId: number, id: number, body: string) {
  await refuseMissingOrganization(db, id);
  const { rows } = await db.query<{ id: Id }>(
    `INSERT INTO organization_notes (customer_id, organization_id, author_id, body)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [customerId, id, authorId, body],
  );
  return Number(rows[0]!.id);
}

export async function addPlacement(
  db: Queryable,
  caller: { customerId: number; userId: number },
  id: number,
  input: PlacementInput,
) {
  await refuseMissingOrganization(db, id);
  const known = await db.query('SELECT 1 FROM recipients WHERE id = $1 AND deleted_at IS NULL', [
    input.recipientId,
  ]);
  if (known.rows.length === 0) throw crmError(400, 'crm.participantUnknown');
  const { rows } = await db.query<{ id: Id }>(
    `INSERT INTO organization_placements (customer_id, organization_id, recipient_id, kind, starts_on, ends_on,
       hours_per_week, note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      caller.customerId,
      id,
      input.recipientId,
      input.kind,
      input.startsOn,
      input.endsOn,
      input.hoursPerWeek,
      input.note,
      caller.userId,
    ],
  );
  return Number(rows[0]!.id);
}

/** Removes (marks deleted) a contact person or a placement of the tenant. */
export async function removeRow(
  db: Queryable,
  table: 'organization_contacts' | 'organization_placements',
  id: number,
  now: Date,
) {
  const { affectedRows } = await db.query(
    `UPDATE ${table} SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL`,
    [id, now],
  );
  if (affectedRows === 0) throw crmError(404, 'crm.notFound');
}
