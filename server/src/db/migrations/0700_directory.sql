-- Issue 30 (directory, part 1): what "my participants" needs beyond the recipient tables of 0003.

-- The tenant's directory settings: whether staff see only their own caseload (the leading roles see
-- every participant of the tenant), and how long a case marked "to be deleted" is kept before its
-- personal data is removed (docs/directory.md). One row per tenant; no row means the defaults.
CREATE TABLE directory_settings (
  customer_id bigint PRIMARY KEY REFERENCES customers (id),
  limit_caseloads boolean NOT NULL DEFAULT true,
  retention_days integer NOT NULL DEFAULT 30 CHECK (retention_days BETWEEN 0 AND 3650),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Normen: every read of a participant's record, who read it and when. It names the participant by
-- id only (no name, no national id), so it outlives the deletion of their personal data.
CREATE TABLE directory_access_log (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  user_id bigint NOT NULL REFERENCES users (id),
  recipient_id bigint NOT NULL,
  action text NOT NULL CHECK (action IN ('read_record', 'export', 'create', 'invite', 'end_case', 'restore', 'delete_data')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX directory_access_log_customer_at_idx ON directory_access_log (customer_id, at DESC);
CREATE INDEX directory_access_log_recipient_idx ON directory_access_log (customer_id, recipient_id);

-- The caseload list: one staff member's links by status, and a tenant's recipients by name.
CREATE INDEX recipient_staff_customer_user_idx ON recipient_staff (customer_id, user_id, status);
CREATE INDEX recipients_customer_name_idx ON recipients (customer_id, full_name);

SELECT attach_updated_at_triggers();
