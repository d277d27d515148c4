-- Questionnaires (issue 13): the lifecycle of docs/questionnaires.md enforced by the database, so
-- no path (the data API, an action, a script) can move a questionnaire where the table forbids.
-- The same table is QNR_TRANSITIONS in packages/rules/src/questionnaires/lifecycle.ts.
--
-- Answers live in queries.cache as { "answers": [{ question_id, composite_question_id, row_id,
-- value }], "saved_at", "submitted_at" }, so queries_log keeps every saved version with who
-- (updated_by) and when: the questionnaire's history.

CREATE FUNCTION qnr_transition_allowed(from_status text, to_status text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT from_status = to_status OR (from_status, to_status) IN (
    ('DRAFT', 'SENT'), ('DRAFT', 'STARTED'), ('DRAFT', 'ARCHIVED'),
    ('SENT', 'STARTED'), ('SENT', 'ANSWERED'), ('SENT', 'REJECTED'), ('SENT', 'EXPIRED'), ('SENT', 'ARCHIVED'),
    ('STARTED', 'ANSWERED'), ('STARTED', 'REJECTED'), ('STARTED', 'EXPIRED'), ('STARTED', 'ARCHIVED'),
    ('ANSWERED', 'SIGNED'), ('ANSWERED', 'ARCHIVED'),
    ('SIGNED', 'ARCHIVED'),
    ('REJECTED', 'ARCHIVED'),
    ('EXPIRED', 'SENT'), ('EXPIRED', 'ARCHIVED'))
$$;

-- A refused move is a check violation naming both statuses (the data API answers it as
-- "Check constraint violation. qnr_transition_forbidden: ANSWERED -> DRAFT"); answers of a
-- questionnaire that can no longer be answered never change.
CREATE FUNCTION qnr_guard_lifecycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT qnr_transition_allowed(OLD.status, NEW.status) THEN
    RAISE check_violation USING
      MESSAGE = format('qnr_transition_forbidden: %s -> %s', OLD.status, NEW.status),
      TABLE = 'queries', COLUMN = 'status';
  END IF;
  IF NEW.cache IS DISTINCT FROM OLD.cache AND OLD.status NOT IN ('DRAFT', 'SENT', 'STARTED') THEN
    RAISE check_violation USING
      MESSAGE = format('qnr_not_answerable: the answers of a %s questionnaire do not change', OLD.status),
      TABLE = 'queries', COLUMN = 'cache';
  END IF;
  IF NEW.status = 'EXPIRED' AND OLD.status <> 'EXPIRED' AND NEW.valid_to IS NULL THEN
    RAISE check_violation USING
      MESSAGE = 'qnr_transition_forbidden: only a questionnaire with valid_to expires',
      TABLE = 'queries', COLUMN = 'status';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER qnr_guard_lifecycle BEFORE UPDATE ON queries
  FOR EACH ROW EXECUTE FUNCTION qnr_guard_lifecycle();

-- The expiry sweep and the lists read live questionnaires by status and valid_to, and the
-- all-questionnaires list pages a tenant's live rows newest first.
CREATE INDEX queries_expiring_idx ON queries (valid_to) WHERE status IN ('SENT', 'STARTED') AND deleted_at IS NULL;
CREATE INDEX queries_customer_live_idx ON queries (customer_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
