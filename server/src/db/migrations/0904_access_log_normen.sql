-- Issue 32 item 8 (Normen): the access log names every read of a participant's data through the
-- portal, their record, a questionnaire's answers, a document and a chat conversation, with who,
-- when and why (the context: the caseload that lets the reader in, or the page that asked). It is
-- a record: no update ever, and no delete by a tenant (the owner's operations, e.g. removing a
-- whole tenant, are not bound by it), as the consent records (0900).
ALTER TABLE directory_access_log DROP CONSTRAINT IF EXISTS directory_access_log_action_check;
ALTER TABLE directory_access_log ADD CONSTRAINT directory_access_log_action_check CHECK (action IN (
  'read_record', 'read_questionnaire', 'read_document', 'read_chat',
  'export', 'create', 'invite', 'end_case', 'restore', 'delete_data'));
ALTER TABLE directory_access_log ADD COLUMN context text CHECK (char_length(context) <= 200);
CREATE INDEX directory_access_log_user_idx ON directory_access_log (customer_id, user_id, at DESC);

CREATE FUNCTION guard_access_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR current_user = 'portal_tenant' THEN
    RAISE check_violation USING
      MESSAGE = 'the access log is a record: it cannot be changed or deleted',
      CONSTRAINT = 'access_log_immutable', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER guard_access_log BEFORE UPDATE OR DELETE ON directory_access_log
  FOR EACH ROW EXECUTE FUNCTION guard_access_log();
