-- §3 shortcuts: the admin's order, and the link rule of packages/rules (validation/shortcut.ts) held
-- by the database too, so no path (GraphQL, a script, a future route) can store a `javascript:` link.
ALTER TABLE shortcuts ADD COLUMN position integer NOT NULL DEFAULT 0;
UPDATE shortcuts SET position = id;
CREATE INDEX shortcuts_customer_position_idx ON shortcuts (customer_id, position);

ALTER TABLE shortcuts
  ADD CONSTRAINT shortcuts_link_is_web CHECK (link ~* '^https?://[^/?#[:space:]]+' AND char_length(link) <= 2000),
  ADD CONSTRAINT shortcuts_title_length CHECK (char_length(btrim(title)) BETWEEN 1 AND 100),
  ADD CONSTRAINT shortcuts_description_length CHECK (description IS NULL OR char_length(description) <= 500);
