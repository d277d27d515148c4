-- Questionnaire instances (queries) and their companions, consents, and SMS (spec §3).

-- A questionnaire instance sent to a recipient (patient_id -> recipients).
CREATE TABLE queries (
  id bigserial PRIMARY KEY,
  query_uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  customer_id bigint NOT NULL REFERENCES customers (id),
  patient_id bigint REFERENCES recipients (id),
  template_id bigint REFERENCES templates (id),
  document_id bigint REFERENCES documents (id),
  artifact_package_id bigint REFERENCES artifact_packages (id),
  title text NOT NULL,
  -- the answer link's secret
  token text UNIQUE,
  soknad_id text,
  region integer,
  status text NOT NULL DEFAULT 'DRAFT' REFERENCES status (name),
  initiator text NOT NULL DEFAULT 'THERAPIST' REFERENCES initiators (name),
  security_level smallint REFERENCES security_levels (security_level),
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  archived boolean NOT NULL DEFAULT false,
  cache jsonb,
  hide_for_patient boolean NOT NULL DEFAULT false,
  rejected boolean NOT NULL DEFAULT false,
  seen_by_therapist boolean NOT NULL DEFAULT false,
  share_with_recipient boolean NOT NULL DEFAULT false,
  valid_from timestamptz,
  valid_to timestamptz,
  created_by bigint REFERENCES users (id),
  updated_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from)
);
CREATE INDEX queries_customer_created_idx ON queries (customer_id, created_at);
CREATE INDEX queries_patient_idx ON queries (patient_id);
CREATE INDEX queries_template_idx ON queries (template_id);
CREATE INDEX queries_status_idx ON queries (customer_id, status);
CREATE INDEX queries_artifact_package_idx ON queries (artifact_package_id);

CREATE TABLE queries_cache (
  query_uuid uuid PRIMARY KEY REFERENCES queries (query_uuid) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX queries_cache_customer_id_idx ON queries_cache (customer_id);

-- ai_id: the row's own auto-increment id (the query is named by query_uuid).
CREATE TABLE queries_error (
  ai_id bigserial PRIMARY KEY,
  query_uuid uuid NOT NULL,
  customer_id bigint NOT NULL REFERENCES customers (id),
  error text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX queries_error_customer_id_idx ON queries_error (customer_id);
CREATE INDEX queries_error_query_uuid_idx ON queries_error (query_uuid);

-- History: a copy of the queries row on every insert and update, plus its own ai_id and a uuid
-- to compare a version with the one before. The trigger matches columns by name, so a later
-- migration that adds a column to queries adds it here too (or it is simply not logged).
CREATE TABLE queries_log (LIKE queries);
ALTER TABLE queries_log
  ADD FOREIGN KEY (customer_id) REFERENCES customers (id),
  ADD COLUMN ai_id bigserial PRIMARY KEY,
  ADD COLUMN unique_uuid_for_compare_with_prev uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN logged_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX queries_log_customer_id_idx ON queries_log (customer_id);
CREATE INDEX queries_log_query_idx ON queries_log (id, ai_id);

CREATE FUNCTION log_query_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO queries_log
  SELECT * FROM jsonb_populate_record(NULL::queries_log, to_jsonb(NEW) || jsonb_build_object(
    'ai_id', nextval(pg_get_serial_sequence('queries_log', 'ai_id')),
    'unique_uuid_for_compare_with_prev', gen_random_uuid(),
    'logged_at', now()));
  RETURN NULL;
END $$;
CREATE TRIGGER log_version AFTER INSERT OR UPDATE ON queries
  FOR EACH ROW EXECUTE FUNCTION log_query_version();

-- Questionnaire instances with their template's filter columns, for list filters.
CREATE VIEW queries_templates AS
  SELECT q.query_uuid, t.template_uuid, q.customer_id, t.context, t.offer, t.plan_category,
         q.status AS queries_status
  FROM queries q
  JOIN templates t ON t.id = q.template_id
  WHERE q.deleted_at IS NULL;

-- Questionnaires staff have not yet seen, per recipient, initiator and application.
CREATE VIEW unseen_queries AS
  SELECT customer_id, patient_id, initiator, soknad_id, archived, count(*) AS total
  FROM queries
  WHERE deleted_at IS NULL AND NOT seen_by_therapist AND status <> 'DRAFT'
  GROUP BY customer_id, patient_id, initiator, soknad_id, archived;

CREATE TABLE consent_templates (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  description text,
  type text NOT NULL DEFAULT 'QUESTIONNAIRE' REFERENCES types (name),
  "group" text NOT NULL REFERENCES groups (name),
  region integer,
  renew_consent boolean NOT NULL DEFAULT false,
  valid_days integer CHECK (valid_days IS NULL OR valid_days >= 0),
  valid_to timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX consent_templates_customer_id_idx ON consent_templates (customer_id);

CREATE TABLE consents (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  consent_template_id bigint REFERENCES consent_templates (id),
  title text NOT NULL,
  description text,
  type text NOT NULL DEFAULT 'QUESTIONNAIRE' REFERENCES types (name),
  "group" text NOT NULL REFERENCES groups (name),
  region integer,
  accepted boolean NOT NULL DEFAULT false,
  renew_consent boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'PENDING' REFERENCES consent_status (name),
  valid_days integer CHECK (valid_days IS NULL OR valid_days >= 0),
  valid_to timestamptz,
  query_id bigint REFERENCES queries (id),
  artifact_parcel_id bigint REFERENCES artifact_parcels (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX consents_customer_group_idx ON consents (customer_id, "group");
CREATE INDEX consents_query_idx ON consents (query_id);
CREATE INDEX consents_status_idx ON consents (customer_id, status);

-- One recipient's answer to a consent.
CREATE TABLE consent_patient (
  id bigserial PRIMARY KEY,
  consent_id bigint NOT NULL REFERENCES consents (id),
  patient_id bigint NOT NULL REFERENCES recipients (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  artifact_package_id bigint REFERENCES artifact_packages (id),
  accepted boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'PENDING' REFERENCES consent_status (name),
  expiry_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (consent_id, patient_id)
);
CREATE INDEX consent_patient_customer_id_idx ON consent_patient (customer_id);
CREATE INDEX consent_patient_patient_idx ON consent_patient (patient_id);

CREATE TABLE consent_approval_rejection_reasons (
  id bigserial PRIMARY KEY,
  consent_id bigint NOT NULL REFERENCES consents (id),
  patient_id bigint NOT NULL REFERENCES recipients (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  accept_reason text,
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_approval_rejection_reasons_customer_id_idx ON consent_approval_rejection_reasons (customer_id);
CREATE INDEX consent_approval_rejection_reasons_consent_idx ON consent_approval_rejection_reasons (consent_id, patient_id);

CREATE TABLE consent_template_to_template (
  consent_template_id bigint NOT NULL REFERENCES consent_templates (id) ON DELETE CASCADE,
  template_id bigint NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consent_template_id, template_id)
);
CREATE INDEX consent_template_to_template_customer_id_idx ON consent_template_to_template (customer_id);
CREATE INDEX consent_template_to_template_template_idx ON consent_template_to_template (template_id);

CREATE TABLE genesis_consent_templates (
  consent_template_id bigint NOT NULL REFERENCES consent_templates (id) ON DELETE CASCADE,
  genesis_set text NOT NULL,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consent_template_id, genesis_set)
);
CREATE INDEX genesis_consent_templates_customer_id_idx ON genesis_consent_templates (customer_id);

-- Customers allowed to take a genesis consent.
CREATE TABLE genesis_consent_permissions (
  consent_id bigint NOT NULL REFERENCES consents (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consent_id, customer_id)
);
CREATE INDEX genesis_consent_permissions_customer_id_idx ON genesis_consent_permissions (customer_id);

CREATE TABLE sms_templates (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  content text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  category text REFERENCES categories (name),
  region integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX sms_templates_customer_id_idx ON sms_templates (customer_id);

CREATE TABLE sms (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  query_id bigint REFERENCES queries (id),
  sms_template_id bigint REFERENCES sms_templates (id),
  content text NOT NULL,
  tlfmobil text NOT NULL,
  -- the gateway's message id and our own idempotency id
  message_id text,
  uid text,
  region integer,
  soknad_id text,
  create_user bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX sms_customer_created_idx ON sms (customer_id, created_at);
CREATE INDEX sms_query_idx ON sms (query_id);

CREATE TABLE document_sms (
  document_id bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  sms_id bigint NOT NULL REFERENCES sms (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, sms_id)
);
CREATE INDEX document_sms_customer_id_idx ON document_sms (customer_id);
CREATE INDEX document_sms_sms_idx ON document_sms (sms_id);

CREATE TABLE sms_template_template (
  sms_template_id bigint NOT NULL REFERENCES sms_templates (id) ON DELETE CASCADE,
  template_id bigint NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sms_template_id, template_id)
);
CREATE INDEX sms_template_template_customer_id_idx ON sms_template_template (customer_id);
CREATE INDEX sms_template_template_template_idx ON sms_template_template (template_id);
