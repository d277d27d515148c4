-- Questionnaire templates and their related tables, questions, favourites, genesis sets and the
-- per-customer template overrides (spec §3 Data-layer tables: templates). Primary keys of spec §7:
-- templates by id, template_cache by template_uuid, template_cache_access by (customer_id,
-- template_uuid), the three template lookup tables by (value, template_uuid).

CREATE TABLE templates (
  id bigserial PRIMARY KEY,
  template_uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  -- a context NAME of this customer (context.name); see context_templates_count below
  context text,
  region integer,
  therapist_role text,
  changed_by bigint REFERENCES users (id),
  archived boolean NOT NULL DEFAULT false,
  hide boolean NOT NULL DEFAULT false,
  accessible boolean NOT NULL DEFAULT true,
  plan_category integer,
  offer integer,
  offer_type integer,
  valid_days integer CHECK (valid_days IS NULL OR valid_days >= 0),
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  journal_roles jsonb NOT NULL DEFAULT '[]'::jsonb,
  offer_types jsonb NOT NULL DEFAULT '[]'::jsonb,
  offers jsonb NOT NULL DEFAULT '[]'::jsonb,
  settings_ui jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX templates_customer_context_idx ON templates (customer_id, context) WHERE deleted_at IS NULL;
CREATE INDEX templates_customer_created_idx ON templates (customer_id, created_at);

CREATE TABLE template_flags (
  template_id bigint PRIMARY KEY REFERENCES templates (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  ask_for_phone_nr boolean NOT NULL DEFAULT false,
  auto_import boolean NOT NULL DEFAULT false,
  collapse_all boolean NOT NULL DEFAULT false,
  continuous boolean NOT NULL DEFAULT false,
  generate_on_start boolean NOT NULL DEFAULT false,
  genesis boolean NOT NULL DEFAULT false,
  import_pdf boolean NOT NULL DEFAULT false,
  reg_new_activity boolean NOT NULL DEFAULT false,
  rejectable boolean NOT NULL DEFAULT false,
  shareable boolean NOT NULL DEFAULT false,
  soknadid_required boolean NOT NULL DEFAULT false,
  user_context_me boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX template_flags_customer_id_idx ON template_flags (customer_id);
CREATE INDEX template_flags_user_context_me_idx ON template_flags (user_context_me);

CREATE TABLE template_journal_roles (
  role text NOT NULL,
  template_uuid uuid NOT NULL REFERENCES templates (template_uuid) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (role, template_uuid)
);
CREATE INDEX template_journal_roles_template_idx ON template_journal_roles (template_uuid);
CREATE INDEX template_journal_roles_customer_id_idx ON template_journal_roles (customer_id);

CREATE TABLE template_offer_types (
  offer_type integer NOT NULL,
  template_uuid uuid NOT NULL REFERENCES templates (template_uuid) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (offer_type, template_uuid)
);
CREATE INDEX template_offer_types_template_idx ON template_offer_types (template_uuid);
CREATE INDEX template_offer_types_customer_id_idx ON template_offer_types (customer_id);

CREATE TABLE template_offers (
  offer integer NOT NULL,
  template_uuid uuid NOT NULL REFERENCES templates (template_uuid) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (offer, template_uuid)
);
CREATE INDEX template_offers_template_idx ON template_offers (template_uuid);
CREATE INDEX template_offers_customer_id_idx ON template_offers (customer_id);

-- The rendered template (questions and layout) as one JSON document.
CREATE TABLE template_cache (
  template_uuid uuid PRIMARY KEY REFERENCES templates (template_uuid) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  show boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX template_cache_customer_id_idx ON template_cache (customer_id);

-- Which customers may read a template's cache (a template may be shared with other customers).
CREATE TABLE template_cache_access (
  customer_id bigint NOT NULL REFERENCES customers (id),
  template_uuid uuid NOT NULL REFERENCES templates (template_uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, template_uuid)
);
CREATE INDEX template_cache_access_template_idx ON template_cache_access (template_uuid);

-- Genesis sets: the templates a new customer starts with.
CREATE TABLE genesis_templates (
  template_id bigint NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  genesis_set text NOT NULL,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (template_id, genesis_set)
);
CREATE INDEX genesis_templates_customer_id_idx ON genesis_templates (customer_id);

-- Tables (table_names) a customer may not take genesis rows of.
CREATE TABLE genesis_denied_permissions (
  customer_id bigint NOT NULL REFERENCES customers (id),
  table_id text NOT NULL REFERENCES table_names (name),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, table_id)
);

-- A customer's own settings for a (genesis) template; every change is copied into the log below.
CREATE TABLE qnr_template_genesis_overrides (
  template_uuid uuid NOT NULL REFERENCES templates (template_uuid) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  context text,
  generate_on_start boolean,
  journal_roles jsonb,
  offer_types jsonb,
  offers jsonb,
  qnr_info jsonb,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (template_uuid, customer_id)
);
CREATE INDEX qnr_template_genesis_overrides_customer_id_idx ON qnr_template_genesis_overrides (customer_id);

CREATE TABLE qnr_template_genesis_overrides_log (
  id bigserial PRIMARY KEY,
  template_uuid uuid NOT NULL,
  customer_id bigint NOT NULL REFERENCES customers (id),
  context text,
  generate_on_start boolean,
  journal_roles jsonb,
  offer_types jsonb,
  offers jsonb,
  qnr_info jsonb,
  changed_at timestamptz,
  changed_by bigint,
  db_op text NOT NULL CHECK (db_op IN ('INSERT', 'UPDATE', 'DELETE')),
  -- the acting user on DELETE, from the transaction setting portal.user_id
  deleted_by bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX qnr_template_genesis_overrides_log_customer_idx ON qnr_template_genesis_overrides_log (customer_id, template_uuid);

CREATE FUNCTION log_qnr_template_genesis_override() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_value qnr_template_genesis_overrides;
BEGIN
  row_value := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  INSERT INTO qnr_template_genesis_overrides_log
    (template_uuid, customer_id, context, generate_on_start, journal_roles, offer_types, offers, qnr_info,
     changed_at, changed_by, db_op, deleted_by)
  VALUES
    (row_value.template_uuid, row_value.customer_id, row_value.context, row_value.generate_on_start,
     row_value.journal_roles, row_value.offer_types, row_value.offers, row_value.qnr_info,
     row_value.changed_at, row_value.changed_by, TG_OP,
     CASE WHEN TG_OP = 'DELETE' THEN NULLIF(current_setting('portal.user_id', true), '')::bigint END);
  RETURN NULL;
END $$;
CREATE TRIGGER log_change AFTER INSERT OR UPDATE OR DELETE ON qnr_template_genesis_overrides
  FOR EACH ROW EXECUTE FUNCTION log_qnr_template_genesis_override();

CREATE TABLE favorite_templates_order (
  user_id bigint NOT NULL REFERENCES users (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  template_id bigint NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, template_id)
);
CREATE INDEX favorite_templates_order_customer_id_idx ON favorite_templates_order (customer_id);

-- Favourites of any kind: entity_id is a row id of the table named by table_name.
CREATE TABLE favorites (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  entity_id bigint NOT NULL,
  table_name text NOT NULL REFERENCES table_names (name),
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, table_name, entity_id)
);
CREATE INDEX favorites_customer_id_idx ON favorites (customer_id);

CREATE TABLE questions (
  id bigserial PRIMARY KEY,
  question_uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  description text,
  external_key_id text,
  region integer,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  props jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX questions_customer_id_idx ON questions (customer_id);

CREATE TABLE question_template (
  id bigserial PRIMARY KEY,
  template_id bigint NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
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
CREATE INDEX question_template_template_idx ON question_template (template_id, position);
CREATE INDEX question_template_question_idx ON question_template (question_id);
CREATE INDEX question_template_customer_id_idx ON question_template (customer_id);

-- A composite question (composite_question_id) and the questions it holds, by row and position.
-- The names match qnrResponse's selected_question (composite_question_id, question_id, row_id).
CREATE TABLE question_composite_question (
  id bigserial PRIMARY KEY,
  composite_question_id bigint NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  question_id bigint NOT NULL REFERENCES questions (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  position integer NOT NULL DEFAULT 0,
  row integer NOT NULL DEFAULT 0,
  title text,
  description text,
  narrative text,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (composite_question_id <> question_id)
);
CREATE INDEX question_composite_question_parent_idx ON question_composite_question (composite_question_id, row, position);
CREATE INDEX question_composite_question_child_idx ON question_composite_question (question_id);
CREATE INDEX question_composite_question_customer_id_idx ON question_composite_question (customer_id);

-- Spec §3 Context.templates_count as a computed field (Hasura style: a STABLE function taking the
-- table's row): templates of the context's customer with that context name, not soft-deleted.
CREATE FUNCTION context_templates_count(context_row context) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT count(*)
  FROM templates t
  WHERE t.customer_id = context_row.customer_id
    AND t.context = context_row.name
    AND t.deleted_at IS NULL
$$;
