-- Artifact packages (plans: recurring packages of work), parcels, and documents with their
-- per-recipient rows, drafts (DocKladd) and read-only aggregates (spec §3 Data-layer tables).

CREATE TABLE artifact_parcels (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX artifact_parcels_customer_id_idx ON artifact_parcels (customer_id);

CREATE TABLE artifact_package_groups (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  title_changed boolean NOT NULL DEFAULT false,
  created_by bigint REFERENCES users (id),
  created_by_name text,
  file_count integer NOT NULL DEFAULT 0,
  query_count integer NOT NULL DEFAULT 0,
  user_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX artifact_package_groups_customer_id_idx ON artifact_package_groups (customer_id);

CREATE TABLE artifact_packages (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  activity_id bigint REFERENCES activities (id),
  group_id bigint REFERENCES artifact_package_groups (id),
  recipient_id bigint REFERENCES recipients (id),
  is_blueprint boolean NOT NULL DEFAULT false,
  -- RFC 5545 recurrence set (DTSTART, RRULE, EXDATE lines), as the rrule library writes it
  rruleset text,
  created_by bigint REFERENCES users (id),
  created_by_name text,
  updated_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX artifact_packages_customer_id_idx ON artifact_packages (customer_id);
CREATE INDEX artifact_packages_recipient_id_idx ON artifact_packages (recipient_id);
CREATE INDEX artifact_packages_group_id_idx ON artifact_packages (group_id);

-- Spec §3 names "artifactPackage (id, rruleset)": the schedule view of artifact_packages, kept
-- under its camelCase name (a quoted identifier). A simple view, so PostgreSQL lets it be updated.
CREATE VIEW "artifactPackage" AS
  SELECT id, customer_id, rruleset, updated_at, deleted_at FROM artifact_packages;

CREATE TABLE artifact_package_artifact_parcel (
  artifact_package_id bigint NOT NULL REFERENCES artifact_packages (id) ON DELETE CASCADE,
  artifact_parcel_id bigint NOT NULL REFERENCES artifact_parcels (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (artifact_package_id, artifact_parcel_id)
);
CREATE INDEX artifact_package_artifact_parcel_customer_id_idx ON artifact_package_artifact_parcel (customer_id);
CREATE INDEX artifact_package_artifact_parcel_parcel_idx ON artifact_package_artifact_parcel (artifact_parcel_id);

-- The scheduler jobs that open and close a package's recurrences.
CREATE TABLE artifact_package_cron (
  id bigserial PRIMARY KEY,
  artifact_packages_id bigint NOT NULL REFERENCES artifact_packages (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  cron_start_schedule_id text,
  cron_end_schedule_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX artifact_package_cron_customer_id_idx ON artifact_package_cron (customer_id);
CREATE INDEX artifact_package_cron_package_idx ON artifact_package_cron (artifact_packages_id);

CREATE TABLE event_artifact_package (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  artifact_package_id bigint NOT NULL REFERENCES artifact_packages (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_by bigint REFERENCES users (id),
  updated_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, artifact_package_id)
);
CREATE INDEX event_artifact_package_customer_id_idx ON event_artifact_package (customer_id);
CREATE INDEX event_artifact_package_package_idx ON event_artifact_package (artifact_package_id);

CREATE TABLE template_artifact_parcel (
  template_id bigint NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  artifact_parcel_id bigint NOT NULL REFERENCES artifact_parcels (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (template_id, artifact_parcel_id)
);
CREATE INDEX template_artifact_parcel_customer_id_idx ON template_artifact_parcel (customer_id);
CREATE INDEX template_artifact_parcel_parcel_idx ON template_artifact_parcel (artifact_parcel_id);

CREATE TABLE documents (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  -- storage path of the file (the storage app's key)
  path text,
  region integer,
  -- id of the document in the external signing / document service
  sds_id text,
  artifact_parcel_id bigint REFERENCES artifact_parcels (id),
  auto_import boolean NOT NULL DEFAULT false,
  combine_signatures boolean NOT NULL DEFAULT false,
  signed_by_therapist boolean NOT NULL DEFAULT false,
  -- set when the recipient uploaded the file
  upload_patient_id bigint REFERENCES recipients (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX documents_customer_id_idx ON documents (customer_id);
CREATE INDEX documents_upload_patient_idx ON documents (upload_patient_id);

-- A document shared with (or signed by) one recipient.
CREATE TABLE document_patient (
  id bigserial PRIMARY KEY,
  document_id bigint NOT NULL REFERENCES documents (id),
  patient_id bigint NOT NULL REFERENCES recipients (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  status text NOT NULL DEFAULT 'SENT' REFERENCES status (name),
  initiator text NOT NULL DEFAULT 'THERAPIST' REFERENCES initiators (name),
  active boolean NOT NULL DEFAULT true,
  actno text,
  archived boolean NOT NULL DEFAULT false,
  artifact_package_id bigint REFERENCES artifact_packages (id),
  category text,
  create_user_id bigint REFERENCES users (id),
  delete_comment text,
  deleted_by bigint REFERENCES users (id),
  for_signing boolean NOT NULL DEFAULT false,
  hide_for_patient boolean NOT NULL DEFAULT false,
  imported_to_epr boolean NOT NULL DEFAULT false,
  pades_path text,
  xades_path text,
  scroll_mode boolean NOT NULL DEFAULT false,
  security_level smallint REFERENCES security_levels (security_level),
  seen_by_patient boolean NOT NULL DEFAULT false,
  seen_by_therapist boolean NOT NULL DEFAULT false,
  share_with_recipient boolean NOT NULL DEFAULT false,
  -- the e-signature order at the signing provider
  esignature_request_id text,
  esignature_status text,
  esignature_task_id text,
  soknad_id text,
  token text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX document_patient_customer_created_idx ON document_patient (customer_id, created_at);
CREATE INDEX document_patient_patient_idx ON document_patient (patient_id);
CREATE INDEX document_patient_document_idx ON document_patient (document_id);
CREATE INDEX document_patient_status_idx ON document_patient (customer_id, status);

-- The search_document_patient read of spec §7 (args: { search }): by document name or category.
CREATE FUNCTION search_document_patient(search text) RETURNS SETOF document_patient LANGUAGE sql STABLE AS $$
  SELECT dp.*
  FROM document_patient dp
  JOIN documents d ON d.id = dp.document_id
  WHERE search IS NULL OR search = ''
     OR d.name ILIKE '%' || search || '%'
     OR dp.category ILIKE '%' || search || '%'
$$;

-- DocKladd: document drafts (the DRAFTS widget). One row per draft, its answers in dockladd_questions.
CREATE TABLE dockladd_properties (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  patient_id bigint REFERENCES recipients (id),
  template_id bigint REFERENCES templates (id),
  document_id bigint REFERENCES documents (id),
  created_by bigint REFERENCES users (id),
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX dockladd_properties_customer_id_idx ON dockladd_properties (customer_id);
CREATE INDEX dockladd_properties_created_by_idx ON dockladd_properties (created_by, updated_at DESC);
CREATE INDEX dockladd_properties_patient_idx ON dockladd_properties (patient_id);

CREATE TABLE dockladd_questions (
  id bigserial PRIMARY KEY,
  dockladd_id bigint NOT NULL REFERENCES dockladd_properties (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  question_id bigint REFERENCES questions (id),
  position integer NOT NULL DEFAULT 0,
  answer jsonb,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dockladd_questions_draft_idx ON dockladd_questions (dockladd_id, position);
CREATE INDEX dockladd_questions_customer_id_idx ON dockladd_questions (customer_id);

-- Read-only aggregates over document_patient (live rows only).
CREATE VIEW documents_overview AS
  SELECT customer_id,
         patient_id,
         count(*) FILTER (WHERE status IN ('ANSWERED', 'SIGNED')) AS completed,
         count(*) FILTER (WHERE share_with_recipient) AS shared_docs,
         count(*) FILTER (WHERE status IN ('SENT', 'STARTED')) AS waiting
  FROM document_patient
  WHERE deleted_at IS NULL AND NOT archived
  GROUP BY customer_id, patient_id;

-- Documents staff have not yet seen, per recipient, initiator and application.
CREATE VIEW unseen_documents AS
  SELECT customer_id, patient_id, initiator, soknad_id, archived, count(*) AS total
  FROM document_patient
  WHERE deleted_at IS NULL AND NOT seen_by_therapist
  GROUP BY customer_id, patient_id, initiator, soknad_id, archived;
