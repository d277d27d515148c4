-- Files (issue 14 parts 1-3): what the upload route learns of a stored file, and full-text search
-- over document names and the text of PDFs, stemmed in Norwegian and English.
ALTER TABLE documents
  ADD COLUMN content_type text,
  ADD COLUMN size_bytes bigint,
  ADD COLUMN sha256 text,
  -- the text the server extracted (PDFs), for search; never served by the data API
  ADD COLUMN text_content text;

ALTER TABLE documents
  ADD CONSTRAINT documents_sha256_hex CHECK (sha256 IS NULL OR sha256 ~ '^[0-9a-f]{64}$'),
  ADD CONSTRAINT documents_size_bytes_positive CHECK (size_bytes IS NULL OR size_bytes >= 0),
  ADD CONSTRAINT documents_name_length CHECK (char_length(name) BETWEEN 1 AND 255);

-- Both languages' stems of the name (weighted first) and of the text, kept by PostgreSQL itself.
ALTER TABLE documents
  ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('norwegian'::regconfig, name), 'A')
    || setweight(to_tsvector('english'::regconfig, name), 'A')
    || to_tsvector('norwegian'::regconfig, coalesce(left(text_content, 200000), ''))
    || to_tsvector('english'::regconfig, coalesce(left(text_content, 200000), ''))
  ) STORED;
CREATE INDEX documents_search_idx ON documents USING gin (search_tsv);

-- The words of a search, each a stemmed prefix, in both languages: "rapp" finds "rapporten".
CREATE FUNCTION document_search_query(search text) RETURNS tsquery LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN words IS NULL THEN NULL
              ELSE to_tsquery('norwegian'::regconfig, words) || to_tsquery('english'::regconfig, words) END
  FROM (
    SELECT string_agg(w || ':*', ' & ') AS words
    FROM regexp_split_to_table(lower(left(coalesce(search, ''), 200)), '[^[:alnum:]]+') AS w
    WHERE w <> ''
  ) AS q
$$;

-- The search_document_patient read of spec §7 (args: { search }), a tracked function of the data
-- API: the caller's permissions on document_patient filter what it returns (tenant, participant).
-- Plain SQL, so PostgreSQL inlines it into the data API's statement: the caller's filters (tenant,
-- participant, where) and its order and limit apply inside, and with the search known the
-- planner folds the empty-search branch away and chooses between the GIN index and the date order.
CREATE OR REPLACE FUNCTION search_document_patient(search text) RETURNS SETOF document_patient LANGUAGE sql STABLE AS $$
  SELECT dp.*
    FROM document_patient dp
   WHERE document_search_query(search) IS NULL
      OR dp.document_id IN (SELECT d.id FROM documents d
                             WHERE d.deleted_at IS NULL AND d.search_tsv @@ document_search_query(search))
$$;

CREATE INDEX document_patient_patient_created_idx ON document_patient (patient_id, created_at DESC);
