-- Issue 30 items 2 and 5 (directory): adding and inviting a participant, and ending a case.

-- §4 invitation on the participant (the staff member's view of it): when and by whom the latest
-- invitation was sent and its reference code; when the participant first signed in (accepted).
-- Ending a case: when, by whom, and when the deletion job removes the personal data (the tenant's
-- retention period after the end); `anonymised_at` once it has.
ALTER TABLE recipients
  ADD COLUMN invitation_code text,
  ADD COLUMN invited_at timestamptz,
  ADD COLUMN invited_by bigint REFERENCES users (id),
  ADD COLUMN accepted_at timestamptz,
  ADD COLUMN case_ended_at timestamptz,
  ADD COLUMN case_ended_by bigint REFERENCES users (id),
  ADD COLUMN delete_after timestamptz,
  ADD COLUMN anonymised_at timestamptz;

-- One participant per national id in a tenant: the add form offers the existing one.
CREATE UNIQUE INDEX recipients_customer_national_id_key ON recipients (customer_id, national_id)
  WHERE deleted_at IS NULL AND national_id IS NOT NULL;

-- The deletion log: that a participant's personal data was removed, when, after which retention
-- period and by which run. It names the participant by id only and holds no personal data.
CREATE TABLE directory_deletion_log (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  recipient_id bigint NOT NULL,
  case_ended_at timestamptz NOT NULL,
  retention_days integer NOT NULL,
  deleted_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX directory_deletion_log_customer_idx ON directory_deletion_log (customer_id, deleted_at DESC);

-- §4: a participant who was invited moves from waiting to accepted at their first sign-in (the
-- first session of their user), in every caseload that holds them.
CREATE FUNCTION directory_accept_on_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipients SET accepted_at = NEW.issued_at
   WHERE customer_id = NEW.customer_id AND user_id = NEW.user_id AND accepted_at IS NULL AND deleted_at IS NULL;
  UPDATE recipient_staff s SET status = 'accepted', updated_at = now()
    FROM recipients r
   WHERE r.id = s.recipient_id AND r.customer_id = NEW.customer_id AND r.user_id = NEW.user_id
     AND s.customer_id = NEW.customer_id AND s.status = 'waiting' AND r.deleted_at IS NULL;
  RETURN NEW;
END $$;
CREATE TRIGGER directory_accept_on_sign_in AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION directory_accept_on_sign_in();

SELECT attach_updated_at_triggers();
