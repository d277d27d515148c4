-- Administration (issue 32 items 1 and 2): consent templates with versions, and the record of who
-- accepted, declined or withdrew which version when (OneTrust-style consent records).
--
-- A version is what a user was shown: its title, description and (for the privacy policy) its
-- rich text in each language. Publishing a change to a template makes a new version; a version is
-- never rewritten, so an acceptance always names exactly what was accepted. A record is one answer
-- of one user to one version, appended, never changed; a user's state is their latest record.
-- Both tables are read and written only through the administration area's routes (not the data API).

CREATE TABLE consent_template_versions (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  consent_template_id bigint NOT NULL REFERENCES consent_templates (id),
  version integer NOT NULL CHECK (version >= 1),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text CHECK (char_length(description) <= 5000),
  -- the privacy policy's text, sanitised HTML, per language
  body_en text CHECK (char_length(body_en) <= 200000),
  body_no text CHECK (char_length(body_no) <= 200000),
  type text NOT NULL REFERENCES types (name),
  "group" text NOT NULL REFERENCES groups (name),
  region integer,
  renew_consent boolean NOT NULL,
  valid_days integer CHECK (valid_days IS NULL OR valid_days >= 0),
  valid_to timestamptz,
  published_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consent_template_id, version)
);
CREATE INDEX consent_template_versions_customer_id_idx ON consent_template_versions (customer_id);
CREATE INDEX consent_template_versions_group_idx ON consent_template_versions (customer_id, "group");

CREATE TABLE consent_records (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  consent_template_version_id bigint NOT NULL REFERENCES consent_template_versions (id),
  consent_template_id bigint NOT NULL REFERENCES consent_templates (id),
  user_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL CHECK (action IN ('ACCEPTED', 'DECLINED', 'WITHDRAWN')),
  reason text CHECK (char_length(reason) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_records_customer_id_idx ON consent_records (customer_id);
CREATE INDEX consent_records_user_idx ON consent_records (user_id, consent_template_id, created_at DESC, id DESC);
CREATE INDEX consent_records_template_idx ON consent_records (consent_template_id, created_at DESC);

-- What was published and what was answered is a record: no update ever, and no delete by a tenant
-- (the owner's operations, e.g. removing a whole tenant, are not bound by it).
CREATE FUNCTION guard_consent_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR current_user = 'portal_tenant' THEN
    RAISE check_violation USING
      MESSAGE = format('%s is a record: it cannot be changed or deleted', TG_TABLE_NAME),
      CONSTRAINT = 'consent_record_immutable', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER guard_consent_record BEFORE UPDATE OR DELETE ON consent_template_versions
  FOR EACH ROW EXECUTE FUNCTION guard_consent_record();
CREATE TRIGGER guard_consent_record BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION guard_consent_record();

-- Every template that exists gets its first version: what users see today is version 1.
INSERT INTO consent_template_versions (customer_id, consent_template_id, version, title, description,
    type, "group", region, renew_consent, valid_days, valid_to, created_at)
  SELECT customer_id, id, 1, left(title, 200), left(description, 5000), type, "group", region,
         renew_consent, valid_days, valid_to, created_at
    FROM consent_templates WHERE deleted_at IS NULL;
