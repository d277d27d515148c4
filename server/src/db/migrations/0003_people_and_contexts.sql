-- People (spec §3 Participant / recipient) and the questionnaire context groups (spec §3 Context
-- group, Context). A recipient is a participant, patient or job seeker; every `patient_id` of the
-- data layer points at recipients(id). A recipient who can log in has a users row (user_id).

CREATE TABLE activities (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX activities_customer_id_idx ON activities (customer_id);

CREATE TABLE recipients (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint REFERENCES users (id),
  -- the participant's id in the external register the directory app reads (not a users id)
  directory_user_id text,
  full_name text NOT NULL,
  national_id text,
  mobile_phone text,
  activity_id bigint REFERENCES activities (id),
  regarding text,
  actno text,
  niva text,
  tiltak text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX recipients_customer_id_idx ON recipients (customer_id);
CREATE INDEX recipients_user_id_idx ON recipients (user_id);
CREATE INDEX recipients_national_id_idx ON recipients (national_id);
CREATE INDEX recipients_activity_id_idx ON recipients (activity_id);

CREATE TABLE recipient_activities (
  recipient_id bigint NOT NULL REFERENCES recipients (id) ON DELETE CASCADE,
  activity_id bigint NOT NULL REFERENCES activities (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (recipient_id, activity_id)
);
CREATE INDEX recipient_activities_customer_id_idx ON recipient_activities (customer_id);
CREATE INDEX recipient_activities_activity_id_idx ON recipient_activities (activity_id);

-- "My participants" (spec §2.3): the staff member's link to a recipient and its state.
CREATE TABLE recipient_staff (
  recipient_id bigint NOT NULL REFERENCES recipients (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('accepted', 'waiting', 'to_be_deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (recipient_id, user_id)
);
CREATE INDEX recipient_staff_customer_id_idx ON recipient_staff (customer_id);
CREATE INDEX recipient_staff_user_status_idx ON recipient_staff (user_id, status);

-- Participant groups ("my participants" sub-view groups, outbox groups).
CREATE TABLE recipient_groups (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  description text,
  owner_user_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX recipient_groups_customer_id_idx ON recipient_groups (customer_id);
CREATE INDEX recipient_groups_owner_idx ON recipient_groups (owner_user_id);

CREATE TABLE recipient_group_members (
  recipient_group_id bigint NOT NULL REFERENCES recipient_groups (id) ON DELETE CASCADE,
  recipient_id bigint NOT NULL REFERENCES recipients (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (recipient_group_id, recipient_id)
);
CREATE INDEX recipient_group_members_customer_id_idx ON recipient_group_members (customer_id);
CREATE INDEX recipient_group_members_recipient_idx ON recipient_group_members (recipient_id);

-- Questionnaire context groups: one side-menu entry per group (spec §2.4).
CREATE TABLE group_context (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (customer_id, name)
);
CREATE INDEX group_context_customer_created_idx ON group_context (customer_id, created_at);

-- templates.context holds a context NAME (unique per customer).
CREATE TABLE context (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  label text NOT NULL,
  is_user_context_me boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (customer_id, name)
);
CREATE INDEX context_customer_id_idx ON context (customer_id);

CREATE TABLE context_group_context (
  context_id bigint NOT NULL REFERENCES context (id) ON DELETE CASCADE,
  group_context_id bigint NOT NULL REFERENCES group_context (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (context_id, group_context_id)
);
CREATE INDEX context_group_context_customer_id_idx ON context_group_context (customer_id);
CREATE INDEX context_group_context_group_idx ON context_group_context (group_context_id);

CREATE TABLE group_filters (
  id bigserial PRIMARY KEY,
  group_context_id bigint NOT NULL REFERENCES group_context (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  filter jsonb NOT NULL DEFAULT '{}'::jsonb,
  filter_name text NOT NULL REFERENCES filter_names (name),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_filters_customer_id_idx ON group_filters (customer_id);
CREATE INDEX group_filters_group_idx ON group_filters (group_context_id);
