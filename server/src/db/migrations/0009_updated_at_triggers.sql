-- Keeps updated_at current: set_updated_at() (0001) BEFORE UPDATE on every base table that has an
-- updated_at column. attach_updated_at_triggers() only adds what is missing, so a later migration
-- ends with `SELECT attach_updated_at_triggers();` to cover its new tables. Returns how many it added.

CREATE FUNCTION attach_updated_at_triggers() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  target record;
  added integer := 0;
BEGIN
  FOR target IN
    SELECT c.oid, n.nspname AS schema_name, c.relname AS table_name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'updated_at' AND NOT a.attisdropped
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND n.nspname NOT LIKE 'pg\_%'
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'set_updated_at' AND NOT t.tgisinternal
      )
    ORDER BY n.nspname, c.relname
  LOOP
    EXECUTE format(
      'CREATE TRIGGER set_updated_at BEFORE UPDATE ON %I.%I FOR EACH ROW EXECUTE FUNCTION public.set_updated_at()',
      target.schema_name, target.table_name);
    added := added + 1;
  END LOOP;
  RETURN added;
END $$;

SELECT attach_updated_at_triggers();
