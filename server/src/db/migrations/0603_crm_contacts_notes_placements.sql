-- Issue 29 item 1: an organization's contact persons, its notes, and the participants placed with it
-- (work trials and jobs). Each row is the tenant's (row-level security and tenant-scoped foreign keys
-- come from the migration runner's tenant_row_security() and tenant_scope_foreign_keys()).
CREATE TABLE organization_contacts (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  organization_id bigint NOT NULL REFERENCES organizations (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  title text CHECK (char_length(title) <= 200),
  phone text CHECK (char_length(phone) <= 40),
  email text CHECK (char_length(email) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX organization_contacts_org_idx ON organization_contacts (customer_id, organization_id)
  WHERE deleted_at IS NULL;

CREATE TABLE organization_notes (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  organization_id bigint NOT NULL REFERENCES organizations (id),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  author_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX organization_notes_org_idx ON organization_notes (customer_id, organization_id, created_at DESC)
  WHERE deleted_at IS NULL;

CREATE TABLE organization_placements (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  organization_id bigint NOT NULL REFERENCES organizations (id),
  recipient_id bigint NOT NULL REFERENCES recipients (id),
  kind text NOT NULL CHECK (kind IN ('work_trial', 'job')),
  starts_on date NOT NULL,
  ends_on date CHECK (ends_on >= starts_on),
  hours_per_week numeric(4, 1) CHECK (hours_per_week > 0 AND hours_per_week <= 100),
  note text CHECK (char_length(note) <= 1000),
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX organization_placements_org_idx ON organization_placements (customer_id, organization_id)
  WHERE deleted_at IS NULL;
CREATE INDEX organization_placements_recipient_idx ON organization_placements (customer_id, recipient_id)
  WHERE deleted_at IS NULL;

SELECT attach_updated_at_triggers();
