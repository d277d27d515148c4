-- Messaging (issue 31 items 7 and 8): each user's choice of which kinds of notification reach them
-- by SMS or e-mail, and the messages answered later (chat_asyncChat) as inbox items.
--
-- A notification is always listed in the portal (the bell, the notifications page); SMS and e-mail
-- are the user's choice per kind. Without a row, or with sms NULL, the sender's own sendSms decides
-- whether an SMS goes; without a row no e-mail goes.
CREATE TABLE notification_preferences (
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (char_length(kind) BETWEEN 1 AND 60),
  sms boolean,
  email boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
CREATE INDEX notification_preferences_customer_id_idx ON notification_preferences (customer_id);

-- A participant's chat message that waits for an answer (chat_asyncChat): one unread inbox item
-- per conversation and staff member of it, the newest message its title; a staff member's answer in
-- the conversation marks them read. With the flag off nothing is written (and the inbox hides them).
ALTER TABLE inbox_items ADD COLUMN chat_id bigint REFERENCES chats (id) ON DELETE CASCADE;
CREATE INDEX inbox_items_chat_idx ON inbox_items (chat_id) WHERE chat_id IS NOT NULL;

CREATE FUNCTION inbox_on_chat_message() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sender_role text;
  about bigint;
BEGIN
  IF NEW.sender_user_id IS NULL OR NOT EXISTS (
       SELECT 1 FROM feature_flags f
        WHERE f.customer_id = NEW.customer_id AND f.name = 'chat_asyncChat' AND f.enabled) THEN
    RETURN NEW;
  END IF;
  SELECT u.role INTO sender_role FROM users u WHERE u.id = NEW.sender_user_id;
  -- A staff member's answer settles the conversation's waiting items.
  IF sender_role IS DISTINCT FROM 'participant' THEN
    UPDATE inbox_items SET read_at = NEW.created_at
     WHERE chat_id = NEW.chat_id AND kind = 'message' AND read_at IS NULL AND deleted_at IS NULL;
    RETURN NEW;
  END IF;
  SELECT c.recipient_id INTO about FROM chats c WHERE c.id = NEW.chat_id;
  -- An unread item of the conversation takes the newest message; else a new item.
  UPDATE inbox_items i SET title = left(NEW.body, 300), created_at = NEW.created_at
    FROM chat_members m
   WHERE m.chat_id = NEW.chat_id AND i.user_id = m.user_id AND i.chat_id = NEW.chat_id
     AND i.kind = 'message' AND i.read_at IS NULL AND i.deleted_at IS NULL;
  INSERT INTO inbox_items (customer_id, user_id, kind, recipient_id, chat_id, from_user_id, title)
  SELECT NEW.customer_id, m.user_id, 'message', about, NEW.chat_id, NEW.sender_user_id, left(NEW.body, 300)
    FROM chat_members m JOIN users u ON u.id = m.user_id
   WHERE m.chat_id = NEW.chat_id AND u.role <> 'participant' AND u.deleted_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM inbox_items i
                      WHERE i.user_id = m.user_id AND i.chat_id = NEW.chat_id AND i.kind = 'message'
                        AND i.read_at IS NULL AND i.deleted_at IS NULL);
  RETURN NEW;
END $$;
CREATE TRIGGER chat_messages_inbox AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION inbox_on_chat_message();

SELECT attach_updated_at_triggers();
