-- Issue 29 item 4: time plans and their templates. A plan is a participant's planned minutes per
-- weekday (Monday first, seven numbers) over a period, for example a work trial of four hours
-- Monday to Thursday for eight weeks; a template is the same week with a length in weeks, to start
-- a plan from. The week grid compares a plan with the time registered about its participant.
CREATE TABLE time_plan_templates (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  description text CHECK (char_length(description) <= 1000),
  weeks integer NOT NULL CHECK (weeks BETWEEN 1 AND 104),
  day_minutes integer[] NOT NULL
    CHECK (cardinality(day_minutes) = 7 AND 0 <= ALL (day_minutes) AND 1440 >= ALL (day_minutes)),
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX time_plan_templates_customer_idx ON time_plan_templates (customer_id, lower(name))
  WHERE deleted_at IS NULL;

CREATE TABLE time_plans (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  recipient_id bigint NOT NULL REFERENCES recipients (id),
  template_id bigint REFERENCES time_plan_templates (id),
  organization_id bigint REFERENCES organizations (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on AND ends_on - starts_on <= 731),
  day_minutes integer[] NOT NULL
    CHECK (cardinality(day_minutes) = 7 AND 0 <= ALL (day_minutes) AND 1440 >= ALL (day_minutes)),
  note text CHECK (char_length(note) <= 1000),
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX time_plans_recipient_idx ON time_plans (customer_id, recipient_id, starts_on)
  WHERE deleted_at IS NULL;

-- The week grid sums a participant's registered time per day.
CREATE INDEX time_entries_recipient_date_idx ON time_entries (customer_id, recipient_id, date)
  WHERE deleted_at IS NULL AND recipient_id IS NOT NULL;

SELECT attach_updated_at_triggers();
