-- A participant's questionnaires are read newest first, a page at a time (the participant page,
-- live widgets, the data API's nested lists): with id in the key, ORDER BY id LIMIT n reads only
-- the rows it answers, instead of every questionnaire of the participant and a sort.
DROP INDEX queries_patient_idx;
CREATE INDEX queries_patient_idx ON queries (patient_id, id);
