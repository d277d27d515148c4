// A questionnaire's history (issue 13.7) from queries_log: each saved version with who and when,
// compared with the version before it (status, flags, each answer that changed, in words).
//
// Who (issue 26 item 8): answers are credited to whoever wrote them, which travels with them in the
// cache (`saved_by`, written by qnr-answering.ts): the participant by their name, staff filling in on
// the participant's behalf by theirs. Other changes are credited to the version's writer
// (`updated_by`); a version no user wrote (the expiry at valid_to sets updated_by NULL) is the
// system's, never the previous writer's or the creator's.
import {
  answerText,
  modelQuestions,
  type AnswerRow,
  type AnswerValue,
  type Language,
  type LabelledQuestion,
  type QnrHistoryEntry,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import type { TenantDb } from '../../db/tenant-scope';
import { loadQnr, loadTemplateModel, type QnrCaller, type QnrRow } from './qnr-store';

interface SavedBy {
  user_id?: number | null;
  participant?: boolean;
}

interface LogRow {
  ai_id: number;
  logged_at: Date;
  status: string;
  archived: boolean;
  hide_for_patient: boolean;
  share_with_recipient: boolean;
  seen_by_therapist: boolean;
  valid_to: Date | null;
  cache: { answers?: AnswerRow[]; saved_by?: SavedBy } | null;
  writer: number | null;
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

export type HistoryEntry = QnrHistoryEntry;

interface Context {
  names: Map<number, string>;
  participantUser: number | null;
  participantName: string | null;
  titles: Map<number, string>;
  questions: Map<number, LabelledQuestion>;
  choiceMatrices: Set<number>;
  lang: Language;
}

/** The version's author: its answers' writer when its answers changed, else its row's writer. */
function authorOf(version: LogRow, answersChanged: boolean, first: boolean, c: Context) {
  const saved = version.cache?.saved_by;
  if (answersChanged && saved && (saved.participant || typeof saved.user_id === 'number')) {
    if (saved.participant)
      return { by: c.participantName ?? nameOf(saved.user_id, c), by_role: 'participant' as const };
    return { by: nameOf(saved.user_id, c), by_role: 'staff' as const };
  }
  if (version.writer === null) return { by: null, by_role: first ? ('staff' as const) : ('system' as const) };
  const participant = c.participantUser !== null && Number(version.writer) === c.participantUser;
  return participant
    ? { by: c.participantName ?? nameOf(version.writer, c), by_role: 'participant' as const }
    : { by: nameOf(version.writer, c), by_role: 'staff' as const };
}

const nameOf = (id: number | null | undefined, c: Context) =>
  id === null || id === undefined ? null : (c.names.get(Number(id)) ?? null);

function answerChanges(previous: LogRow | null, version: LogRow, c: Context): HistoryEntry['answers'] {
  const before = new Map((previous?.cache?.answers ?? []).map((a) => [keyOf(a), a]));
  const after = new Map((version.cache?.answers ?? []).map((a) => [keyOf(a), a]));
  const answers: HistoryEntry['answers'] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(key);
    const a = after.get(key);
    if (JSON.stringify(b?.value) === JSON.stringify(a?.value)) continue;
    const ref = (a ?? b)!;
    // A choice matrix's cell is labelled by its matrix's choices; any other by its own question.
    const question = c.questions.get(ref.composite_question_id ?? ref.question_id);
    const inner = ref.composite_question_id === null ? question : c.questions.get(ref.question_id);
    const labelBy = c.choiceMatrices.has(ref.composite_question_id ?? 0) ? question : inner;
    const text = (value: AnswerValue | undefined) =>
      labelBy ? answerText(labelBy, value, c.lang) : value === undefined ? null : String(value);
    answers.push({
      question: c.titles.get(ref.question_id) ?? `#${ref.question_id}`,
      question_id: ref.question_id,
      composite_question_id: ref.composite_question_id,
      row_id: ref.row_id,
      from: b?.value,
      to: a?.value,
      from_text: text(b?.value),
      to_text: text(a?.value),
    });
  }
  return answers;
}

async function contextOf(tx: Queryable, customerId: number, row: QnrRow, writers: number[], lang: Language) {
  const titles = new Map<number, string>();
  const questions = new Map<number, LabelledQuestion>();
  const choiceMatrices = new Set<number>();
  if (row.template_id !== null) {
    const model = await loadTemplateModel(tx, customerId, row.template_id);
    for (const q of modelQuestions(model)) {
      titles.set(q.questionId, q.title);
      questions.set(q.questionId, q);
      if (q.type === 'composite' && q.matrix === 'choice') choiceMatrices.add(q.questionId);
      for (const i of q.inner) {
        titles.set(i.questionId, `${q.title}: ${i.title}`);
        questions.set(i.questionId, i);
      }
    }
  }
  const users = await tx.query<{ id: number; name: string | null }>(
    `SELECT id, nullif(concat_ws(' ', first_name, last_name), '') AS name FROM users WHERE customer_id = $1 AND id = ANY($2::bigint[])`,
    [customerId, writers],
  );
  return {
    names: new Map(users.rows.filter((u) => u.name !== null).map((u) => [Number(u.id), u.name!])),
    participantUser: row.patient_user_id === null ? null : Number(row.patient_user_id),
    participantName: row.patient_name,
    titles,
    questions,
    choiceMatrices,
    lang,
  } satisfies Context;
}

export async function qnrHistory(
  tx: Queryable,
  actor: Pick<QnrCaller, 'customerId'>,
  row: QnrRow,
  lang: Language = 'no',
): Promise<HistoryEntry[]> {
  const { rows } = await tx.query<LogRow>(
    `SELECT l.ai_id, l.logged_at, l.status, l.archived, l.hide_for_patient, l.share_with_recipient, l.seen_by_therapist,
            l.valid_to, l.cache, l.properties->>'reject_reason' AS reject_reason,
            CASE WHEN l.ai_id = min(l.ai_id) OVER () THEN coalesce(l.updated_by, l.created_by) ELSE l.updated_by END AS writer
       FROM queries_log l
      WHERE l.id = $1 AND l.customer_id = $2 ORDER BY l.ai_id LIMIT 500`,
    [row.id, actor.customerId],
  );
  const writers = rows
    .flatMap((r) => [r.writer, r.cache?.saved_by?.user_id ?? null])
    .filter((w) => w !== null);
  const c = await contextOf(tx, actor.customerId, row, writers.map(Number), lang);
  const entries: HistoryEntry[] = [];
  let previous: LogRow | null = null;
  for (const version of rows) {
    const changes = FIELDS.filter((f) => previous === null || previous[f] !== version[f]).map((f) => ({
      field: f,
      from: previous?.[f],
      to: version[f],
    }));
    const answers = answerChanges(previous, version, c);
    if (previous === null || changes.length > 0 || answers.length > 0)
      entries.push({
        id: Number(version.ai_id),
        at: new Date(version.logged_at).toISOString(),
        ...authorOf(version, answers.length > 0, previous === null, c),
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

/** The history route's answer: the versions and the questionnaire's errors (staff). */
export async function historyOf(db: TenantDb, caller: QnrCaller, id: number, lang: Language) {
  return db.transaction(async (tx) => {
    const row = await loadQnr(tx, caller, id);
    const errors = await tx.query<{ ai_id: number; error: string; created_at: Date }>(
      'SELECT ai_id, error, created_at FROM queries_error WHERE query_uuid = $1 AND customer_id = $2 ORDER BY ai_id DESC LIMIT 100',
      [row.query_uuid, caller.customerId],
    );
    return {
      history: await qnrHistory(tx, caller, row, lang),
      errors: errors.rows.map((e) => ({
        ...e,
        ai_id: Number(e.ai_id),
        created_at: new Date(e.created_at).toISOString(),
      })),
    };
  });
}
