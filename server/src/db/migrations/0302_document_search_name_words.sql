-- Issue 26 item 13: a word inside a file name is found ("notat" in "upload-notat.txt"). PostgreSQL's
-- parser read a name with a dot in it as one host token ('upload-notat.txt'), so only a prefix of
-- the whole name matched. The name is split into its words at every character that is no letter or
-- digit before it is stemmed; the text inside the file is as before.
DROP INDEX documents_search_idx;
ALTER TABLE documents DROP COLUMN search_tsv;
ALTER TABLE documents
  ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('norwegian'::regconfig, regexp_replace(name, '[^[:alnum:]]+', ' ', 'g')), 'A')
    || setweight(to_tsvector('english'::regconfig, regexp_replace(name, '[^[:alnum:]]+', ' ', 'g')), 'A')
    || to_tsvector('norwegian'::regconfig, coalesce(left(text_content, 200000), ''))
    || to_tsvector('english'::regconfig, coalesce(left(text_content, 200000), ''))
  ) STORED;
CREATE INDEX documents_search_idx ON documents USING gin (search_tsv);
