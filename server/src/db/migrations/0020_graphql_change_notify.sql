-- Change notification for GraphQL live queries and streams (issue 4): every write statement on a
-- table NOTIFYs the channel graphql_changes with the table name, once per statement (PostgreSQL
-- folds repeats within a transaction and delivers at commit). Each server instance LISTENs and
-- re-runs only the subscriptions that read that table, on PGlite in-process and across instances
-- on PostgreSQL. Tables created after this migration get the trigger when the server starts.

CREATE OR REPLACE FUNCTION graphql_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('graphql_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND c.relname NOT IN ('migrations', 'sessions', 'one_time_codes', 'auth_throttle')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER graphql_change_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.%I FOR EACH STATEMENT EXECUTE FUNCTION graphql_notify_change()',
      t.relname);
  END LOOP;
END $$;
