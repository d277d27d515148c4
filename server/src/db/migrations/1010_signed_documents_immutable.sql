-- Issue 24 case 7: a signed document stays signed (PDF/A and PAdES: what was signed never changes).
-- Once a share of a document carries a signature, the document's file and name (what the signature
-- covers and what the participant was shown) are fixed; once a share is SIGNED, its status, its
-- signed copy and its signing order are fixed. A correction is a new document. The rule is the
-- database's, so it holds for the data API, the REST routes and any script alike; the refusal is a
-- check_violation naming the constraint signed_document_immutable (the data API answers it as a
-- constraint-violation, the documents routes as 409 document_signed).

CREATE FUNCTION guard_signed_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The size and hash may be recorded once where none was (the demo's files are written at the
  -- first start, after their rows): that names the file the signature covers, it does not change it.
  IF ((NEW.customer_id, NEW.path, NEW.name, NEW.content_type,
       NEW.upload_patient_id, NEW.signed_by_therapist, NEW.combine_signatures)
      IS DISTINCT FROM
      (OLD.customer_id, OLD.path, OLD.name, OLD.content_type,
       OLD.upload_patient_id, OLD.signed_by_therapist, OLD.combine_signatures)
      OR (OLD.sha256 IS NOT NULL
          AND (NEW.size_bytes, NEW.sha256) IS DISTINCT FROM (OLD.size_bytes, OLD.sha256)))
     AND EXISTS (SELECT 1 FROM document_signatures s
                   JOIN document_patient dp ON dp.id = s.document_patient_id AND dp.customer_id = s.customer_id
                  WHERE dp.document_id = OLD.id AND dp.customer_id = OLD.customer_id) THEN
    RAISE check_violation USING
      MESSAGE = 'the document is signed: its file and name cannot change (make a new document)',
      CONSTRAINT = 'signed_document_immutable', TABLE = 'documents';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER guard_signed_document BEFORE UPDATE ON documents
  FOR EACH ROW EXECUTE FUNCTION guard_signed_document();

CREATE FUNCTION guard_signed_share() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.status = 'SIGNED'
      AND (NEW.status, NEW.pades_path, NEW.xades_path, NEW.for_signing, NEW.esignature_status,
           NEW.esignature_request_id, NEW.esignature_task_id)
          IS DISTINCT FROM
          (OLD.status, OLD.pades_path, OLD.xades_path, OLD.for_signing, OLD.esignature_status,
           OLD.esignature_request_id, OLD.esignature_task_id))
     OR ((NEW.document_id, NEW.patient_id, NEW.customer_id) IS DISTINCT FROM (OLD.document_id, OLD.patient_id, OLD.customer_id)
         AND (OLD.status = 'SIGNED'
              OR EXISTS (SELECT 1 FROM document_signatures s
                          WHERE s.document_patient_id = OLD.id AND s.customer_id = OLD.customer_id))) THEN
    RAISE check_violation USING
      MESSAGE = 'the share is signed: its status, signed copy and document cannot change (make a new document)',
      CONSTRAINT = 'signed_document_immutable', TABLE = 'document_patient';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER guard_signed_share BEFORE UPDATE ON document_patient
  FOR EACH ROW EXECUTE FUNCTION guard_signed_share();

-- A signature, once given, is a record: never rewritten.
CREATE FUNCTION guard_signature_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE check_violation USING
    MESSAGE = 'a signature cannot change once given',
    CONSTRAINT = 'signed_document_immutable', TABLE = 'document_signatures';
END $$;
CREATE TRIGGER guard_signature_record BEFORE UPDATE ON document_signatures
  FOR EACH ROW EXECUTE FUNCTION guard_signature_record();
