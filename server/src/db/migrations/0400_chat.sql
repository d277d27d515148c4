-- Issue 15, chat (docs/chat.md): conversations of a kind (one-to-one or group), statuses with the
-- time of their last change, messages with a client-chosen id (an idempotent send), replies, edits
-- and removals that stay visible as "removed", full-text search in Norwegian and English, and per
-- member read state with an exact unseen count kept by the database itself.

ALTER TABLE chats
  ADD COLUMN kind text NOT NULL DEFAULT 'group' CHECK (kind IN ('direct', 'group')),
  ADD COLUMN last_message_at timestamptz,
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN status_changed_by bigint REFERENCES users (id);
CREATE INDEX chats_last_message_idx ON chats (customer_id, last_message_at DESC);

ALTER TABLE chat_members
  ADD COLUMN last_read_message_id bigint,
  ADD COLUMN last_delivered_message_id bigint,
  ADD COLUMN unseen_count integer NOT NULL DEFAULT 0 CHECK (unseen_count >= 0),
  ADD COLUMN added_by bigint REFERENCES users (id),
  -- The member's name and role as the other members see them (a participant may not read users).
  ADD COLUMN display_name text NOT NULL DEFAULT '',
  ADD COLUMN member_role text NOT NULL DEFAULT 'staff';

CREATE FUNCTION chat_member_named() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT trim(concat_ws(' ', u.first_name, u.last_name)), u.role INTO NEW.display_name, NEW.member_role
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;
CREATE TRIGGER chat_member_named BEFORE INSERT ON chat_members
  FOR EACH ROW EXECUTE FUNCTION chat_member_named();
UPDATE chat_members m SET display_name = trim(concat_ws(' ', u.first_name, u.last_name)), member_role = u.role
  FROM users u WHERE u.id = m.user_id;

ALTER TABLE chat_messages
  ADD COLUMN client_id uuid,
  ADD COLUMN reply_to_id bigint REFERENCES chat_messages (id),
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN removed_at timestamptz,
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('norwegian', body) || to_tsvector('english', body)
  ) STORED,
  ADD CONSTRAINT chat_messages_body_length CHECK (char_length(body) <= 4000);
-- One message per sender and client id: sending the same client id again stores nothing new.
CREATE UNIQUE INDEX chat_messages_client_id_idx ON chat_messages (customer_id, sender_user_id, client_id)
  WHERE client_id IS NOT NULL;
CREATE INDEX chat_messages_chat_id_idx ON chat_messages (chat_id, id);
CREATE INDEX chat_messages_search_idx ON chat_messages USING gin (search_vector);

-- The unseen count of a member: messages of others after the member's last read one, not removed.
CREATE FUNCTION chat_recount_unseen(p_chat_id bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE chat_members m SET unseen_count = (
    SELECT count(*) FROM chat_messages x
     WHERE x.chat_id = m.chat_id AND x.id > COALESCE(m.last_read_message_id, 0)
       AND x.sender_user_id IS DISTINCT FROM m.user_id AND x.removed_at IS NULL AND x.deleted_at IS NULL)
   WHERE m.chat_id = p_chat_id;
$$;

-- A new message counts for every other member who has not read past it; the chat's last message
-- time orders the list.
CREATE FUNCTION chat_message_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chat_members SET unseen_count = unseen_count + 1
   WHERE chat_id = NEW.chat_id AND user_id IS DISTINCT FROM NEW.sender_user_id
     AND COALESCE(last_read_message_id, 0) < NEW.id;
  UPDATE chats SET last_message_at = GREATEST(COALESCE(last_message_at, NEW.created_at), NEW.created_at)
   WHERE id = NEW.chat_id;
  RETURN NULL;
END $$;
CREATE TRIGGER chat_message_inserted AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_message_inserted();

-- A removed message no longer counts as unseen.
CREATE FUNCTION chat_message_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.removed_at IS NULL AND NEW.removed_at IS NOT NULL) OR (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL) THEN
    PERFORM chat_recount_unseen(NEW.chat_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER chat_message_removed AFTER UPDATE OF removed_at, deleted_at ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_message_removed();

-- Read state of the rows that exist already: what was created before last_seen_at is read.
UPDATE chat_members m SET last_read_message_id = (
  SELECT max(x.id) FROM chat_messages x WHERE x.chat_id = m.chat_id AND x.created_at <= m.last_seen_at)
 WHERE m.last_seen_at IS NOT NULL;
SELECT chat_recount_unseen(id) FROM chats;
UPDATE chats c SET last_message_at = (SELECT max(created_at) FROM chat_messages x WHERE x.chat_id = c.id);

-- The per-conversation SMS quiet period (docs/chat.md): when a member was last told by SMS.
CREATE TABLE chat_sms_notices (
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  sent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chat_id, user_id)
);
CREATE INDEX chat_sms_notices_customer_id_idx ON chat_sms_notices (customer_id);

SELECT attach_updated_at_triggers();
