-- Issue 25 item 4: tenant isolation held by the database. Every table with customer_id gets row-level
-- security with one policy: a row is seen, written and kept only by the tenant the transaction names
-- (set_config('app.customer_id', ..., true)). The policies bind the role portal_tenant, which the
-- server takes per transaction for the work of one tenant (server/src/db/tenant-scope.ts); the
-- connecting role owns the tables (or is a superuser) and is not bound by them, which is how
-- migrations, jobs and the operator's commands cross tenants, by name (crossTenant).
-- tenant_row_security() runs after every migration and at every start (db/migrate.ts), so a later
-- area's tables are covered without remembering it, and a database restored into another cluster
-- (pg_restore --no-owner --no-privileges) gets its role and grants back; it changes only what is
-- missing. A test fails on a tenant table without its policy.

CREATE OR REPLACE FUNCTION tenant_row_security() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  t record;
BEGIN
  -- Roles are the cluster's: a restore into another cluster, or the first database of one, makes it.
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_tenant') THEN
    BEGIN
      CREATE ROLE portal_tenant NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database of the same cluster made it at the same moment
    END;
  END IF;
  FOR t IN
    SELECT c.oid, format('%I.%I', n.nspname, c.relname) AS name, c.relrowsecurity AS rls
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'customer_id' AND NOT a.attisdropped
     WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'
  LOOP
    IF NOT t.rls THEN
      EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t.name);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = t.oid AND polname = 'tenant_isolation') THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %s USING (customer_id = current_setting(''app.customer_id'')::bigint) '
        'WITH CHECK (customer_id = current_setting(''app.customer_id'')::bigint)', t.name);
    END IF;
  END LOOP;
  -- The tenant itself: its own customers row only.
  IF NOT (SELECT relrowsecurity FROM pg_class WHERE oid = 'customers'::regclass) THEN
    ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = 'customers'::regclass AND polname = 'tenant_isolation') THEN
    CREATE POLICY tenant_isolation ON customers
      USING (id = current_setting('app.customer_id')::bigint)
      WITH CHECK (id = current_setting('app.customer_id')::bigint);
  END IF;
  -- A connecting role that is no superuser takes the tenant role by membership.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'portal_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT portal_tenant TO %I', current_user);
  END IF;
  -- Tables without customer_id (lookups, the migrations' record) are shared: read as before. Only
  -- what lacks a grant is granted (this runs at every start).
  IF NOT has_schema_privilege('portal_tenant', 'public', 'USAGE') THEN
    GRANT USAGE ON SCHEMA public TO portal_tenant;
  END IF;
  FOR t IN
    SELECT format('%I.%I', n.nspname, c.relname) AS name, c.relkind
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND (
       (c.relkind IN ('r', 'p', 'v') AND NOT has_table_privilege('portal_tenant', c.oid, 'SELECT, INSERT, UPDATE, DELETE'))
       OR (c.relkind = 'S' AND NOT has_sequence_privilege('portal_tenant', c.oid, 'USAGE, SELECT, UPDATE')))
  LOOP
    IF t.relkind = 'S' THEN
      EXECUTE format('GRANT USAGE, SELECT, UPDATE ON SEQUENCE %s TO portal_tenant', t.name);
    ELSE
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO portal_tenant', t.name);
    END IF;
  END LOOP;
END
$fn$;

SELECT tenant_row_security();
