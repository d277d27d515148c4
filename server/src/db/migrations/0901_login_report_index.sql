-- The login report (issue 32 item 4) reads a tenant's period of the login audit: the columns it
-- counts by are carried in the index, so a month of a large tenant is read from the index alone
-- (bench/administration-login-report.ts: 2,000,000 rows, a month by day within 300 ms).
CREATE INDEX login_audit_report_idx ON login_audit (customer_id, created_at)
  INCLUDE (method, outcome, reason, user_id, username);
