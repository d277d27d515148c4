-- Issue 16 (calendar, parts 1-5): what events, invitations, recurrence, reminders, tasks and the
-- iCalendar feed need beyond the tables of 0004. Writes go through /api/calendar (server rules);
-- the data API serves these tables read-only.

-- The kind gives the colour; a video meeting gets a "Join" link to the meeting session room.
ALTER TABLE events
  ADD COLUMN kind text NOT NULL DEFAULT 'meeting' CHECK (kind IN ('meeting', 'appointment', 'visit', 'other')),
  ADD COLUMN video_meeting boolean NOT NULL DEFAULT false,
  -- minutes before the start a reminder is sent; NULL for none
  ADD COLUMN reminder_minutes integer CHECK (reminder_minutes IS NULL OR reminder_minutes BETWEEN 0 AND 40320),
  -- a changed occurrence of a series ("this one"): its series and the start it replaces
  ADD COLUMN series_id bigint REFERENCES events (id),
  ADD COLUMN original_start timestamptz,
  -- occurrence starts left out of a series (changed or deleted ones), RFC 5545 EXDATE
  ADD COLUMN exdates timestamptz[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT events_exception_has_start CHECK ((series_id IS NULL) = (original_start IS NULL)),
  ADD CONSTRAINT events_exception_not_recurring CHECK (series_id IS NULL OR rrule IS NULL);
CREATE INDEX events_series_id_idx ON events (series_id);

-- Each invited person answers; a participant may ask for an SMS reminder too.
ALTER TABLE event_participants
  ADD COLUMN response text NOT NULL DEFAULT 'pending' CHECK (response IN ('pending', 'accepted', 'declined')),
  ADD COLUMN sms_reminder boolean NOT NULL DEFAULT false;

-- The reminders already sent, one per occurrence: the sweep is idempotent and survives restarts.
CREATE TABLE event_reminders_sent (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  occurrence_start timestamptz NOT NULL,
  customer_id bigint NOT NULL REFERENCES customers (id),
  sent_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, occurrence_start)
);
CREATE INDEX event_reminders_sent_customer_id_idx ON event_reminders_sent (customer_id);

-- One secret feed per user: only the SHA-256 of the token is kept; renewing replaces the row.
CREATE TABLE calendar_feed_tokens (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendar_feed_tokens_customer_id_idx ON calendar_feed_tokens (customer_id);
