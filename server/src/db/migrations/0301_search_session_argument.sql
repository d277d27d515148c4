-- Search (issue 14 part 3), faster and tenant-bound: search_document_patient takes the caller's
-- session variables (Hasura's session_argument, server/metadata/functions/) and filters by them
-- inside, so it never searches another tenant's documents before the permission filter (which the
-- data API still applies around it) cuts them away.
DROP FUNCTION search_document_patient(text);

-- The words of a search, stemmed, in both languages; the last one a prefix ("rapp" finds
-- "rapporten" while it is typed). Earlier words are whole words: a prefix makes GIN read every
-- matching lexeme's postings ("dokument:*" is every document), a whole word only its own.
CREATE OR REPLACE FUNCTION document_search_query(search text) RETURNS tsquery LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN words IS NULL THEN NULL
              ELSE to_tsquery('norwegian'::regconfig, words) || to_tsquery('english'::regconfig, words) END
  FROM (
    SELECT string_agg(w || CASE WHEN last THEN ':*' ELSE '' END, ' & ' ORDER BY n) AS words
    FROM (
      SELECT w, n, n = max(n) OVER () AS last
      FROM regexp_split_to_table(lower(left(coalesce(search, ''), 200)), '[^[:alnum:]]+') WITH ORDINALITY AS t(w, n)
      WHERE w <> ''
    ) AS split
  ) AS q
$$;

-- Whether a search is common among the tenant's newest documents: at least 10 matches among the
-- newest 500 (2 %). Then walking the newest rows and checking each finds a page of results sooner
-- than reading every match from the GIN index.
-- Each of the 500 is checked by its own document (a scalar sub-select, one primary-key read), never
-- by reading the query's matches from the GIN index, which for a common word is the slow part.
CREATE FUNCTION document_search_common(query tsquery, customer bigint) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT count(*) FILTER (WHERE (SELECT d.search_tsv @@ query FROM documents d WHERE d.id = newest.document_id)) >= 10
    FROM (SELECT dp.document_id FROM document_patient dp
           WHERE dp.customer_id = customer AND dp.deleted_at IS NULL
           ORDER BY dp.created_at DESC LIMIT 500) AS newest
$$;

-- Plain SQL, STABLE, one SELECT: PostgreSQL inlines it into the data API's statement, so the
-- caller's order and limit reach inside, and the tenant's rows are walked newest first (a partial
-- index) until the limit is reached. Each row is checked the way the search's frequency asks,
-- decided once per statement (an InitPlan), not by the planner's guess of a prefix's frequency,
-- which is often far off: a common search checks each row's own document (a few hundred rows give
-- a page); a rare one reads its few matches from the GIN index once, as a hashed set, and probes it.
-- The session json's values are strings (as Hasura passes them); a session without a tenant finds
-- nothing. A participant sees only rows of their own recipients, as the permission says too.
CREATE FUNCTION search_document_patient(search text, hasura_session json) RETURNS SETOF document_patient
LANGUAGE sql STABLE AS $$
  SELECT dp.*
    FROM document_patient dp
   WHERE dp.customer_id = (hasura_session ->> 'x-hasura-customer-id')::bigint
     AND dp.deleted_at IS NULL
     AND (coalesce(hasura_session ->> 'x-hasura-role', '') <> 'participant'
          OR dp.patient_id IN (SELECT r.id FROM recipients r
                                WHERE r.customer_id = (hasura_session ->> 'x-hasura-customer-id')::bigint
                                  AND r.user_id = (hasura_session ->> 'x-hasura-user-id')::bigint))
     AND CASE
           WHEN document_search_query(search) IS NULL THEN true
           WHEN (SELECT document_search_common(document_search_query(search), (hasura_session ->> 'x-hasura-customer-id')::bigint))
             THEN coalesce((SELECT d.search_tsv @@ document_search_query(search)
                              FROM documents d
                             WHERE d.id = dp.document_id
                               AND d.customer_id = (hasura_session ->> 'x-hasura-customer-id')::bigint
                               AND d.deleted_at IS NULL), false)
           ELSE dp.document_id IN (SELECT d.id FROM documents d
                                    WHERE d.customer_id = (hasura_session ->> 'x-hasura-customer-id')::bigint
                                      AND d.deleted_at IS NULL
                                      AND d.search_tsv @@ document_search_query(search))
         END
$$;

-- The tenant's links newest first (the list's order; the walk that common words take) without the
-- soft-deleted ones.
CREATE INDEX document_patient_customer_created_live_idx ON document_patient (customer_id, created_at DESC)
  WHERE deleted_at IS NULL;
