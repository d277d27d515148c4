-- Issue 15 part 2, chat attachments (docs/chat.md): files a member uploads to a conversation through
-- the storage door (type by content, size limit), kept unlinked until the message that carries them
-- is sent, then read with the message by the conversation's members only. The bytes live in the
-- file store under the tenant's folder; storage_key and sha256 are the server's (not in the API).

CREATE TABLE chat_attachments (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  message_id bigint REFERENCES chat_messages (id) ON DELETE CASCADE,
  uploaded_by bigint NOT NULL REFERENCES users (id),
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  storage_key text NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_attachments_message_idx ON chat_attachments (message_id);
CREATE INDEX chat_attachments_chat_idx ON chat_attachments (chat_id);
CREATE INDEX chat_attachments_customer_id_idx ON chat_attachments (customer_id);

SELECT attach_updated_at_triggers();
SELECT graphql_attach_change_triggers('public.chat_attachments'::regclass);
