-- Issue 16 part 6 across instances: who is in which meeting room, shared by every server instance
-- on the database, so a host on one instance lets in a participant on another. The signalling
-- itself goes through NOTIFY (channel meeting_room); these rows are the rooms' state. Nothing of a
-- meeting is kept after it: a row lives while its socket does (an instance that stops deletes its
-- rows; one that died stops renewing seen_at and its rows expire).

-- One row per room ever opened: the lock a change of the room's members takes (SELECT ... FOR
-- UPDATE), so two instances never both let a fifth member in.
CREATE TABLE meeting_rooms (
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, event_id)
);

-- A socket in a room: waiting (in the waiting room) or a member; the instance that holds its socket.
-- Live state only, so no key to the room's row: a row lives while its socket does, and one whose
-- event went away expires like any other that nobody renews.
CREATE TABLE meeting_peers (
  peer_id text PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  event_id bigint NOT NULL,
  user_id bigint NOT NULL,
  name text NOT NULL,
  host boolean NOT NULL,
  state text NOT NULL CHECK (state IN ('waiting', 'member')),
  instance_id text NOT NULL,
  entered_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_peers_room_idx ON meeting_peers (customer_id, event_id);
CREATE INDEX meeting_peers_instance_idx ON meeting_peers (instance_id);

-- A message too large for one NOTIFY (8000 bytes; an SDP offer can be larger): stored here, its id
-- notified; the instance that holds the receiving socket reads and deletes it. Leftovers (their
-- receiver gone) are deleted after ten minutes.
CREATE TABLE meeting_messages (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  payload text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_messages_created_idx ON meeting_messages (created_at);

-- The one-time tickets a page opens its socket with: any instance may serve the socket, so the
-- ticket is here, named by a hash of it. The session's token (to verify it again while the socket
-- lives) is kept encrypted with a key derived from the ticket itself, which is stored nowhere: the
-- row alone gives nothing. Used once (deleted), within a minute; expired rows go on the next issue.
CREATE TABLE meeting_tickets (
  ticket_hash text PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  event_id bigint NOT NULL,
  user_id bigint NOT NULL,
  name text NOT NULL,
  host boolean NOT NULL,
  session_ends_at timestamptz,
  sealed_authorization text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_tickets_expires_idx ON meeting_tickets (expires_at);
