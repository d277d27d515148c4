-- Issue 16, part 2: an invited person answers one occurrence of a series ("this one") apart from
-- the rest. The series' answer stays in event_participants; a row here overrides it for the
-- occurrence whose original start is `occurrence_start` (a moved occurrence keeps its original
-- start, so its answer follows it). Answering "all" again removes the person's rows of the series.
CREATE TABLE event_occurrence_responses (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  occurrence_start timestamptz NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  response text NOT NULL CHECK (response IN ('pending', 'accepted', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, occurrence_start, user_id)
);
CREATE INDEX event_occurrence_responses_customer_id_idx ON event_occurrence_responses (customer_id);
CREATE INDEX event_occurrence_responses_user_id_idx ON event_occurrence_responses (user_id);
