-- Issue 17 item 5: columns that record someone's decision are set by the server, never by the
-- writer. The data API presets the actor from the session (metadata conventions.authority); these
-- triggers decide when that actor is recorded and stamp the server's time, so they hold for every
-- path that writes the row (nested inserts, upserts, updates of many rows).

-- time_entries: approved_at/approved_by change only when an approval is given or withdrawn. The
-- update preset puts the acting user in approved_by; it is kept only at the moment of approval,
-- which the server stamps with its own time.
CREATE FUNCTION record_time_entry_approval() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.approved_at IS NULL THEN
    NEW.approved_by := NULL;
  ELSIF OLD.approved_at IS NULL THEN
    NEW.approved_at := now();
  ELSE
    NEW.approved_at := OLD.approved_at;
    NEW.approved_by := OLD.approved_by;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER record_approval BEFORE UPDATE ON time_entries
  FOR EACH ROW EXECUTE FUNCTION record_time_entry_approval();

-- document_patient: deleted_by is the user who soft-deleted the share, recorded at that moment.
CREATE FUNCTION record_document_patient_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NULL THEN
    NEW.deleted_by := NULL;
  ELSIF OLD.deleted_at IS NOT NULL THEN
    NEW.deleted_by := OLD.deleted_by;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER record_deletion BEFORE UPDATE ON document_patient
  FOR EACH ROW EXECUTE FUNCTION record_document_patient_deletion();

-- qnr_template_genesis_overrides: changed_at is the server's time of the change.
CREATE FUNCTION stamp_changed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER stamp_changed_at BEFORE INSERT OR UPDATE ON qnr_template_genesis_overrides
  FOR EACH ROW EXECUTE FUNCTION stamp_changed_at();

-- created_by_name is the creator's name as the users table has it (the API never takes it).
CREATE FUNCTION fill_created_by_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.created_by_name IS NULL AND NEW.created_by IS NOT NULL THEN
    NEW.created_by_name := (SELECT nullif(concat_ws(' ', u.first_name, u.middle_name, u.last_name), '')
                              FROM users u WHERE u.id = NEW.created_by AND u.customer_id = NEW.customer_id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER fill_created_by_name BEFORE INSERT ON artifact_package_groups
  FOR EACH ROW EXECUTE FUNCTION fill_created_by_name();
CREATE TRIGGER fill_created_by_name BEFORE INSERT ON artifact_packages
  FOR EACH ROW EXECUTE FUNCTION fill_created_by_name();

-- A status that is the recipient's decision (answered, signed, rejected, accepted, withdrawn) or
-- the server's (expired) is reached only through a server path that says so for its transaction
-- (SET LOCAL portal.decided_by = 'recipient' or 'server'). A writer may move a row only among the
-- values listed in TG_ARGV (the same list the data API checks on insert: writer_values).
CREATE FUNCTION guard_decided_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status
     AND NOT (NEW.status = ANY (TG_ARGV))
     AND coalesce(current_setting('portal.decided_by', true), '') NOT IN ('recipient', 'server') THEN
    RAISE check_violation USING
      MESSAGE = format('status %s of %s is not the writer''s decision', NEW.status, TG_TABLE_NAME),
      TABLE = TG_TABLE_NAME, COLUMN = 'status';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER guard_decided_status BEFORE UPDATE OF status ON queries
  FOR EACH ROW EXECUTE FUNCTION guard_decided_status('DRAFT', 'SENT', 'ARCHIVED');
CREATE TRIGGER guard_decided_status BEFORE UPDATE OF status ON document_patient
  FOR EACH ROW EXECUTE FUNCTION guard_decided_status('DRAFT', 'SENT', 'ARCHIVED');
CREATE TRIGGER guard_decided_status BEFORE UPDATE OF status ON consents
  FOR EACH ROW EXECUTE FUNCTION guard_decided_status('PENDING');
CREATE TRIGGER guard_decided_status BEFORE UPDATE OF status ON consent_patient
  FOR EACH ROW EXECUTE FUNCTION guard_decided_status('PENDING');
