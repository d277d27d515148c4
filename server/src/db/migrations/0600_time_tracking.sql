-- Issue 29 item 5: time tracking. A registration is a duration or a start and an end on one day,
-- with an activity type; a team leader approves a person's period (time_approvals), after which
-- the period is locked for its owner, or sends one registration back with a reason. A team is a
-- team leader and the people they lead (time_team_members).

ALTER TABLE time_entries
  ADD COLUMN start_time time,
  ADD COLUMN end_time time,
  ADD COLUMN activity_type text NOT NULL DEFAULT 'follow_up'
    CHECK (activity_type IN ('follow_up', 'employer_contact', 'meeting', 'travel', 'documentation', 'other')),
  ADD COLUMN rejected_by bigint REFERENCES users (id),
  ADD COLUMN rejected_at timestamptz,
  ADD COLUMN rejection_note text CHECK (char_length(rejection_note) <= 500),
  ADD CONSTRAINT time_entries_span CHECK (
    (start_time IS NULL AND end_time IS NULL)
    OR (start_time IS NOT NULL AND end_time IS NOT NULL AND end_time > start_time)
  );
CREATE INDEX time_entries_customer_user_date_idx ON time_entries (customer_id, user_id, date)
  WHERE deleted_at IS NULL;

CREATE TABLE time_team_members (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  leader_id bigint NOT NULL REFERENCES users (id),
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, leader_id, user_id)
);
CREATE INDEX time_team_members_leader_idx ON time_team_members (customer_id, leader_id);

CREATE TABLE time_approvals (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint NOT NULL REFERENCES users (id),
  period_from date NOT NULL,
  period_to date NOT NULL CHECK (period_to >= period_from),
  approved_by bigint NOT NULL REFERENCES users (id) CHECK (approved_by <> user_id),
  approved_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX time_approvals_user_idx ON time_approvals (customer_id, user_id, period_from, period_to);

-- The rules of a day hold for every writer (the area's routes check them first with their own
-- messages; the data API's writes meet them here): nothing is written into an approved period, at
-- most 24 hours a day per person, and a registration with a start and an end does not overlap
-- another one of the same person and day. (The approval itself changes only approved_at and
-- approved_by, which do not fire this.)
CREATE FUNCTION check_time_entry_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total integer;
BEGIN
  IF EXISTS (SELECT 1 FROM time_approvals
              WHERE customer_id = NEW.customer_id AND user_id = NEW.user_id
                AND NEW.date BETWEEN period_from AND period_to) THEN
    RAISE check_violation USING MESSAGE = 'the period of this time registration is approved',
      TABLE = 'time_entries', COLUMN = 'date';
  END IF;
  IF NEW.deleted_at IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(sum(minutes), 0) INTO total FROM time_entries
   WHERE customer_id = NEW.customer_id AND user_id = NEW.user_id AND date = NEW.date
     AND deleted_at IS NULL AND id <> NEW.id;
  IF total + NEW.minutes > 1440 THEN
    RAISE check_violation USING MESSAGE = 'time registered on one day exceeds 24 hours',
      TABLE = 'time_entries', COLUMN = 'minutes';
  END IF;
  IF NEW.start_time IS NOT NULL AND EXISTS (
    SELECT 1 FROM time_entries
     WHERE customer_id = NEW.customer_id AND user_id = NEW.user_id AND date = NEW.date
       AND deleted_at IS NULL AND id <> NEW.id AND start_time IS NOT NULL
       AND start_time < NEW.end_time AND end_time > NEW.start_time
  ) THEN
    RAISE check_violation USING MESSAGE = 'time registration overlaps another one',
      TABLE = 'time_entries', COLUMN = 'start_time';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER check_time_entry_day BEFORE INSERT OR UPDATE OF date, minutes, start_time, end_time, user_id, deleted_at
  ON time_entries FOR EACH ROW EXECUTE FUNCTION check_time_entry_day();
