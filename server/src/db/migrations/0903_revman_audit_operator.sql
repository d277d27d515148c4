-- Revman's audit is a platform table (no customer_id: it records changes across tenants), so it may
-- not point into a tenant's rows (tenant-foreign-keys.db.test.ts). The operator is kept by tenant
-- and user id, as written; an audit line never holds up removing a user.
ALTER TABLE revman_audit DROP CONSTRAINT IF EXISTS revman_audit_operator_user_id_fkey;
