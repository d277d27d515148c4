-- The authentication service's own state (issue 3): brute-force counters, the sender address of
-- one-time codes (send limits per address), and the hashed API secrets of integrations that
-- obtain connector one-time tokens.

-- One row per throttled key: 'account:<customer_id>:<username>' or 'address:<ip>'. Keycloak-like:
-- failures since the last success give a growing wait (locked_until); hour_failures caps the
-- failures of one hour.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  locked_until timestamptz,
  hour_started_at timestamptz,
  hour_failures integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE one_time_codes ADD COLUMN ip_address text;
CREATE INDEX one_time_codes_user_created_idx ON one_time_codes (customer_id, user_id, purpose, created_at DESC);
CREATE INDEX one_time_codes_address_created_idx ON one_time_codes (ip_address, created_at DESC);

-- Integrations (work-inclusion connector, patient-record link) authenticate server to server with
-- a per-tenant secret; only its SHA-256 is stored.
CREATE TABLE connector_credentials (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_by bigint REFERENCES users (id),
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX connector_credentials_customer_idx ON connector_credentials (customer_id);
