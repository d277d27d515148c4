// The documents area's PDFs as answers, and a draft's PDF with the stored images it shows.
import type { PdfFile } from '@portal/rules';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database';
import type { WorkerPool } from '../../workers';
import { readableDocument, storedObject, type FileStore } from '../storage';
import type { Asker } from './document-access';
import { THEME_COLORS } from './document-pdf';
import { renderDocumentPdfOffThread } from './document-pdf-off-thread';
import type { Draft } from './draft-store';
import { imageBlocks, type Block } from './rich-text-blocks';

/**
 * A PDF as an attachment; with `?encoding=base64` as JSON `{ name, base64 }` (the contract's answer),
 * for the apps, whose API client sends the session token as a header and reads JSON (a PDF here is
 * a few hundred kB). The bytes themselves are sent here: a Buffer passes the JSON serializer by.
 */
export async function pdfAnswer(
  reply: FastifyReply,
  name: string,
  pdf: Uint8Array,
  encoding?: 'base64',
): Promise<PdfFile> {
  reply.header('cache-control', 'private, no-store');
  if (encoding === 'base64') return { name, base64: Buffer.from(pdf).toString('base64') };
  await reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${name.replace(/[^A-Za-z0-9 ._-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(pdf));
  // The reply is sent; Fastify takes the reply returned as "answered already".
  return reply as unknown as PdfFile;
}

/** The largest stored image put into a PDF (a photo from a phone is a few MB). */
const MAX_PDF_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Images the editor took from stored files (`/api/files/<id>`, the only other address the sanitiser
 * lets through) as inline data for the PDF: PNG and JPEG the asker may read by the download route's
 * rule; any other stays out of the PDF, as an inline image pdf-lib cannot read does.
 */
async function withStoredImages(
  db: Queryable,
  store: FileStore,
  asker: Asker,
  blocks: Block[],
): Promise<Block[]> {
  const session = { customer_id: asker.customerId, user_id: asker.userId, role: asker.role };
  return Promise.all(
    blocks.map(async (block) => {
      const id =
        block.kind === 'image' ? /^\/api\/files\/([1-9][0-9]{0,15})$/.exec(block.src)?.[1] : undefined;
      if (block.kind !== 'image' || !id) return block;
      const file = await readableDocument(db, session, Number(id));
      if (!file || !/^image\/(png|jpeg)$/.test(file.contentType) || (file.size ?? 0) > MAX_PDF_IMAGE_BYTES)
        return block;
      const source = { tenantId: asker.customerId, rowCustomerId: file.customerId, key: file.path };
      const bytes = await storedObject(store, source)
        .bytes()
        .catch(() => null);
      if (!bytes) return block;
      return { ...block, src: `data:${file.contentType};base64,${bytes.toString('base64')}` };
    }),
  );
}

/** A draft's PDF in the tenant's brand, on the worker pool. */
export async function draftPdf(
  pool: WorkerPool,
  db: Queryable,
  store: FileStore,
  asker: Asker,
  draft: Draft,
  now: Date,
) {
  return renderDocumentPdfOffThread(pool, {
    title: draft.title,
    html: draft.html,
    images: await withStoredImages(db, store, asker, imageBlocks(draft.html)),
    brand: { tenantName: asker.tenant.name, color: THEME_COLORS[asker.tenant.theme] ?? '#1f4e8c' },
    language: draft.language,
    ...(draft.patient_name ? { subtitle: draft.patient_name } : {}),
    createdAt: now,
  });
}
