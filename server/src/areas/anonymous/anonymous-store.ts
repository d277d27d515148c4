// Issue 28 item 7: anonymous invitations, the questions of their template, the answers (with no
// identity: no user, no address, no phone number; only the invitation's code and the values) and the
// results aggregated per question. SQL under the tenant's row-level security.
import { randomBytes } from 'node:crypto';
import type { AnonymousInvitationInput, AnonymousQuestionResult } from '@portal/rules';
import { areaErrors } from '../../area-kit/area-errors';
import type { Queryable } from '../../db/database';

export const anonymousError = areaErrors({
  'anonymous.templateNotFound': ['The anonymous template was not found', 'Den anonyme malen ble ikke funnet'],
  'anonymous.invitationNotFound': ['The invitation was not found', 'Invitasjonen ble ikke funnet'],
  'anonymous.phoneInvalid': [
    '{{phone}} is not a mobile number',
    '{{phone}} er ikke et mobilnummer',
  ],
  'anonymous.tooMany': [
    'Too many answers from here: try again later',
    'For mange svar herfra: prøv igjen senere',
  ],
});

/** 192 random bits, URL-safe: an invitation code is never guessed. */
export const newInvitationCode = () => randomBytes(24).toString('base64url');

export interface Question {
  id: number;
  title: string;
  description: string | null;
  type: string;
  choices: string[];
  min: number | null;
  max: number | null;
}

/** The question types the public page asks (others, a signature or a composite, are left out). */
export const ASKED_TYPES = new Set([
  'text',
  'longtext',
  'number',
  'yesno',
  'scale',
  'single',
  'multiple',
  'date',
  'info',
]);

export async function templateQuestions(
  db: Queryable,
  customerId: number,
  templateId: number,
): Promise<Question[]> {
  const { rows } = await db.query<{
    id: string;
    title: string;
    description: string | null;
    props: Record<string, unknown>;
  }>(
    `SELECT atq.id, coalesce(atq.title, q.title) AS title, coalesce(atq.description, q.description) AS description,
            q.properties || atq.properties AS props
       FROM anonymous_template_question atq JOIN questions q ON q.id = atq.question_id AND q.customer_id = atq.customer_id
      WHERE atq.customer_id = $1 AND atq.anonymous_template_id = $2 AND q.deleted_at IS NULL
      ORDER BY atq.position, atq.id`,
    [customerId, templateId],
  );
  return rows
    .map((row) => {
      const type = typeof row.props.type === 'string' ? row.props.type : 'text';
      const choices = Array.isArray(row.props.choices)
        ? row.props.choices.map((c) =>
            typeof c === 'string' ? c : String((c as { label?: unknown }).label ?? ''),
          )
        : type === 'yesno'
          ? ['yes', 'no']
          : [];
      const num = (v: unknown) => (typeof v === 'number' ? v : null);
      return {
        id: Number(row.id),
        title: row.title,
        description: row.description,
        type,
        choices,
        min: num(row.props.min),
        max: num(row.props.max),
      };
    })
    .filter((q) => ASKED_TYPES.has(q.type));
}

export interface OpenInvitation {
  code: string;
  customerId: number;
  templateId: number;
  title: string;
}

/** The invitation of a code if it is open now; null for a wrong, expired, not yet open or deleted code alike. */
export async function openInvitation(db: Queryable, code: string, now: Date): Promise<OpenInvitation | null> {
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(code)) return null;
  const { rows } = await db.query<{ customer_id: string; anonymous_template_id: string; title: string }>(
    `SELECT i.customer_id, i.anonymous_template_id, t.title
       FROM anonymous_invitations i JOIN anonymous_templates t ON t.id = i.anonymous_template_id AND t.customer_id = i.customer_id
      WHERE i.invitation_code = $1 AND i.deleted_at IS NULL AND t.deleted_at IS NULL
        AND (i.valid_from IS NULL OR i.valid_from <= $2) AND (i.valid_to IS NULL OR i.valid_to > $2)`,
    [code, now],
  );
  const row = rows[0];
  return row
    ? {
        code,
        customerId: Number(row.customer_id),
        templateId: Number(row.anonymous_template_id),
        title: row.title,
      }
    : null;
}

/** The form's values for the questions: each checked against its type; unknown fields are ignored. */
export function answersOf(
  questions: Question[],
  form: URLSearchParams,
): Record<string, string | number | string[]> {
  const answers: Record<string, string | number | string[]> = {};
  for (const q of questions) {
    const key = `q${q.id}`;
    const values = form.getAll(key).map((v) => v.slice(0, 4000));
    const value = values[0]?.trim() ?? '';
    if (q.type === 'multiple') {
      const picked = values.filter((v) => q.choices.includes(v));
      if (picked.length) answers[q.id] = picked;
    } else if (q.type === 'number' || q.type === 'scale') {
      const n = Number(value);
      const inRange = (q.min === null || n >= q.min) && (q.max === null || n <= q.max);
      if (value !== '' && Number.isFinite(n) && inRange) answers[q.id] = n;
    } else if (q.type === 'single' || q.type === 'yesno') {
      if (q.choices.includes(value)) answers[q.id] = value;
    } else if (q.type === 'date') {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) answers[q.id] = value;
    } else if (q.type !== 'info' && value) answers[q.id] = value;
  }
  return answers;
}

export async function saveAnswer(
  db: Queryable,
  invitation: OpenInvitation,
  answers: Record<string, unknown>,
) {
  await db.query(
    `INSERT INTO anonymous_answers (customer_id, anonymous_invitation_code, title, properties)
     VALUES ($1, $2, $3, jsonb_build_object('answers', $4::jsonb))`,
    [invitation.customerId, invitation.code, invitation.title, JSON.stringify(answers)],
  );
}

export async function createInvitation(tx: Queryable, customerId: number, input: AnonymousInvitationInput) {
  const found = await tx.query(
    'SELECT 1 FROM anonymous_templates WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
    [customerId, input.templateId],
  );
  if (found.rows.length === 0) throw anonymousError(404, 'anonymous.templateNotFound');
  const code = newInvitationCode();
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO anonymous_invitations (customer_id, invitation_code, label, valid_from, valid_to, anonymous_template_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [customerId, code, input.label, input.validFrom, input.validTo, input.templateId],
  );
  return { id: Number(rows[0]!.id), code };
}

export async function listInvitations(db: Queryable, customerId: number) {
  const { rows } = await db.query<{
    id: string;
    label: string | null;
    invitation_code: string;
    title: string;
    valid_from: Date | null;
    valid_to: Date | null;
    answers: string;
  }>(
    `SELECT i.id, i.label, i.invitation_code, t.title, i.valid_from, i.valid_to,
            (SELECT count(*) FROM anonymous_answers a WHERE a.anonymous_invitation_code = i.invitation_code
                AND a.customer_id = i.customer_id AND a.deleted_at IS NULL) AS answers
       FROM anonymous_invitations i JOIN anonymous_templates t ON t.id = i.anonymous_template_id AND t.customer_id = i.customer_id
      WHERE i.customer_id = $1 AND i.deleted_at IS NULL ORDER BY i.created_at DESC, i.id DESC`,
    [customerId],
  );
  return rows;
}

export async function invitationAnswers(db: Queryable, customerId: number, id: number) {
  const { rows } = await db.query<{
    label: string | null;
    anonymous_template_id: string;
    invitation_code: string;
  }>(
    'SELECT label, anonymous_template_id, invitation_code FROM anonymous_invitations WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
    [customerId, id],
  );
  const invitation = rows[0];
  if (!invitation) throw anonymousError(404, 'anonymous.invitationNotFound');
  const questions = await templateQuestions(db, customerId, Number(invitation.anonymous_template_id));
  const answers = await db.query<{ answers: Record<string, unknown> | null }>(
    `SELECT properties -> 'answers' AS answers FROM anonymous_answers
      WHERE customer_id = $1 AND anonymous_invitation_code = $2 AND deleted_at IS NULL ORDER BY id`,
    [customerId, invitation.invitation_code],
  );
  return { label: invitation.label ?? '', questions, answers: answers.rows.map((r) => r.answers ?? {}) };
}

/** Counts, averages and choice counts per question. */
export function aggregate(
  questions: Question[],
  answers: Record<string, unknown>[],
): AnonymousQuestionResult[] {
  return questions
    .filter((q) => q.type !== 'info')
    .map((q) => {
      const values = answers.map((a) => a[String(q.id)]).filter((v) => v !== undefined && v !== null);
      const numbers = values.filter((v): v is number => typeof v === 'number');
      const picked = values.flatMap((v) => (Array.isArray(v) ? v : [v])).map(String);
      return {
        id: q.id,
        title: q.title,
        type: q.type,
        answered: values.length,
        average: numbers.length
          ? Math.round((numbers.reduce((s, n) => s + n, 0) / numbers.length) * 100) / 100
          : null,
        choices: q.choices.map((label) => ({ label, count: picked.filter((p) => p === label).length })),
      };
    });
}
