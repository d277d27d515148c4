-- Issue 25 item 4, measured: the tenant policies of 0090 compared each row with
-- current_setting('app.customer_id'), a function call per row; a scan of many rows (an aggregate)
-- paid it on every one. Wrapped in a sub-select, PostgreSQL reads the setting once per statement (an
-- InitPlan) and compares a constant. tenant_row_security() now makes the policies this way and makes
-- an older one again; it runs after every migration and at every start (db/migrate.ts).

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
    -- The setting is read once per statement (an InitPlan), not once per row: a sub-select, as
    -- Supabase advises for its auth.uid() policies. An older policy without it is made again.
    IF EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = t.oid AND polname = 'tenant_isolation'
                AND pg_get_expr(polqual, polrelid) NOT LIKE '%SELECT%') THEN
      EXECUTE format('DROP POLICY tenant_isolation ON %s', t.name);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = t.oid AND polname = 'tenant_isolation') THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %s USING (customer_id = (SELECT current_setting(''app.customer_id'')::bigint)) '
        'WITH CHECK (customer_id = (SELECT current_setting(''app.customer_id'')::bigint))', t.name);
    END IF;
  END LOOP;
  -- The tenant itself: its own customers row only.
  IF NOT (SELECT relrowsecurity FROM pg_class WHERE oid = 'customers'::regclass) THEN
    ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = 'customers'::regclass AND polname = 'tenant_isolation'
              AND pg_get_expr(polqual, polrelid) NOT LIKE '%SELECT%') THEN
    DROP POLICY tenant_isolation ON customers;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = 'customers'::regclass AND polname = 'tenant_isolation') THEN
    CREATE POLICY tenant_isolation ON customers
      USING (id = (SELECT current_setting('app.customer_id')::bigint))
      WITH CHECK (id = (SELECT current_setting('app.customer_id')::bigint));
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
