-- The directory's access log keeps the schema's rule for a tenant table (schema.db.test.ts): a
-- created_at beside `at` (the same moment); it is append-only, so it has no updated_at.
ALTER TABLE directory_access_log ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
UPDATE directory_access_log SET created_at = at;
