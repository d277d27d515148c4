-- Issue 30 item 7: the work-inclusion connector's access lines (`connector.access_lines`, 0008) are
-- served by the data API (server/metadata/tables/connector_access_lines.json). tenant_row_security()
-- covers the public schema only, so this table gets the same tenant policy here, by hand: a row is
-- seen and written only by the tenant the transaction names, and the tenant role may use the schema.
ALTER TABLE connector.access_lines ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS tenant_isolation ON connector.access_lines;
CREATE POLICY tenant_isolation ON connector.access_lines
  USING (customer_id = (SELECT current_setting('app.customer_id')::bigint))
  WITH CHECK (customer_id = (SELECT current_setting('app.customer_id')::bigint));
GRANT USAGE ON SCHEMA connector TO portal_tenant;
GRANT SELECT, INSERT, UPDATE, DELETE ON connector.access_lines TO portal_tenant;
GRANT USAGE, SELECT, UPDATE ON SEQUENCE connector.access_lines_id_seq TO portal_tenant;
