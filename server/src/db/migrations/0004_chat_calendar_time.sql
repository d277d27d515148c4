-- Feature data behind the overview widgets (spec §3 Overview widget): chat (CHAT), calendar events
-- and tasks (CALENDAR_EVENT, CALENDAR_TASK), time tracking (CRM_TIME_TRACKING), the activities log
-- (ACTIVITIES_LOG) and notifications (the insertNotification mutation of spec §7).

CREATE TABLE chats (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'reopened', 'resolved')),
  recipient_id bigint REFERENCES recipients (id),
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX chats_customer_id_idx ON chats (customer_id);
CREATE INDEX chats_recipient_id_idx ON chats (recipient_id);
CREATE INDEX chats_status_idx ON chats (customer_id, status);

-- A member's unseen count is the number of messages created after last_seen_at.
CREATE TABLE chat_members (
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chat_id, user_id)
);
CREATE INDEX chat_members_customer_id_idx ON chat_members (customer_id);
CREATE INDEX chat_members_user_id_idx ON chat_members (user_id);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  sender_user_id bigint REFERENCES users (id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX chat_messages_customer_id_idx ON chat_messages (customer_id);
CREATE INDEX chat_messages_chat_created_idx ON chat_messages (chat_id, created_at);

CREATE TABLE events (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  description text,
  location text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  -- RFC 5545 recurrence rule (rrule library), NULL for a single event
  rrule text,
  recipient_id bigint REFERENCES recipients (id),
  created_by bigint REFERENCES users (id),
  updated_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (ends_at >= starts_at)
);
CREATE INDEX events_customer_starts_idx ON events (customer_id, starts_at);
CREATE INDEX events_recipient_id_idx ON events (recipient_id);
CREATE INDEX events_created_by_idx ON events (created_by);

CREATE TABLE event_participants (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_participants_customer_id_idx ON event_participants (customer_id);
CREATE INDEX event_participants_user_id_idx ON event_participants (user_id);

CREATE TABLE tasks (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  title text NOT NULL,
  description text,
  due_at timestamptz,
  done boolean NOT NULL DEFAULT false,
  done_at timestamptz,
  recipient_id bigint REFERENCES recipients (id),
  assigned_to bigint REFERENCES users (id),
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX tasks_customer_due_idx ON tasks (customer_id, due_at);
CREATE INDEX tasks_assigned_to_idx ON tasks (assigned_to, done);
CREATE INDEX tasks_recipient_id_idx ON tasks (recipient_id);

CREATE TABLE time_entries (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint NOT NULL REFERENCES users (id),
  recipient_id bigint REFERENCES recipients (id),
  activity_id bigint REFERENCES activities (id),
  date date NOT NULL,
  minutes integer NOT NULL CHECK (minutes > 0 AND minutes <= 1440),
  description text,
  approved_by bigint REFERENCES users (id),
  approved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX time_entries_customer_date_idx ON time_entries (customer_id, date);
CREATE INDEX time_entries_user_date_idx ON time_entries (user_id, date);
CREATE INDEX time_entries_recipient_id_idx ON time_entries (recipient_id);

CREATE TABLE activity_log (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  recipient_id bigint REFERENCES recipients (id),
  actor_user_id bigint REFERENCES users (id),
  action text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_customer_created_idx ON activity_log (customer_id, created_at DESC);
CREATE INDEX activity_log_recipient_created_idx ON activity_log (recipient_id, created_at DESC);

-- Written by the insertNotification mutation (spec §3 Notification input).
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint REFERENCES users (id),
  -- what the notification is about (for example a recipient id)
  subject_id bigint,
  title text,
  message text NOT NULL,
  region integer,
  service text,
  trigger text,
  send_sms boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_customer_id_idx ON notifications (customer_id);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id, read_at);
