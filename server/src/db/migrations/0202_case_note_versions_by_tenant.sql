-- A case note's versions are unique within the tenant (tenant-foreign-keys.db.test.ts: every unique
-- key of a tenant table names its tenant).
DROP INDEX IF EXISTS activity_log_note_version_idx;
CREATE UNIQUE INDEX activity_log_note_version_idx ON activity_log (customer_id, note_id, note_version)
  WHERE note_id IS NOT NULL;
