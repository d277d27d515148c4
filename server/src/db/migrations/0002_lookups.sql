-- Lookup enumerations of spec §3 (Hasura-style enum tables: a text primary key `name` plus a
-- `comment`), the security levels and the per-customer settings. Filled here, so every later
-- table can reference them.

CREATE TABLE groups (
  name text PRIMARY KEY,
  comment text
);
INSERT INTO groups (name, comment) VALUES
  ('PRIVACY_POLICY', 'Privacy policy shown to every user (privacy and consents page, tab privacy_policy)'),
  ('LOGIN_CONSENTS', 'Consents asked for at login (tab login_consents)'),
  ('QUESTIONNAIRE_CONSENTS', 'Consents attached to questionnaires (tab questionnaire_consents)'),
  ('DOCUMENT_CONSENTS', 'Consents attached to documents and signatures');

CREATE TABLE types (
  name text PRIMARY KEY,
  comment text
);
INSERT INTO types (name, comment) VALUES
  ('QUESTIONNAIRE', 'A questionnaire (template or instance)'),
  ('ANONYMOUS_QUESTIONNAIRE', 'A questionnaire answered without login'),
  ('DOCUMENT', 'A file or generated document'),
  ('CONSENT', 'A consent or privacy statement'),
  ('SMS', 'A text message'),
  ('PLAN', 'A recurring artifact package (plan)'),
  ('PARCEL', 'A parcel of artifacts sent together'),
  ('NOTE', 'A free-text note');

CREATE TABLE initiators (
  name text PRIMARY KEY,
  comment text
);
INSERT INTO initiators (name, comment) VALUES
  ('THERAPIST', 'Started by staff (consultant, caregiver, team leader)'),
  ('PATIENT', 'Started by the participant or recipient'),
  ('SYSTEM', 'Started by the portal itself (plans, schedules)'),
  ('CONNECTOR', 'Started by an external connector (work-inclusion register, patient record)');

CREATE TABLE status (
  name text PRIMARY KEY,
  comment text
);
INSERT INTO status (name, comment) VALUES
  ('DRAFT', 'Being prepared, not yet sent'),
  ('SENT', 'Sent to the recipient, not opened'),
  ('STARTED', 'Opened and partly answered'),
  ('ANSWERED', 'Answered and submitted'),
  ('SIGNED', 'Signed by everyone asked to sign'),
  ('REJECTED', 'Rejected by the recipient'),
  ('EXPIRED', 'Not answered before valid_to'),
  ('ARCHIVED', 'Closed and kept for the record');

CREATE TABLE table_names (
  name text PRIMARY KEY,
  comment text
);
INSERT INTO table_names (name, comment) VALUES
  ('templates', 'Questionnaire templates'),
  ('queries', 'Questionnaire instances'),
  ('documents', 'Documents'),
  ('consents', 'Consents'),
  ('consent_templates', 'Consent templates'),
  ('sms_templates', 'SMS templates'),
  ('shortcuts', 'Shortcuts and links'),
  ('artifact_packages', 'Plans (recurring artifact packages)'),
  ('artifact_parcels', 'Parcels'),
  ('anonymous_templates', 'Anonymous questionnaire templates'),
  ('recipients', 'Participants and recipients');

CREATE TABLE filter_names (
  name text PRIMARY KEY,
  comment text
);
INSERT INTO filter_names (name, comment) VALUES
  ('CONTEXT', 'Template context name'),
  ('TITLE', 'Template title contains'),
  ('OFFER', 'Offer number'),
  ('OFFER_TYPE', 'Offer type number'),
  ('PLAN_CATEGORY', 'Plan category number'),
  ('JOURNAL_ROLE', 'Journal role allowed to use the template'),
  ('REGION', 'Region number'),
  ('STATUS', 'Questionnaire status');

CREATE TABLE consent_status (
  name text PRIMARY KEY,
  comment text
);
INSERT INTO consent_status (name, comment) VALUES
  ('PENDING', 'Asked for, not yet answered'),
  ('ACCEPTED', 'Given'),
  ('REJECTED', 'Refused'),
  ('WITHDRAWN', 'Given, then withdrawn'),
  ('EXPIRED', 'Past its validity; must be renewed');

-- Categories of SMS templates (spec §3 SMS: categories (name, comment)).
CREATE TABLE categories (
  name text PRIMARY KEY,
  comment text
);
INSERT INTO categories (name, comment) VALUES
  ('REMINDER', 'Reminder of an appointment or an unanswered questionnaire'),
  ('INVITATION', 'Invitation to a questionnaire or to the portal'),
  ('NOTIFICATION', 'Notice of a new document, message or result'),
  ('GENERAL', 'Anything else');

CREATE TABLE security_levels (
  name text PRIMARY KEY,
  comment text,
  security_level smallint NOT NULL UNIQUE
);
INSERT INTO security_levels (name, comment, security_level) VALUES
  ('OPEN', 'No personal data; any logged-in user of the customer', 0),
  ('NORMAL', 'Personal data; login with password and SMS code', 3),
  ('SENSITIVE', 'Health or social data; national-ID login (high assurance)', 4);

-- Per-customer settings (spec §3 names the table only).
CREATE TABLE settings (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  key text NOT NULL,
  value jsonb NOT NULL DEFAULT 'null'::jsonb,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, key)
);
