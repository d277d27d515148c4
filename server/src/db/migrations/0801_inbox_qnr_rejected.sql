-- Issue 33 item 6: the caseworker sees why a participant declined. A questionnaire declined becomes
-- an inbox item for the staff member who sent it, its note the reason the participant typed (none
-- when they gave none), written by a trigger like the answered item, so every road that declines a
-- questionnaire fills the inbox alike.
ALTER TABLE inbox_items DROP CONSTRAINT inbox_items_kind_check;
ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_kind_check
  CHECK (kind IN ('qnr_answered', 'qnr_rejected', 'document_uploaded', 'document_signed', 'message', 'shared'));

CREATE FUNCTION inbox_on_query_rejected() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'REJECTED' AND OLD.status IS DISTINCT FROM 'REJECTED' AND NEW.created_by IS NOT NULL THEN
    INSERT INTO inbox_items (customer_id, user_id, kind, recipient_id, query_id, title, note)
    SELECT NEW.customer_id, u.id, 'qnr_rejected', NEW.patient_id, NEW.id, left(NEW.title, 300),
           left(nullif(btrim(NEW.properties ->> 'reject_reason'), ''), 2000)
      FROM users u WHERE u.id = NEW.created_by AND u.role <> 'participant';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER queries_inbox_rejected AFTER UPDATE OF status ON queries
  FOR EACH ROW EXECUTE FUNCTION inbox_on_query_rejected();
