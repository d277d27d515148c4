-- Questionnaires (issue 13, docs/questionnaires.md "Genesis overrides"): the effective template.
-- A genesis template is the platform's base set; the tenant's qnr_template_genesis_overrides row
-- replaces its context, generate_on_start, journal roles, offer types, offers and qnr_info. Every
-- place that reads a template for use reads it through this one view (the data API's lists, the
-- workspace's templates per context, qnrResponse, generate_on_start, the context's template
-- count), so an override is applied everywhere or nowhere. A null override field keeps the
-- template's own value; an override row of a template that is no longer genesis is ignored.

CREATE VIEW qnr_effective_templates AS
  SELECT t.id, t.template_uuid, t.customer_id, t.title,
         CASE WHEN o.template_uuid IS NOT NULL THEN coalesce(o.context, t.context) ELSE t.context END AS context,
         t.region, t.therapist_role, t.archived, t.hide, t.accessible, t.plan_category, t.offer, t.offer_type,
         t.valid_days, t.settings_ui,
         coalesce(o.journal_roles, t.journal_roles) AS journal_roles,
         coalesce(o.offer_types, t.offer_types) AS offer_types,
         coalesce(o.offers, t.offers) AS offers,
         o.qnr_info,
         coalesce(o.generate_on_start, f.generate_on_start, false) AS generate_on_start,
         coalesce(f.user_context_me, false) AS user_context_me,
         coalesce(f.rejectable, false) AS rejectable,
         coalesce(f.shareable, false) AS shareable,
         coalesce(f.genesis, false) AS genesis,
         o.template_uuid IS NOT NULL AS overridden,
         t.created_at, t.updated_at, t.deleted_at
    FROM templates t
    LEFT JOIN template_flags f ON f.template_id = t.id AND f.customer_id = t.customer_id
    LEFT JOIN qnr_template_genesis_overrides o
      ON o.template_uuid = t.template_uuid AND o.customer_id = t.customer_id AND f.genesis;

-- The context's template count (the §2.4 context list) counts by the effective context.
CREATE OR REPLACE FUNCTION context_templates_count(context_row context) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT count(*)
  FROM qnr_effective_templates t
  WHERE t.customer_id = context_row.customer_id
    AND t.context = context_row.name
    AND t.deleted_at IS NULL
$$;

-- The questionnaire's template context (queries_templates, §3) is the effective one too.
CREATE OR REPLACE VIEW queries_templates AS
  SELECT q.query_uuid, t.template_uuid, q.customer_id, t.context, t.offer, t.plan_category,
         q.status AS queries_status
  FROM queries q
  JOIN qnr_effective_templates t ON t.id = q.template_id
  WHERE q.deleted_at IS NULL;

-- Unseen by staff (unseen_queries, the menu's and the widget's count) means handed in by the
-- participant and not yet marked seen: a questionnaire only sent has nothing to see yet, so the
-- count moves when a participant answers (or rejects) and when staff mark it seen.
CREATE OR REPLACE VIEW unseen_queries AS
  SELECT customer_id, patient_id, initiator, soknad_id, archived, count(*) AS total
  FROM queries
  WHERE deleted_at IS NULL AND NOT seen_by_therapist AND status IN ('ANSWERED', 'SIGNED', 'REJECTED')
  GROUP BY customer_id, patient_id, initiator, soknad_id, archived;
