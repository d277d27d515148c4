-- Issue 29 items 1-2: the tenant's organizations (employers and partners of a work-inclusion team),
-- some imported from the national business register (Enhetsregisteret) by their organisation
-- number, which is unique in a tenant so an import of one already present updates it.
CREATE TABLE organizations (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  org_number text CHECK (org_number ~ '^[0-9]{9}$'),
  kind text NOT NULL DEFAULT 'employer' CHECK (kind IN ('employer', 'partner')),
  address text,
  postal_code text,
  city text,
  industry_code text,
  industry_name text,
  employees integer CHECK (employees >= 0),
  phone text,
  email text,
  website text,
  imported_at timestamptz,
  archived_at timestamptz,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX organizations_org_number_idx ON organizations (customer_id, org_number)
  WHERE org_number IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX organizations_customer_name_idx ON organizations (customer_id, lower(name));

SELECT attach_updated_at_triggers();
