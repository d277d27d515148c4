-- Issue 17 item 3, a sibling: anonymous invitation codes are chosen by people ("ANON-DEMO-1") and
-- were unique across all tenants, so one tenant could claim another's next code (blocking it) and
-- learn from "duplicate key" whether a code exists anywhere. They are unique per tenant now, under
-- the constraint's old name (the GraphQL on_conflict constraint keeps its name); anonymous answers
-- already reference (customer_id, invitation_code) through migration 1000's tenant-scoped key.
ALTER TABLE anonymous_invitations DROP CONSTRAINT anonymous_invitations_invitation_code_key;
ALTER TABLE anonymous_invitations
  ADD CONSTRAINT anonymous_invitations_invitation_code_key UNIQUE (customer_id, invitation_code);
