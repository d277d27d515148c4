// A questionnaire's history (issue 13.7) from queries_log: each saved version with who and when,
// compared with the version before it (status, flags, each answer that changed).
import { type AnswerRow, type AnswerValue } from '@portal/rules';
import type { Queryable } from '../../db/database';
import { loadTemplateModel, type QnrCaller, type QnrRow } from './qnr-store';

interface LogRow {
  ai_id: number;
  logged_at: Date;
  status: string;
  archived: boolean;
  hide_for_patient: boolean;
  share_with_recipient: boolean;
  seen_by_therapist: boolean;
  valid_to: Date | null;
  cache: { answers?: AnswerRow[] } | null;
  who: string | null;
  reject_reason: string | null;
}

const FIELDS = [
  'status',
  'archived',
  'hide_for_patient',
  'share_with_recipient',
  'seen_by_therapist',
] as const;
const keyOf = (a: AnswerRow) => `${a.composite_question_id ?? ''}/${a.question_id}/${a.row_id ?? ''}`;

export interface HistoryEntry {
  id: number;
  at: string;
  by: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
  reason: string | null;
  answers: {
    question: string;
    row_id: string | null;
    from: AnswerValue | undefined;
    to: AnswerValue | undefined;
  }[];
}

export async function qnrHistory(
  tx: Queryable,
  actor: Pick<QnrCaller, 'customerId'>,
  row: QnrRow,
): Promise<HistoryEntry[]> {
  const { rows } = await tx.query<LogRow>(
    `SELECT l.ai_id, l.logged_at, l.status, l.archived, l.hide_for_patient, l.share_with_recipient, l.seen_by_therapist,
            l.valid_to, l.cache, l.properties->>'reject_reason' AS reject_reason, nullif(concat_ws(' ', u.first_name, u.last_name), '') AS who
       FROM queries_log l LEFT JOIN users u ON u.id = coalesce(l.updated_by, l.created_by) AND u.customer_id = l.customer_id
      WHERE l.id = $1 AND l.customer_id = $2 ORDER BY l.ai_id LIMIT 500`,
    [row.id, actor.customerId],
  );
  const titles = new Map<number, string>();
  if (row.template_id !== null) {
    const model = await loadTemplateModel(tx, actor.customerId, row.template_id);
    for (const s of model.sections)
      for (const q of s.questions) {
        titles.set(q.questionId, q.title);
        for (const i of q.inner) titles.set(i.questionId, `${q.title}: ${i.title}`);
      }
  }
  const entries: HistoryEntry[] = [];
  let previous: LogRow | null = null;
  for (const version of rows) {
    const changes = FIELDS.filter((f) => previous === null || previous[f] !== version[f]).map((f) => ({
      field: f,
      from: previous?.[f],
      to: version[f],
    }));
    const before = new Map((previous?.cache?.answers ?? []).map((a) => [keyOf(a), a]));
    const after = new Map((version.cache?.answers ?? []).map((a) => [keyOf(a), a]));
    const answers: HistoryEntry['answers'] = [];
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const b = before.get(key);
      const a = after.get(key);
      if (JSON.stringify(b?.value) === JSON.stringify(a?.value)) continue;
      const ref = (a ?? b)!;
      answers.push({
        question: titles.get(ref.question_id) ?? `#${ref.question_id}`,
        row_id: ref.row_id,
        from: b?.value,
        to: a?.value,
      });
    }
    if (previous === null || changes.length > 0 || answers.length > 0)
      entries.push({
        id: Number(version.ai_id),
        at: new Date(version.logged_at).toISOString(),
        by: version.who,
        changes,
        // The participant's words with a decline, on the version that declined (issue 33.6).
        reason:
          version.status === 'REJECTED' && previous?.status !== 'REJECTED' ? version.reject_reason : null,
        answers,
      });
    previous = version;
  }
  return entries.reverse();
}
