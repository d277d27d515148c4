-- Revman (issue 32 item 6): the platform operator's changes to any tenant's app versions and
-- feature flags, one line each: who (the operator and their own tenant), which tenant, what, from
-- and to. A platform table (no customer_id, so no tenant policy): read and written only by the
-- Revman routes, which only an operator reaches. A line is never changed or deleted by a tenant.
CREATE TABLE revman_audit (
  id bigserial PRIMARY KEY,
  operator_customer_id bigint NOT NULL REFERENCES customers (id),
  operator_user_id bigint NOT NULL REFERENCES users (id),
  target_customer_id bigint NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('app_version', 'feature')),
  subject text NOT NULL CHECK (char_length(subject) <= 100),
  before text CHECK (char_length(before) <= 100),
  after text CHECK (char_length(after) <= 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revman_audit_created_idx ON revman_audit (created_at DESC, id DESC);
CREATE INDEX revman_audit_target_idx ON revman_audit (target_customer_id);

CREATE TRIGGER guard_consent_record BEFORE UPDATE OR DELETE ON revman_audit
  FOR EACH ROW EXECUTE FUNCTION guard_consent_record();
