-- The shell's own entities (ARCHITECTURE.md §3): customers and their subdomains, users, devices,
-- sessions, one-time codes, login audit, feature flags, overviews, apps.
-- Every tenant-owned row carries customer_id; soft delete through deleted_at.

CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at = now();
  RETURN NEW;
END $$;

CREATE TABLE customers (
  id bigserial PRIMARY KEY,
  subdomain text NOT NULL UNIQUE CHECK (subdomain ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
  name text NOT NULL,
  brand text NOT NULL DEFAULT 'work-inclusion' CHECK (brand IN ('work-inclusion', 'care')),
  theme text NOT NULL DEFAULT 'default' CHECK (theme IN ('default', 'greenish', 'retail')),
  languages text[] NOT NULL DEFAULT ARRAY['no', 'en'],
  required_pnr boolean NOT NULL DEFAULT false,
  -- how people sign in: 'password_sms' and/or 'nbid' (national ID)
  login_methods text[] NOT NULL DEFAULT ARRAY['password_sms'],
  nbid_provider text CHECK (nbid_provider IN ('CRIIPTO', 'IDPORTEN', 'SIGNICAT', 'SIGNICAT_NEW')),
  nbid_config jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- session validity in minutes (claim vt); 0 = unlimited, allowed only with allow_unlimited_session
  session_validity_minutes integer NOT NULL DEFAULT 20 CHECK (session_validity_minutes >= 0),
  allow_unlimited_session boolean NOT NULL DEFAULT false,
  CONSTRAINT customers_unlimited_session_check CHECK (session_validity_minutes > 0 OR allow_unlimited_session),
  default_app_versions jsonb,
  external_links jsonb NOT NULL DEFAULT '{}'::jsonb,
  support_email text,
  session_recording jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  username text NOT NULL,
  email text,
  mobile_phone text,
  first_name text NOT NULL DEFAULT '',
  middle_name text,
  last_name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('admin', 'team_leader', 'staff', 'participant')),
  national_id text,
  -- the regions the user can get an SMS code through: [{ "district": "...", "region": 1 }]
  regions jsonb NOT NULL DEFAULT '[]'::jsonb,
  journal text,
  journal_user_id text,
  bruker_bruker_navn text,
  password_hash text,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  pnr_class text CHECK (pnr_class IN ('TEMPORARY', 'PERMANENT')),
  invitation_code text,
  invited_at timestamptz,
  invited_by bigint REFERENCES users (id),
  is_revman boolean NOT NULL DEFAULT false,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_customer_username_key ON users (customer_id, lower(username)) WHERE deleted_at IS NULL;
CREATE INDEX users_customer_id_idx ON users (customer_id);
CREATE UNIQUE INDEX users_customer_national_id_key ON users (customer_id, national_id)
  WHERE deleted_at IS NULL AND national_id IS NOT NULL;
CREATE INDEX users_national_id_idx ON users (national_id);
CREATE INDEX users_email_idx ON users (lower(email));

CREATE TABLE devices (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('trusted', 'untrusted')),
  -- sha-256 of the device_authorization_token cookie; the token itself is never stored
  token_hash text UNIQUE,
  user_agent text,
  authorized_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX devices_customer_user_idx ON devices (customer_id, user_id);

-- Session tokens are signed JWTs; this table is their register and revocation list (by jti).
CREATE TABLE sessions (
  jti uuid PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint NOT NULL REFERENCES users (id),
  device_id bigint REFERENCES devices (id),
  device_kind text NOT NULL CHECK (device_kind IN ('trusted', 'untrusted')),
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_customer_user_idx ON sessions (customer_id, user_id);

-- SMS codes, reset links and connector one-time tokens: stored only as hashes, single use.
CREATE TABLE one_time_codes (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('login_sms', 'reset_link', 'reset_sms', 'connector_ott', 'invitation')),
  code_hash text NOT NULL,
  -- ties a code to the login attempt (pending-login cookie) or reset link it was sent for
  binding text,
  region integer,
  failed_tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (customer_id, purpose, binding);
CREATE INDEX one_time_codes_hash_idx ON one_time_codes (code_hash);

CREATE TABLE login_audit (
  id bigserial PRIMARY KEY,
  customer_id bigint REFERENCES customers (id),
  user_id bigint REFERENCES users (id),
  username text,
  method text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('success', 'failure', 'pending')),
  reason text,
  device_kind text,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_audit_customer_created_idx ON login_audit (customer_id, created_at DESC);
CREATE INDEX login_audit_user_idx ON login_audit (user_id);

CREATE TABLE feature_flags (
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  updated_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, name)
);

CREATE TABLE feature_flag_audit (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  enabled boolean NOT NULL,
  changed_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feature_flag_audit_customer_idx ON feature_flag_audit (customer_id, created_at DESC);

-- Overviews: user_id NULL is the customer's default for that app_context.
CREATE TABLE overviews (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint REFERENCES users (id),
  name text NOT NULL,
  app_context text NOT NULL CHECK (app_context IN ('JOURNAL_ME', 'JOURNAL_RECIPIENT')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX overviews_customer_user_idx ON overviews (customer_id, user_id);
-- one overview per user (or customer default) and app context
CREATE UNIQUE INDEX overviews_one_per_context_key ON overviews (customer_id, COALESCE(user_id, 0), app_context)
  WHERE deleted_at IS NULL;

CREATE TABLE overview_widgets (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  overview_id bigint NOT NULL REFERENCES overviews (id) ON DELETE CASCADE,
  widget text NOT NULL,
  variation text NOT NULL DEFAULT 'DEFAULT',
  "order" integer NOT NULL,
  settings jsonb NOT NULL DEFAULT '{"status": "On", "amount_of_rows": 5}'::jsonb,
  name text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX overview_widgets_overview_idx ON overview_widgets (overview_id);

-- Installed feature-app versions (the server's index of apps/<name>/dist/<version>).
CREATE TABLE apps (
  name text NOT NULL,
  version text NOT NULL,
  manifest jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, version)
);
