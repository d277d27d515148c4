-- Issue 28 (plans, parcels and recurring packages): what the scheduler and the plan page need.
-- A parcel is archived, not deleted (plans that hold it keep it).
ALTER TABLE artifact_parcels ADD COLUMN archived_at timestamptz;

-- A plan's next send (the job runner's job `plans.send` runs at it), its last send and its end. The
-- next send is computed from rruleset in Europe/Oslo time by the server (plan-recurrence.ts).
ALTER TABLE artifact_packages
  ADD COLUMN next_send_at timestamptz,
  ADD COLUMN last_sent_at timestamptz,
  ADD COLUMN ended_at timestamptz;
CREATE INDEX artifact_packages_next_send_idx ON artifact_packages (next_send_at)
  WHERE next_send_at IS NOT NULL AND deleted_at IS NULL;

-- One row per occurrence sent: the unique key is what makes a send happen once, whatever the number
-- of instances, retries or crashes (the send and this row commit together, or neither).
CREATE TABLE artifact_package_sends (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  artifact_package_id bigint NOT NULL REFERENCES artifact_packages (id) ON DELETE CASCADE,
  occurrence timestamptz NOT NULL,
  query_ids bigint[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (artifact_package_id, occurrence)
);
CREATE INDEX artifact_package_sends_customer_id_idx ON artifact_package_sends (customer_id);

SELECT attach_updated_at_triggers();
