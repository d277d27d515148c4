// Signing (issue 14 part 8): staff sends a shared PDF for signing; the participant (and staff, where
// the document asks) sign it; either reads the signing state, the original or signed copy, and the
// signatures' verification. Who may see a share is the store's rule (readShare): staff of the
// tenant, or the participant it is shared with; any other answers as a missing document.
import { documentsContract as routes } from '@portal/rules';
import type { FastifyInstance } from 'fastify';
import { areaRouter } from '../../area-kit/area-routes';
import { ApiError } from '../../http/api-error';
import { logParticipantRead } from '../administration';
import { FileNotFoundError } from '../storage';
import { demoSignedCopy, isDemoSignedKey } from './demo-signed-copy';
import { shareReader, staffWith, type Asker } from './document-access';
import { iso, type DocumentRoutesDeps } from './draft-routes';
import { pdfAnswer } from './pdf-answer';
import {
  readShare,
  rolesToSign,
  sendForSigning,
  signaturesOf,
  signedRefusal,
  signShare,
  type Share,
  type SigningDeps,
} from './signing/signing-flow';
import { verifyEachSignatureOffThread } from './signing/verify-pades';
import { pdfName, shareFile } from './stored-document';

const missing = () => new ApiError(404, 'document_not_found', 'No such document for you in this portal');

export function registerSigningRoutes(
  app: FastifyInstance,
  deps: DocumentRoutesDeps & Omit<SigningDeps, 'db' | 'store' | 'now'>,
) {
  const { ownerDb, store, now } = deps;
  const signing = { store, provider: deps.provider, sms: deps.sms, config: deps.config, now };
  const router = areaRouter(app, ownerDb, 'documents');
  // The demo's signed shares get their signed copy when first read (demo-signed-copy.ts).
  const demo = deps.config.DEMO_DATA;

  router.route(routes.sendForSigning, staffWith(), async ({ caller, db, params, body }) =>
    db
      .transaction((tx) => sendForSigning({ ...signing, db: tx }, caller, params.id, body))
      .catch(signedRefusal),
  );

  router.route(routes.signingState, shareReader, async ({ caller, db, params }) => {
    const share = await readShare(db, caller, params.id);
    const signatures = await signaturesOf(db, caller.customerId, params.id);
    return signingState(caller, share, signatures);
  });

  router.route(routes.sign, shareReader, async ({ caller, db, params, body }) => {
    const { replaced, ...answer } = await signShare(
      { ...signing, db },
      caller,
      params.id,
      body.language,
    ).catch(signedRefusal);
    // The copy before this signature is the new one's first bytes: gone once the new one is kept.
    if (replaced) await store.delete(replaced).catch(() => undefined);
    return answer;
  });

  // The original or the signed copy, to the staff of the tenant or the participant it is shared with.
  router.route(routes.sharePdf, shareReader, async ({ caller, db, params, query, reply }) => {
    const share = await readShare(db, caller, params.id);
    await logParticipantRead(db, caller, 'read_document', { recipientId: share.patient_id }, true);
    const signed = query.copy === 'signed';
    const key = signed ? share.pades_path : share.path;
    if (!key) throw missing();
    const bytes = await shareFile(store, caller, share, key).catch((error: unknown) => {
      if (error instanceof FileNotFoundError && demo && isDemoSignedKey(key))
        return demoSignedCopy({ db, store, provider: deps.provider }, caller, share, key);
      throw missing();
    });
    const title = share.title.replace(/\.pdf$/i, '');
    return pdfAnswer(reply, pdfName(signed ? `${title} (signert)` : title), bytes, query.encoding);
  });

  router.route(routes.verify, shareReader, async ({ caller, db, params }) => {
    const share = await readShare(db, caller, params.id);
    if (!share.pades_path) throw new ApiError(404, 'not_signed', 'This document is not signed yet');
    // A signed copy that is gone (or not the tenant's) is a clear 404, never a 500 (issue 24 case 11).
    const padesPath = share.pades_path;
    const signed = await shareFile(store, caller, share, padesPath).catch((error: unknown) => {
      if (!(error instanceof FileNotFoundError)) throw error;
      if (demo && isDemoSignedKey(padesPath))
        return demoSignedCopy({ db, store, provider: deps.provider }, caller, share, padesPath);
      throw new ApiError(404, 'document_file_missing', 'The signed file of this document is missing');
    });
    const checks = await verifyEachSignatureOffThread(app.workers, signed);
    return {
      // Every signature verifies over its own revision, and the newest over the whole file.
      valid:
        checks.length > 0 && checks.every((check) => check.valid) && checks.at(-1)?.coversWholeFile === true,
      signatures: checks.map((check) => ({ name: check.name ?? null, valid: check.valid })),
    };
  });
}

/** Who signs a share, who has, and whether the caller may sign now. */
function signingState(caller: Asker, share: Share, signatures: Awaited<ReturnType<typeof signaturesOf>>) {
  const myRole = caller.isStaff ? 'THERAPIST' : 'PATIENT';
  const forSigning = share.for_signing && share.esignature_status !== null;
  const needed = forSigning ? rolesToSign(share) : [];
  return {
    id: share.id,
    title: share.title,
    patientName: share.patient_name,
    forSigning,
    status: share.status,
    esignatureStatus: share.esignature_status,
    needed,
    signatures: signatures.map((signature) => ({ ...signature, signed_at: iso(signature.signed_at) })),
    mayISign:
      needed.includes(myRole) &&
      share.status !== 'SIGNED' &&
      !signatures.some((s) => s.signer_role === myRole) &&
      (caller.isStaff || share.patient_user_id === caller.userId),
    signed: share.status === 'SIGNED',
  };
}
