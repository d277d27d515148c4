// A document this area makes (a finished draft, a generated document, a signed copy): its PDF goes
// to the file store first, then its rows; if the rows fail the file is removed again, so nothing is
// left behind either way.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable } from '../../db/database';
import { storedFileKey, storedObject, type FileStore } from '../storage';

export interface NewDocument {
  customerId: number;
  userId: number;
  name: string;
  pdf: Uint8Array;
  patientId: number | null;
  category: string;
  shareWithRecipient: boolean;
}

/** Stores the PDF under a new key; returns the key. */
export async function storePdf(store: FileStore, customerId: number, pdf: Uint8Array): Promise<string> {
  return (await storePdfFile(store, customerId, pdf)).key;
}

/** Stores the PDF under a new key; its key, size and SHA-256 as the store counted them. */
async function storePdfFile(store: FileStore, customerId: number, pdf: Uint8Array) {
  const key = storedFileKey(customerId, `${randomUUID()}.pdf`);
  const stored = await store.put(key, Readable.from([Buffer.from(pdf)]), { contentType: 'application/pdf' });
  return { key, ...stored };
}

/**
 * The bytes of a file a shared document names (its original or signed copy), through the store's
 * one door (storedObject: the asker's tenant, the row's tenant, the tenant's key prefix). The PDFs
 * here are small: a few hundred kB. FileNotFoundError when it is absent or not the tenant's.
 */
export async function shareFile(
  store: FileStore,
  asker: { customerId: number },
  row: { customer_id: number },
  key: string,
): Promise<Buffer> {
  return storedObject(store, { tenantId: asker.customerId, rowCustomerId: row.customer_id, key }).bytes();
}

/** The PDF stored, then `documents` (and `document_patient` when it is about a participant) in `tx`. */
export async function insertDocument(
  tx: Queryable,
  store: FileStore,
  input: NewDocument,
): Promise<{ documentId: number; documentPatientId: number | null; key: string }> {
  const { key, size, sha256 } = await storePdfFile(store, input.customerId, input.pdf);
  try {
    // Its type and size as an upload has them (issue 26 item 9): the list previews it and shows its size.
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO documents (customer_id, name, path, content_type, size_bytes, sha256)
       VALUES ($1, $2, $3, 'application/pdf', $4, $5) RETURNING id::int AS id`,
      [input.customerId, input.name, key, size, sha256],
    );
    const documentId = Number(rows[0]?.id);
    let documentPatientId: number | null = null;
    if (input.patientId !== null) {
      const shared = await tx.query<{ id: number }>(
        `INSERT INTO document_patient (document_id, patient_id, customer_id, status, initiator, category,
            create_user_id, share_with_recipient, seen_by_therapist)
         VALUES ($1, $2, $3, 'SENT', 'THERAPIST', $4, $5, $6, true) RETURNING id::int AS id`,
        [
          documentId,
          input.patientId,
          input.customerId,
          input.category,
          input.userId,
          input.shareWithRecipient,
        ],
      );
      documentPatientId = Number(shared.rows[0]?.id);
    }
    return { documentId, documentPatientId, key };
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A file name from a title: letters, digits, spaces and - _ . kept, ending in .pdf. */
export function pdfName(title: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'Dokument'}.pdf`;
}
