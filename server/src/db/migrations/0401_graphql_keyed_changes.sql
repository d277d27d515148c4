-- Keyed change notifications for live queries (issue 15, the chat figure; docs/decisions.md, chat).
-- 0020 NOTIFYs `graphql_changes` with the bare table name once per statement, so every live query
-- that reads the table re-ran for every subscriber. Now the payload also names, where it is cheap,
-- which rows and columns changed:
--   table:{"keys":{"chat_id":["5"],"id":["812"],...},"cols":["unseen_count","updated_at"]}
-- keys: the distinct values (as text) of the table's key columns (primary key, foreign key columns,
-- customer_id) in the changed rows, before and after; cols (updates only): the columns whose
-- value changed in any row. A statement of more than 200 rows, a payload over 7,000 bytes, an
-- update that changes a primary key, and TRUNCATE send the bare name (= anything may have changed).
-- The hub re-runs only the subscribers whose `where: {col: {_eq: $v}}` matches a key, and nobody
-- for an update of columns its statement does not read. PostgreSQL allows transition tables only on
-- single-event triggers: one trigger per event (graphql_change_notify stays for TRUNCATE).

-- Static SQL on the transition tables (plpgsql compiles a trigger function per table, so the plans
-- are kept); only an update of several rows pairs old and new rows by primary key with dynamic SQL.
CREATE OR REPLACE FUNCTION graphql_notify_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pk text[] := string_to_array(TG_ARGV[0], ',');
  key_columns text[] := TG_ARGV[1:];
  rows_changed bigint;
  paired bigint;
  width bigint;
  keys json;
  cols json;
  payload text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO rows_changed FROM graphql_old;
  ELSE
    SELECT count(*) INTO rows_changed FROM graphql_new;
  END IF;
  IF rows_changed = 0 THEN
    RETURN NULL;
  END IF;
  IF rows_changed > 200 OR coalesce(array_length(key_columns, 1), 0) = 0 THEN
    PERFORM pg_notify('graphql_changes', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT json_object_agg(k, v) INTO keys FROM (
      SELECT e.key AS k, json_agg(DISTINCT e.value #>> '{}') FILTER (WHERE jsonb_typeof(e.value) <> 'null') AS v
        FROM graphql_new r CROSS JOIN LATERAL jsonb_each(to_jsonb(r)) e
       WHERE e.key = ANY (key_columns) GROUP BY e.key) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT json_object_agg(k, v) INTO keys FROM (
      SELECT e.key AS k, json_agg(DISTINCT e.value #>> '{}') FILTER (WHERE jsonb_typeof(e.value) <> 'null') AS v
        FROM graphql_old r CROSS JOIN LATERAL jsonb_each(to_jsonb(r)) e
       WHERE e.key = ANY (key_columns) GROUP BY e.key) s;
  ELSE
    SELECT json_object_agg(k, v) INTO keys FROM (
      SELECT e.key AS k, json_agg(DISTINCT e.value #>> '{}') FILTER (WHERE jsonb_typeof(e.value) <> 'null') AS v
        FROM (SELECT to_jsonb(o) AS j FROM graphql_old o UNION ALL SELECT to_jsonb(n) FROM graphql_new n) r
        CROSS JOIN LATERAL jsonb_each(r.j) e
       WHERE e.key = ANY (key_columns) GROUP BY e.key) s;
    IF rows_changed = 1 THEN
      SELECT coalesce(json_agg(e.key), '[]'::json) INTO cols
        FROM (SELECT to_jsonb(o) AS j FROM graphql_old o) o, (SELECT to_jsonb(n) AS j FROM graphql_new n) n,
             LATERAL jsonb_each(n.j) e
       WHERE o.j -> e.key IS DISTINCT FROM e.value;
    ELSIF coalesce(array_length(pk, 1), 0) > 0 THEN
      EXECUTE format(
        'SELECT count(*), json_agg(DISTINCT e.key) FILTER (WHERE to_jsonb(o) -> e.key IS DISTINCT FROM e.value)
           FROM graphql_old o JOIN graphql_new n ON %s CROSS JOIN LATERAL jsonb_each(to_jsonb(n)) e',
        (SELECT string_agg(format('o.%I = n.%I', c, c), ' AND ') FROM unnest(pk) c))
        INTO paired, cols;
      -- Rows paired by primary key, one jsonb_each row per column: fewer means a changed key.
      SELECT count(*) INTO width FROM jsonb_each((SELECT to_jsonb(n) FROM graphql_new n LIMIT 1));
      IF paired IS DISTINCT FROM rows_changed * width THEN
        cols := NULL;
      ELSE
        cols := coalesce(cols, '[]'::json);
      END IF;
    END IF;
  END IF;
  payload := TG_TABLE_NAME || ':' || json_build_object('keys', keys, 'cols', cols)::text;
  IF octet_length(payload) > 7000 THEN
    payload := TG_TABLE_NAME;
  END IF;
  PERFORM pg_notify('graphql_changes', payload);
  RETURN NULL;
END $$;

-- The change triggers of one table: the keyed ones for rows, the bare one for TRUNCATE. Called by
-- this migration for every table 0020 covered, and by the server at start for newer tables
-- (change-triggers.ts).
CREATE OR REPLACE FUNCTION graphql_attach_change_triggers(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pk text;
  args text;
BEGIN
  SELECT string_agg(a.attname, ',' ORDER BY a.attnum) INTO pk
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
   WHERE c.conrelid = target AND c.contype = 'p';
  SELECT string_agg(quote_literal(a.attname), ', ' ORDER BY a.attnum) INTO args
    FROM pg_attribute a
   WHERE a.attrelid = target AND a.attnum > 0 AND NOT a.attisdropped
     AND (a.attname = 'customer_id'
       OR EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conrelid = target AND c.contype = 'p' AND a.attnum = ANY (c.conkey))
       OR EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conrelid = target AND c.contype = 'f' AND a.attnum = ANY (c.conkey)));
  args := quote_literal(coalesce(pk, '')) || coalesce(', ' || args, '');
  EXECUTE format('DROP TRIGGER IF EXISTS graphql_change_notify ON %s', target);
  EXECUTE format('CREATE TRIGGER graphql_change_notify AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION graphql_notify_change()', target);
  EXECUTE format('CREATE OR REPLACE TRIGGER graphql_change_notify_ins AFTER INSERT ON %s REFERENCING NEW TABLE AS graphql_new FOR EACH STATEMENT EXECUTE FUNCTION graphql_notify_rows(%s)', target, args);
  EXECUTE format('CREATE OR REPLACE TRIGGER graphql_change_notify_upd AFTER UPDATE ON %s REFERENCING OLD TABLE AS graphql_old NEW TABLE AS graphql_new FOR EACH STATEMENT EXECUTE FUNCTION graphql_notify_rows(%s)', target, args);
  EXECUTE format('CREATE OR REPLACE TRIGGER graphql_change_notify_del AFTER DELETE ON %s REFERENCING OLD TABLE AS graphql_old FOR EACH STATEMENT EXECUTE FUNCTION graphql_notify_rows(%s)', target, args);
END $$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.oid FROM pg_class c JOIN pg_trigger g ON g.tgrelid = c.oid AND g.tgname = 'graphql_change_notify'
     WHERE c.relkind = 'r'
  LOOP
    PERFORM graphql_attach_change_triggers(t.oid::regclass);
  END LOOP;
END $$;
