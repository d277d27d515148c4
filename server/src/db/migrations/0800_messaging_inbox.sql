-- Messaging (issue 31): the inbox, and the SMS delivery state the outbox shows.
--
-- An inbox item is one thing that reached a user and may need their action: a questionnaire a
-- participant answered, a document a participant uploaded or signed, a message needing action, or
-- a questionnaire or document a colleague shared with a note. The first three are written by the
-- triggers below when the participant acts, so every road that changes a questionnaire or a
-- document (data API, areas, jobs) fills the inbox alike; a share is written by the messaging area.
CREATE TABLE inbox_items (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  -- the receiver
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('qnr_answered', 'document_uploaded', 'document_signed', 'message', 'shared')),
  -- the participant the item is about
  recipient_id bigint REFERENCES recipients (id),
  query_id bigint REFERENCES queries (id),
  document_id bigint REFERENCES documents (id),
  -- who shared it (kind shared) and the note they wrote
  from_user_id bigint REFERENCES users (id),
  title text NOT NULL CHECK (char_length(title) <= 300),
  note text CHECK (char_length(note) <= 2000),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (kind <> 'shared' OR query_id IS NOT NULL OR document_id IS NOT NULL)
);
CREATE INDEX inbox_items_customer_id_idx ON inbox_items (customer_id);
-- The inbox's first page: the receiver's items, unread first, newest first.
CREATE INDEX inbox_items_user_unread_idx ON inbox_items (user_id, (read_at IS NOT NULL), created_at DESC, id DESC)
  WHERE deleted_at IS NULL;
CREATE INDEX inbox_items_recipient_idx ON inbox_items (recipient_id);

-- A questionnaire answered: an item for the staff member who sent it.
CREATE FUNCTION inbox_on_query_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'ANSWERED' AND OLD.status IS DISTINCT FROM 'ANSWERED' AND NEW.created_by IS NOT NULL THEN
    INSERT INTO inbox_items (customer_id, user_id, kind, recipient_id, query_id, title)
    SELECT NEW.customer_id, u.id, 'qnr_answered', NEW.patient_id, NEW.id, left(NEW.title, 300)
      FROM users u WHERE u.id = NEW.created_by AND u.role <> 'participant';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER queries_inbox_answered AFTER UPDATE OF status ON queries
  FOR EACH ROW EXECUTE FUNCTION inbox_on_query_answered();

-- A document uploaded by a participant: an item for each staff member following them; a document
-- signed: an item for the staff member who sent it for signing.
CREATE FUNCTION inbox_on_document_patient() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc_name text;
BEGIN
  SELECT left(d.name, 300) INTO doc_name FROM documents d WHERE d.id = NEW.document_id;
  IF TG_OP = 'INSERT' AND NEW.initiator = 'PATIENT' THEN
    INSERT INTO inbox_items (customer_id, user_id, kind, recipient_id, document_id, title)
    SELECT NEW.customer_id, rs.user_id, 'document_uploaded', NEW.patient_id, NEW.document_id, coalesce(doc_name, '')
      FROM recipient_staff rs WHERE rs.recipient_id = NEW.patient_id AND rs.status = 'accepted';
  ELSIF TG_OP = 'UPDATE' AND NEW.status = 'SIGNED' AND OLD.status IS DISTINCT FROM 'SIGNED'
        AND NEW.create_user_id IS NOT NULL THEN
    INSERT INTO inbox_items (customer_id, user_id, kind, recipient_id, document_id, title)
    SELECT NEW.customer_id, u.id, 'document_signed', NEW.patient_id, NEW.document_id, coalesce(doc_name, '')
      FROM users u WHERE u.id = NEW.create_user_id AND u.role <> 'participant';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER document_patient_inbox AFTER INSERT OR UPDATE OF status ON document_patient
  FOR EACH ROW EXECUTE FUNCTION inbox_on_document_patient();

-- The gateway's delivery report on each SMS (issue 31 item 6): sent when the gateway took it,
-- then delivered or failed; failed_reason is the gateway's short code, never the content.
ALTER TABLE sms
  ADD COLUMN delivery_status text NOT NULL DEFAULT 'sent' CHECK (delivery_status IN ('queued', 'sent', 'delivered', 'failed')),
  ADD COLUMN delivery_reported_at timestamptz,
  ADD COLUMN failed_reason text CHECK (char_length(failed_reason) <= 200),
  ADD COLUMN attempts integer NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX sms_message_id_idx ON sms (customer_id, message_id) WHERE message_id IS NOT NULL;
CREATE INDEX sms_create_user_idx ON sms (create_user, created_at);

SELECT attach_updated_at_triggers();
