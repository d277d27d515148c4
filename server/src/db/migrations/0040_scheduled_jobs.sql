-- Durable scheduled work (ARCHITECTURE.md §9 "a database-backed job queue for anything
-- scheduled"): one-off jobs (a reminder at 09:45) and the rows of the recurring sweeps (expire
-- questionnaires every minute). The table is the queue, so a job survives a restart and any one
-- instance runs it: a runner claims due rows with FOR UPDATE SKIP LOCKED and a claim token.
-- An area's SQL trigger may insert here directly (name, key, customer_id, payload, run_at).
CREATE TABLE scheduled_jobs (
  id bigserial PRIMARY KEY,
  -- '<area>.<what>', the handler's name.
  name text NOT NULL CHECK (name ~ '^[a-z][a-z0-9_-]*\.[a-z0-9_.-]+$'),
  -- Scheduling the same key again replaces the pending job (a moved reminder).
  key text UNIQUE,
  customer_id bigint REFERENCES customers (id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- Set while a runner holds the job; a runner that died lets it go when locked_until passes.
  claim text,
  locked_until timestamptz,
  last_error text,
  -- Set when a one-off job has failed its last attempt: kept for the operator, never run again.
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheduled_jobs_due_idx ON scheduled_jobs (run_at) WHERE failed_at IS NULL;
