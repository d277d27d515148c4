// Issue 14 part 8, §3 document_patient: a shared document sent for signing (for_signing, the
// esignature_* fields), signed by the participant and, where the document asks
// (signed_by_therapist), by staff; each signer's signature is sealed into the signed copy stored
// beside the original (pades_path) as they give it, and the share is SIGNED after the last one. The participant is told by SMS,
// with a link to the portal's page (they sign in there), never a secret in the link.
import { webcrypto } from 'node:crypto';
import type { Config } from '../../../config/config';
import type { Queryable } from '../../../db/database';
import type { TenantDb } from '../../../db/tenant-scope';
import { ApiError } from '../../../http/api-error';
import type { SmsSender } from '../../messaging';
import { FileNotFoundError, participantSeesShare, type FileStore } from '../../storage';
import type { Asker } from '../document-access';
import type { DocumentLanguage } from '../document-pdf';
import { shareFile, storePdf } from '../stored-document';
import type { Signer, SigningProvider } from './signing-provider';
import { tellSigner } from './signing-sms';

export interface Share {
  id: number;
  customer_id: number;
  document_id: number;
  title: string;
  path: string | null;
  patient_id: number;
  patient_user_id: number | null;
  patient_name: string;
  patient_mobile: string | null;
  for_signing: boolean;
  status: string;
  esignature_status: string | null;
  esignature_request_id: string | null;
  pades_path: string | null;
  signed_by_therapist: boolean;
  combine_signatures: boolean;
}

export interface SignatureRow {
  signer_role: 'PATIENT' | 'THERAPIST';
  signer_name: string;
  signed_at: string;
}

/**
 * The database's refusal to change a signed document or share (migration 1010, constraint
 * signed_document_immutable) as the routes' clean 409; any other error passes on unchanged.
 */
export function signedRefusal(error: unknown): never {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (
    e.code === '23514' &&
    (e.constraint === 'signed_document_immutable' || /is signed|cannot change once given/.test(String(e.message)))
  )
    throw new ApiError(409, 'document_signed', 'This document is signed and can no longer change: make a new document');
  throw error;
}

const notFound = () => new ApiError(404, 'document_not_found', 'No such document for you in this portal');

/**
 * The shared document, if the asker may see it: staff of the tenant, or the participant by the one
 * rule of what a participant sees of a share (storage/document-access.ts, the data API's rule).
 */
export async function readShare(db: Queryable, asker: Asker, id: number, forUpdate = false): Promise<Share> {
  const { rows } = await db.query<Share>(
    `SELECT dp.id::int AS id, dp.customer_id::int AS customer_id, dp.document_id::int AS document_id, d.name AS title, d.path,
            dp.patient_id::int AS patient_id, r.user_id::int AS patient_user_id, r.full_name AS patient_name,
            r.mobile_phone AS patient_mobile, dp.for_signing, dp.status, dp.esignature_status,
            dp.esignature_request_id, dp.pades_path, d.signed_by_therapist, d.combine_signatures
       FROM document_patient dp
       JOIN documents d ON d.id = dp.document_id AND d.customer_id = dp.customer_id AND d.deleted_at IS NULL
       JOIN recipients r ON r.id = dp.patient_id AND r.customer_id = dp.customer_id
      WHERE dp.customer_id = $1 AND dp.id = $2 AND dp.deleted_at IS NULL
        AND ($3 OR ${participantSeesShare('dp', '$4')})${forUpdate ? ' FOR UPDATE OF dp' : ''}`,
    [asker.customerId, id, asker.isStaff, asker.userId],
  );
  const share = rows[0];
  if (!share) throw notFound();
  return share;
}

export async function signaturesOf(
  db: Queryable,
  customerId: number,
  shareId: number,
): Promise<SignatureRow[]> {
  const { rows } = await db.query<SignatureRow>(
    `SELECT signer_role, signer_name, signed_at FROM document_signatures
      WHERE customer_id = $1 AND document_patient_id = $2 ORDER BY signed_at, id`,
    [customerId, shareId],
  );
  return rows;
}

export function rolesToSign(share: Pick<Share, 'signed_by_therapist'>): ('PATIENT' | 'THERAPIST')[] {
  return share.signed_by_therapist ? ['PATIENT', 'THERAPIST'] : ['PATIENT'];
}

export interface SigningDeps {
  db: Queryable;
  store: FileStore;
  provider: SigningProvider;
  sms: SmsSender;
  config: Config;
  now: () => Date;
}

/** Staff sends a shared PDF for signing; the participant gets an SMS (at most one per interval, within the message budget). */
export async function sendForSigning(
  deps: SigningDeps,
  asker: Asker,
  id: number,
  input: { signedByTherapist: boolean; combineSignatures: boolean; language: DocumentLanguage },
): Promise<{ requestId: string; smsSent: boolean }> {
  const { db } = deps;
  const share = await readShare(db, asker, id, true);
  if (share.status === 'SIGNED') throw new ApiError(409, 'already_signed', 'This document is already signed');
  if (
    share.pades_path &&
    (share.signed_by_therapist !== input.signedByTherapist ||
      share.combine_signatures !== input.combineSignatures)
  )
    throw new ApiError(409, 'signing_started', 'Someone has signed already: who signs can no longer change');
  if (
    !share.path ||
    !(await shareFile(deps.store, asker, share, share.path).catch(() => null))?.subarray(0, 5).equals(Buffer.from('%PDF-'))
  )
    throw new ApiError(422, 'not_a_pdf', 'Only a PDF can be sent for signing');
  const request = share.esignature_request_id
    ? { requestId: share.esignature_request_id, taskId: null }
    : await deps.provider.openRequest({ documentPatientId: id, title: share.title });
  await db.query(
    `UPDATE documents SET signed_by_therapist = $3, combine_signatures = $4 WHERE customer_id = $1 AND id = $2`,
    [asker.customerId, share.document_id, input.signedByTherapist, input.combineSignatures],
  );
  await db.query(
    `UPDATE document_patient SET for_signing = true, share_with_recipient = true, hide_for_patient = false,
        esignature_request_id = $3, esignature_task_id = COALESCE($4, esignature_task_id), esignature_status = 'WAITING',
        status = 'SENT', scroll_mode = true
      WHERE customer_id = $1 AND id = $2`,
    [asker.customerId, id, request.requestId, request.taskId],
  );
  const smsSent = await tellSigner(deps, asker, share, input.language);
  return { requestId: request.requestId, smsSent };
}

/** What one signature needs, read and checked before the PDF work (no row is held meanwhile). */
interface SignaturePlan {
  share: Share;
  role: 'PATIENT' | 'THERAPIST';
  signer: Signer;
  signers: Signer[];
  complete: boolean;
  base: string;
}

async function planSignature(db: Queryable, asker: Asker, id: number, now: Date): Promise<SignaturePlan> {
  const share = await readShare(db, asker, id);
  if (!share.for_signing || share.esignature_status === null)
    throw new ApiError(409, 'not_for_signing', 'This document was not sent for signing');
  if (share.status === 'SIGNED') throw new ApiError(409, 'already_signed', 'This document is already signed');
  const role: 'PATIENT' | 'THERAPIST' = asker.isStaff ? 'THERAPIST' : 'PATIENT';
  if (role === 'PATIENT' && share.patient_user_id !== asker.userId) throw notFound();
  if (!rolesToSign(share).includes(role))
    throw new ApiError(403, 'not_a_signer', 'You are not asked to sign this document');
  const done = await signaturesOf(db, asker.customerId, id);
  if (done.some((s) => s.signer_role === role))
    throw new ApiError(409, 'already_signed', 'You have already signed this document');
  const name =
    role === 'PATIENT'
      ? share.patient_name
      : ((
          await db.query<{ name: string }>(
            `SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE customer_id = $1 AND id = $2`,
            [asker.customerId, asker.userId],
          )
        ).rows[0]?.name ?? '');
  const signer: Signer = { role, name, signedAt: now };
  const signers: Signer[] = [
    ...done.map((s) => ({ role: s.signer_role, name: s.signer_name, signedAt: new Date(s.signed_at) })),
    signer,
  ];
  const complete = rolesToSign(share).every((needed) => signers.some((s) => s.role === needed));
  const base = share.pades_path ?? share.path;
  if (!base) throw new ApiError(422, 'not_a_pdf', 'Only a PDF can be signed');
  return { share, role, signer, signers, complete, base };
}

/** Another signature or a change landed while this one was made: nothing of this one is kept. */
class ChangedMeanwhile extends ApiError {
  constructor() {
    super(409, 'signing_conflict', 'The document changed while you signed it: open it again and sign');
  }
}
const changedMeanwhile = () => new ChangedMeanwhile();
/** Signatures made at the same moment (the participant's and the caseworker's) are each tried again so often. */
const SIGNING_ATTEMPTS = 3;

/** Records the signature in one short transaction, if the share is still as the plan read it. */
async function recordSignature(
  db: TenantDb,
  asker: Asker,
  id: number,
  plan: SignaturePlan,
  copy: { padesKey: string; sha256: string; provider: string },
) {
  const { padesKey, sha256 } = copy;
  const { share, role, signer, complete } = plan;
  await db.transaction(async (tx) => {
    const now = await readShare(tx, asker, id, true);
    const signatures = await signaturesOf(tx, asker.customerId, id);
    if (
      now.status !== share.status ||
      now.esignature_status !== share.esignature_status ||
      now.pades_path !== share.pades_path ||
      signatures.length !== plan.signers.length - 1
    )
      throw changedMeanwhile();
    await tx.query(
      `INSERT INTO document_signatures (customer_id, document_patient_id, signer_role, signer_user_id, signer_name, provider, sha256, signed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [asker.customerId, id, role, asker.userId, signer.name, copy.provider, sha256, signer.signedAt],
    );
    // Signed is the signers' decision, reached only here (migration 1001's status guard).
    if (complete) await tx.query(`SELECT set_config('portal.decided_by', 'recipient', true)`);
    await tx.query(
      `UPDATE document_patient SET esignature_status = $3, status = CASE WHEN $4 THEN 'SIGNED' ELSE status END,
          pades_path = $5, seen_by_patient = seen_by_patient OR $6, seen_by_therapist = false
        WHERE customer_id = $1 AND id = $2`,
      [asker.customerId, id, complete ? 'SIGNED' : `SIGNED_BY_${role}`, complete, padesKey, role === 'PATIENT'],
    );
  });
}

/**
 * One signer signs (issue 14 part 8). The PDF is sealed (on the worker pool) and stored before any
 * row is held: a transaction around the seal would hold PGlite's one connection, or a PostgreSQL row
 * lock, for seconds (issue 24). The short transaction after it records the signature only if the
 * share is still as read; else the new copy is deleted and the signer asked to sign again. Answers
 * the key of the copy this one replaces (whose bytes are the new copy's first bytes), for the caller
 * to delete.
 */
export async function signShare(
  deps: Omit<SigningDeps, 'db'> & { db: TenantDb },
  asker: Asker,
  id: number,
  language: DocumentLanguage,
): Promise<{ status: string; signed: boolean; replaced: string | null }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signOnce(deps, asker, id, language);
    } catch (error) {
      // A signature that landed meanwhile: sign again over it (its checks run anew).
      if (!(error instanceof ChangedMeanwhile) || attempt >= SIGNING_ATTEMPTS) throw error;
    }
  }
}

async function signOnce(
  deps: Omit<SigningDeps, 'db'> & { db: TenantDb },
  asker: Asker,
  id: number,
  language: DocumentLanguage,
): Promise<{ status: string; signed: boolean; replaced: string | null }> {
  const plan = await planSignature(deps.db, asker, id, deps.now());
  const { share, signer, signers, complete } = plan;
  const signed = await deps.provider.sign({
    pdf: await shareFile(deps.store, asker, share, plan.base).catch((error: unknown) => {
      if (!(error instanceof FileNotFoundError)) throw error;
      throw new ApiError(404, 'document_file_missing', 'The file of this document is missing');
    }),
    signedBefore: share.pades_path !== null,
    title: share.title,
    signer,
    signers,
    language,
    signaturePage: share.combine_signatures,
  });
  const padesKey = await storePdf(deps.store, asker.customerId, signed);
  // WebCrypto's digest runs on libuv's thread pool, not on the event loop.
  const sha256 = Buffer.from(await webcrypto.subtle.digest('SHA-256', signed)).toString('hex');
  try {
    await recordSignature(deps.db, asker, id, plan, { padesKey, sha256, provider: deps.provider.name });
  } catch (error) {
    await deps.store.delete(padesKey).catch(() => undefined);
    throw error;
  }
  return { status: complete ? 'SIGNED' : `SIGNED_BY_${plan.role}`, signed: complete, replaced: share.pades_path };
}
