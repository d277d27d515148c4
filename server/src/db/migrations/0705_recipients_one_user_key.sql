-- Issue 30: 0702 gave recipients two more foreign keys to users (invited_by, case_ended_by). The
-- data API names the relationships of a pair of tables with several keys by their column, so
-- `recipients.user` and `users.recipients`, which the apps, the widgets and the calendar's "which
-- events are mine" rule use, became `userByUserId` and `recipientsByUserId`. The two columns
-- record who acted (users are anonymised, never removed) and keep no key; the one key from
-- recipients to users stays user_id.
ALTER TABLE recipients DROP CONSTRAINT IF EXISTS recipients_invited_by_fkey;
ALTER TABLE recipients DROP CONSTRAINT IF EXISTS recipients_case_ended_by_fkey;
