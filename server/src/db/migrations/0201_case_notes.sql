-- Issue 28 item 6: case notes in the activities log. A note is action 'NOTE_ADDED' with its text in
-- description; about a participant (recipient_id) or the author's own (recipient_id NULL, in ME).
-- A correction is a new version under the same note_id; the earlier version is kept with
-- superseded_at set. Notes are never deleted and a version's text never changes.
ALTER TABLE activity_log
  ADD COLUMN note_id uuid,
  ADD COLUMN note_version integer,
  ADD COLUMN superseded_at timestamptz;
CREATE UNIQUE INDEX activity_log_note_version_idx ON activity_log (note_id, note_version) WHERE note_id IS NOT NULL;
CREATE INDEX activity_log_actor_created_idx ON activity_log (actor_user_id, created_at DESC);

CREATE FUNCTION activity_log_keep_notes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.note_id IS NOT NULL THEN
      RAISE EXCEPTION 'a case note is never deleted' USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.note_id IS NOT NULL AND (
       NEW.description IS DISTINCT FROM OLD.description OR NEW.note_id IS DISTINCT FROM OLD.note_id
       OR NEW.note_version IS DISTINCT FROM OLD.note_version OR NEW.actor_user_id IS DISTINCT FROM OLD.actor_user_id
       OR NEW.recipient_id IS DISTINCT FROM OLD.recipient_id OR NEW.created_at IS DISTINCT FROM OLD.created_at
       OR (OLD.superseded_at IS NOT NULL AND NEW.superseded_at IS DISTINCT FROM OLD.superseded_at)) THEN
    RAISE EXCEPTION 'a case note version does not change: write a new version' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER activity_log_keep_notes BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_keep_notes();
