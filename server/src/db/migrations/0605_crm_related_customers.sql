-- Issue 29 item 3: the tenant's related customers (spec §3 "Related customers": id, name) with
-- their details, kept by the tenant's admins on the admin panel's "customers" page.
CREATE TABLE related_customers (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  org_number text CHECK (org_number ~ '^[0-9]{9}$'),
  contact_name text CHECK (char_length(contact_name) <= 200),
  contact_email text CHECK (char_length(contact_email) <= 200),
  contact_phone text CHECK (char_length(contact_phone) <= 40),
  agreement text CHECK (char_length(agreement) <= 200),
  note text CHECK (char_length(note) <= 2000),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX related_customers_name_idx ON related_customers (customer_id, lower(name))
  WHERE deleted_at IS NULL;

SELECT attach_updated_at_triggers();
