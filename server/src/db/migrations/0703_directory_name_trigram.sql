-- Issue 30 figure: "my participants" searched by part of a name (or case number) over 50,000
-- participants. `ILIKE '%part%'` cannot use a b-tree; a trigram GIN index (pg_trgm) can, on both
-- databases: PostgreSQL ships pg_trgm in contrib, PGlite as `@electric-sql/pglite/contrib/pg_trgm`
-- (loaded by pglite-database.ts). Where the extension is not available the migration leaves the
-- search as it was (a scan) rather than stop the start.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS recipients_full_name_trgm_idx ON recipients USING gin (full_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS recipients_actno_trgm_idx ON recipients USING gin (actno gin_trgm_ops);
  END IF;
END $$;
