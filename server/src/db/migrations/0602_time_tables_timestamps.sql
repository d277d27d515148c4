-- The time area's teams and approved periods keep the schema's rule for a tenant's table
-- (schema.db.test.ts): created_at and updated_at, the latter kept current by its trigger.
ALTER TABLE time_team_members ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE time_approvals
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
SELECT attach_updated_at_triggers();
