-- Issue 26 item 6: the answers of idempotent area routes (a send, an SMS, an invitation, an upload),
-- by the caller's Idempotency-Key, so that a repeated request (a double click, a retry after a lost
-- answer) gets the first answer instead of a second create. Kept a day (platform housekeeping).
CREATE TABLE idempotent_requests (
  customer_id bigint NOT NULL REFERENCES customers (id),
  -- The caller; no key to users, so that a stored answer never holds up removing a user.
  user_id bigint NOT NULL,
  key text NOT NULL CHECK (char_length(key) BETWEEN 8 AND 100),
  -- The method, route and body the key was first used with: another request under it is refused.
  fingerprint text NOT NULL,
  -- NULL while the first request is being handled.
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, user_id, key)
);
CREATE INDEX idempotent_requests_created_at ON idempotent_requests (created_at);
SELECT attach_updated_at_triggers();
