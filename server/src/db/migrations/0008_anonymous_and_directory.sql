-- Anonymous questionnaires, shortcuts and projects, the CRM organisation widget, the directory's
-- read views, custom nodes, and the work-inclusion connector's access lines (spec §3 Others).

CREATE TABLE anonymous_templates (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  context text,
  region integer,
  therapist_role text,
  -- the ordinary template it was made from, if any
  template_uuid uuid REFERENCES templates (template_uuid),
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX anonymous_templates_customer_id_idx ON anonymous_templates (customer_id);

CREATE TABLE anonymous_template_question (
  id bigserial PRIMARY KEY,
  anonymous_template_id bigint NOT NULL REFERENCES anonymous_templates (id) ON DELETE CASCADE,
  question_id bigint NOT NULL REFERENCES questions (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  position integer NOT NULL DEFAULT 0,
  title text,
  description text,
  narrative text,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX anonymous_template_question_template_idx ON anonymous_template_question (anonymous_template_id, position);
CREATE INDEX anonymous_template_question_customer_id_idx ON anonymous_template_question (customer_id);

CREATE TABLE anonymous_queries (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  anonymous_template_id bigint NOT NULL REFERENCES anonymous_templates (id),
  title text NOT NULL,
  region integer,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX anonymous_queries_customer_id_idx ON anonymous_queries (customer_id);
CREATE INDEX anonymous_queries_template_idx ON anonymous_queries (anonymous_template_id);

CREATE TABLE anonymous_invitations (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  invitation_code text NOT NULL UNIQUE,
  label text,
  valid_from timestamptz,
  valid_to timestamptz,
  anonymous_template_id bigint NOT NULL REFERENCES anonymous_templates (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from)
);
CREATE INDEX anonymous_invitations_customer_id_idx ON anonymous_invitations (customer_id);
CREATE INDEX anonymous_invitations_template_idx ON anonymous_invitations (anonymous_template_id);

CREATE TABLE anonymous_answers (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  anonymous_invitation_code text NOT NULL REFERENCES anonymous_invitations (invitation_code),
  anonymous_query_id bigint REFERENCES anonymous_queries (id),
  title text,
  region integer,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX anonymous_answers_customer_id_idx ON anonymous_answers (customer_id);
CREATE INDEX anonymous_answers_invitation_idx ON anonymous_answers (anonymous_invitation_code);
CREATE INDEX anonymous_answers_query_idx ON anonymous_answers (anonymous_query_id);

CREATE TABLE anonymous_sms (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  anonymous_query_id bigint REFERENCES anonymous_queries (id),
  content text NOT NULL,
  create_user bigint REFERENCES users (id),
  message_id text,
  region integer,
  soknad_id text,
  tlfmobil text NOT NULL,
  uid text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX anonymous_sms_customer_id_idx ON anonymous_sms (customer_id);
CREATE INDEX anonymous_sms_query_idx ON anonymous_sms (anonymous_query_id);

CREATE TABLE shortcuts (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  description text,
  link text NOT NULL,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX shortcuts_customer_id_idx ON shortcuts (customer_id);

-- A journal project reachable through a shortcut.
CREATE TABLE projects (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  journal_project_id text NOT NULL,
  shortcut_id bigint REFERENCES shortcuts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX projects_customer_id_idx ON projects (customer_id);
CREATE INDEX projects_shortcut_idx ON projects (shortcut_id);

-- The CRM organisation's questionnaire widget: which template (qnr_id) and question it shows.
CREATE TABLE organization_qnr_widget (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  qnr_id bigint REFERENCES templates (id),
  question_id bigint REFERENCES questions (id),
  journal_user_id text,
  organization_journal_user_id text,
  contact_person_journal_user_id text,
  recipient_activity_id bigint REFERENCES activities (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX organization_qnr_widget_customer_id_idx ON organization_qnr_widget (customer_id);

-- The directory app reads customers and user names through these views (no copies to keep in
-- sync). connector is the customer's brand variant (spec §3 Auth state: connector/brand).
CREATE VIEW directory_customers AS
  SELECT id, id AS customer_id, name, brand AS connector, created_at, updated_at
  FROM customers
  WHERE deleted_at IS NULL;

CREATE VIEW directory_user_name AS
  SELECT id AS user_id, customer_id, first_name, middle_name, last_name
  FROM users
  WHERE deleted_at IS NULL;

CREATE TABLE custom_db_nodes (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  region integer,
  value jsonb NOT NULL DEFAULT '{}'::jsonb,
  value_old jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX custom_db_nodes_customer_id_idx ON custom_db_nodes (customer_id);

-- The work-inclusion connector's access lines, with the connector's own (Norwegian, PascalCase)
-- column names kept as quoted identifiers. The GraphQL layer exposes it as connector_access_lines.
CREATE SCHEMA connector;
CREATE TABLE connector.access_lines (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  "Adgangkode" text NOT NULL,
  "BrukerNavn" text NOT NULL,
  "Fradato" date,
  "Tildato" date,
  "SoknadId" text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ("Tildato" IS NULL OR "Fradato" IS NULL OR "Tildato" >= "Fradato")
);
CREATE INDEX access_lines_customer_id_idx ON connector.access_lines (customer_id);
CREATE INDEX access_lines_bruker_navn_idx ON connector.access_lines (customer_id, "BrukerNavn");
