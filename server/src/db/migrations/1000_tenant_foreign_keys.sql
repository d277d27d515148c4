-- Issue 17 item 3: a row may reference only rows of its own tenant, and the database itself says
-- so. Every foreign key between two tables that both carry customer_id becomes a composite key
--   FOREIGN KEY (customer_id, x_id) REFERENCES t (customer_id, id)
-- under its old name and with its old ON DELETE action, so another tenant's id fails exactly like
-- a missing one (same constraint, same one-line message: no existence oracle). The referenced side
-- gets a unique index (customer_id, <key>); an index, not a constraint, so the GraphQL catalog's
-- on_conflict constraints and the spec's primary keys stay as they are. Keys to tables without
-- customer_id (the shared lookups, customers itself) are left alone.
--
-- tenant_scope_foreign_keys() only converts what is not yet tenant-scoped, and the migration runner
-- calls it after every later migration (as it does attach_updated_at_triggers), so a table added
-- later is scoped without anyone remembering it. Existing rows are validated: a database that
-- already holds a cross-tenant reference stops this migration with the constraint's name and
-- changes nothing, so such rows are found and mended by hand, never silently dropped.

CREATE FUNCTION tenant_scope_foreign_keys() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  fk record;
  child_columns text[];
  parent_columns text[];
  column_list text;
  action_text text;
  index_name text;
  changed integer := 0;
BEGIN
  FOR fk IN
    SELECT k.oid, k.conname, k.conrelid, k.confrelid, k.conkey, k.confkey, k.confdeltype, k.confupdtype,
           k.condeferrable, k.condeferred, k.confmatchtype, child_tenant.attnum AS child_tenant_attnum,
           parent_tenant.attnum AS parent_tenant_attnum
      FROM pg_constraint k
      JOIN pg_attribute child_tenant
        ON child_tenant.attrelid = k.conrelid AND child_tenant.attname = 'customer_id' AND NOT child_tenant.attisdropped
      JOIN pg_attribute parent_tenant
        ON parent_tenant.attrelid = k.confrelid AND parent_tenant.attname = 'customer_id' AND NOT parent_tenant.attisdropped
     WHERE k.contype = 'f'
       AND NOT (child_tenant.attnum = ANY (k.conkey))
     ORDER BY k.conrelid::regclass::text, k.conname
  LOOP
    SELECT array_agg(a.attname::text ORDER BY u.i) INTO child_columns
      FROM unnest(fk.conkey) WITH ORDINALITY u(n, i)
      JOIN pg_attribute a ON a.attrelid = fk.conrelid AND a.attnum = u.n;
    SELECT array_agg(a.attname::text ORDER BY u.i) INTO parent_columns
      FROM unnest(fk.confkey) WITH ORDINALITY u(n, i)
      JOIN pg_attribute a ON a.attrelid = fk.confrelid AND a.attnum = u.n;

    -- The referenced side needs a unique index on exactly (customer_id, key columns).
    IF NOT EXISTS (
      SELECT 1 FROM pg_index i
       WHERE i.indrelid = fk.confrelid AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL
         AND i.indimmediate
         AND (SELECT array_agg(x ORDER BY x) FROM unnest(i.indkey::int2[]) x)
           = (SELECT array_agg(x ORDER BY x) FROM unnest(fk.confkey || fk.parent_tenant_attnum) x)
    ) THEN
      index_name := left((SELECT c.relname FROM pg_class c WHERE c.oid = fk.confrelid)
        || '_tenant_' || array_to_string(parent_columns, '_'), 59) || '_key';
      EXECUTE format('CREATE UNIQUE INDEX %I ON %s (customer_id, %s)', index_name, fk.confrelid::regclass,
        (SELECT string_agg(quote_ident(c), ', ') FROM unnest(parent_columns) c));
    END IF;

    -- SET NULL / SET DEFAULT touch only the key columns, never the row's tenant.
    column_list := (SELECT string_agg(quote_ident(c), ', ') FROM unnest(child_columns) c);
    action_text := ' ON DELETE ' || CASE fk.confdeltype
      WHEN 'c' THEN 'CASCADE'
      WHEN 'r' THEN 'RESTRICT'
      WHEN 'n' THEN format('SET NULL (%s)', column_list)
      WHEN 'd' THEN format('SET DEFAULT (%s)', column_list)
      ELSE 'NO ACTION' END
      || ' ON UPDATE ' || CASE fk.confupdtype
      WHEN 'c' THEN 'CASCADE' WHEN 'r' THEN 'RESTRICT' ELSE 'NO ACTION' END
      || CASE WHEN fk.condeferrable THEN ' DEFERRABLE' ELSE '' END
      || CASE WHEN fk.condeferred THEN ' INITIALLY DEFERRED' ELSE '' END;

    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.conrelid::regclass, fk.conname);
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I FOREIGN KEY (customer_id, %s) REFERENCES %s (customer_id, %s)%s',
      fk.conrelid::regclass, fk.conname, column_list, fk.confrelid::regclass,
      (SELECT string_agg(quote_ident(c), ', ') FROM unnest(parent_columns) c), action_text);
    changed := changed + 1;
  END LOOP;

  -- A unique key that holds a key column but not customer_id is checked when the row reaches the
  -- index, before the foreign key (an AFTER trigger): a reference to another tenant's row whose
  -- key is taken there would answer "duplicate key" where a missing one answers "foreign key", an
  -- existence oracle. A BEFORE trigger answers those references first, with the foreign key's own
  -- code and message. Only such keys get it; the others rely on the foreign key alone.
  FOR fk IN
    SELECT k.conname, k.conrelid, k.confrelid, k.conkey, k.confkey
      FROM pg_constraint k
      JOIN pg_attribute child_tenant
        ON child_tenant.attrelid = k.conrelid AND child_tenant.attname = 'customer_id' AND NOT child_tenant.attisdropped
     WHERE k.contype = 'f' AND child_tenant.attnum = ANY (k.conkey)
       AND EXISTS (
         SELECT 1 FROM pg_index i
          WHERE i.indrelid = k.conrelid AND i.indisunique
            AND NOT (child_tenant.attnum = ANY (i.indkey::int2[]))
            AND i.indkey::int2[] && k.conkey)
       AND NOT EXISTS (
         SELECT 1 FROM pg_trigger t
          WHERE t.tgrelid = k.conrelid AND NOT t.tgisinternal AND t.tgname = left('tenant_reference_' || k.conname, 63))
     ORDER BY k.conrelid::regclass::text, k.conname
  LOOP
    SELECT array_agg(a.attname::text ORDER BY u.i) INTO child_columns
      FROM unnest(fk.conkey) WITH ORDINALITY u(n, i)
      JOIN pg_attribute a ON a.attrelid = fk.conrelid AND a.attnum = u.n;
    SELECT array_agg(format('p.%I = ($1->>%L)::%s', pa.attname, ca.attname, format_type(pa.atttypid, pa.atttypmod))
                     ORDER BY u.i) INTO parent_columns
      FROM unnest(fk.conkey, fk.confkey) WITH ORDINALITY u(c, p, i)
      JOIN pg_attribute ca ON ca.attrelid = fk.conrelid AND ca.attnum = u.c
      JOIN pg_attribute pa ON pa.attrelid = fk.confrelid AND pa.attnum = u.p;
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE INSERT OR UPDATE OF %s ON %s FOR EACH ROW EXECUTE FUNCTION check_tenant_reference(%L, %L, %L)',
      left('tenant_reference_' || fk.conname, 63),
      (SELECT string_agg(quote_ident(c), ', ') FROM unnest(child_columns) c),
      fk.conrelid::regclass,
      fk.conname,
      -- MATCH SIMPLE: a key with a null column references nothing
      (SELECT string_agg(format('$1->>%L IS NULL', c), ' OR ') FROM unnest(child_columns) c),
      format('SELECT EXISTS (SELECT 1 FROM %s p WHERE %s)', fk.confrelid::regclass, array_to_string(parent_columns, ' AND ')));
    changed := changed + 1;
  END LOOP;
  RETURN changed;
END $$;

-- TG_ARGV: the foreign key's name, a condition over the row (as jsonb $1) that makes the key null,
-- and the query that finds the referenced row of the row's own tenant.
CREATE FUNCTION check_tenant_reference() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_value jsonb := to_jsonb(NEW);
  is_null boolean;
  found boolean;
BEGIN
  EXECUTE 'SELECT ' || TG_ARGV[1] INTO is_null USING row_value;
  IF is_null THEN RETURN NEW; END IF;
  EXECUTE TG_ARGV[2] INTO found USING row_value;
  IF NOT found THEN
    RAISE foreign_key_violation USING
      MESSAGE = format('insert or update on table "%s" violates foreign key constraint "%s"', TG_TABLE_NAME, TG_ARGV[0]),
      TABLE = TG_TABLE_NAME, CONSTRAINT = TG_ARGV[0];
  END IF;
  RETURN NEW;
END $$;

SELECT tenant_scope_foreign_keys();
