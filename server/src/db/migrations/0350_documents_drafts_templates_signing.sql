-- Documents area (issue 14 parts 4, 5, 6, 8): the rich text of a draft with its versions, the
-- tenant's document templates with merge fields, and the signatures given on a shared document.

-- A draft (DocKladd) holds the editor's sanitised HTML; `revision` grows with every save, so an
-- autosave from a stale tab is refused instead of overwriting newer text.
ALTER TABLE dockladd_properties
  ADD COLUMN html text NOT NULL DEFAULT '',
  ADD COLUMN revision integer NOT NULL DEFAULT 0,
  ADD COLUMN language text NOT NULL DEFAULT 'no' CHECK (language IN ('no', 'en'));

-- Versions to go back to: a copy of the draft at a save point (the editor's "save version", and
-- automatically when an autosave comes after a pause or restores an older version).
CREATE TABLE dockladd_versions (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  dockladd_id bigint NOT NULL REFERENCES dockladd_properties (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  title text NOT NULL,
  html text NOT NULL,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dockladd_versions_draft_idx ON dockladd_versions (dockladd_id, created_at DESC);
CREATE INDEX dockladd_versions_customer_id_idx ON dockladd_versions (customer_id);

-- Templates for generated documents: plain text with merge fields ({{participant.full_name}},
-- {{answers.q1}}); a line starting with "# " is a heading. Never HTML, so nothing to sanitise.
CREATE TABLE document_templates (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  language text NOT NULL DEFAULT 'no' CHECK (language IN ('no', 'en')),
  body text NOT NULL CHECK (length(body) <= 20000),
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX document_templates_customer_id_idx ON document_templates (customer_id);

-- One signature on a shared document: by the participant, and by staff where the document asks.
CREATE TABLE document_signatures (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  document_patient_id bigint NOT NULL REFERENCES document_patient (id),
  signer_role text NOT NULL CHECK (signer_role IN ('PATIENT', 'THERAPIST')),
  signer_user_id bigint NOT NULL REFERENCES users (id),
  signer_name text NOT NULL,
  provider text NOT NULL,
  -- the SHA-256 of the signed PDF this signature produced
  sha256 text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (document_patient_id, signer_role)
);
CREATE INDEX document_signatures_customer_id_idx ON document_signatures (customer_id);

SELECT attach_updated_at_triggers();
