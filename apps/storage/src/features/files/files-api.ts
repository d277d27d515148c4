// The files page's data: documents through the data API (permissions filter them per role), the
// writes a server rule must check through /api/files (upload, seen, delete with a reason).
import { useGqlQuery, useShell, type ApiClient } from '@portal/sdk';
import {
  DOCUMENT_CATEGORIES,
  documentsContract,
  DOCUMENT_SECURITY_LEVELS,
  filesContract,
  routeUrl,
  type DocumentCategory,
  type RouteQueryIn,
  type RouteResponse,
} from '@portal/rules';

export const CATEGORIES = DOCUMENT_CATEGORIES;
export type Category = DocumentCategory;
export const SECURITY_LEVELS = DOCUMENT_SECURITY_LEVELS;

export interface DocumentRow {
  id: number;
  documentId: number;
  name: string;
  contentType: string | null;
  size: number | null;
  category: string | null;
  securityLevel: number | null;
  archived: boolean;
  hidden: boolean;
  shared: boolean;
  seenByPatient: boolean;
  seenByTherapist: boolean;
  initiator: string;
  createdAt: string;
  participant: string | null;
  /** Where its signing stands; null when it was never sent for signing. */
  signing: SigningStatus | null;
}

/** A share's signing: sent and waiting, signed by one of two, or signed by everyone asked. */
export type SigningStatus = 'waiting' | 'partly' | 'signed';

export interface OrganisationFile {
  documentId: number;
  name: string;
  contentType: string | null;
  size: number | null;
  createdAt: string;
}

interface RawRow {
  id: number | string;
  category: string | null;
  security_level: number | null;
  archived: boolean;
  hide_for_patient: boolean;
  share_with_recipient: boolean;
  seen_by_patient: boolean;
  seen_by_therapist: boolean;
  initiator: string;
  created_at: string;
  status: string | null;
  for_signing: boolean | null;
  esignature_status: string | null;
  recipient: { full_name: string } | null;
  document: {
    id: number | string;
    name: string;
    content_type: string | null;
    size_bytes: number | string | null;
  };
}

const ROW_FIELDS = `id category security_level archived hide_for_patient share_with_recipient seen_by_patient
  seen_by_therapist initiator created_at status for_signing esignature_status recipient { full_name }
  document { id name content_type size_bytes }`;

/** The signing status of a share from its columns (the signing flow writes them, storage reads them). */
export function signingStatus(
  r: Pick<RawRow, 'status' | 'for_signing' | 'esignature_status'>,
): SigningStatus | null {
  if (r.status === 'SIGNED' || r.esignature_status === 'SIGNED') return 'signed';
  if (r.esignature_status?.startsWith('SIGNED_BY_')) return 'partly';
  if (r.for_signing && r.esignature_status) return 'waiting';
  return null;
}

/** A PDF made by the server (a generated document, a draft) stored before it had a type: by its name. */
const typeOf = (contentType: string | null, name: string) =>
  contentType ?? (/\.pdf$/i.test(name) ? 'application/pdf' : null);

const toRow = (r: RawRow): DocumentRow => ({
  id: Number(r.id),
  documentId: Number(r.document.id),
  name: r.document.name,
  contentType: typeOf(r.document.content_type, r.document.name),
  size: r.document.size_bytes === null ? null : Number(r.document.size_bytes),
  category: r.category,
  securityLevel: r.security_level,
  archived: r.archived,
  hidden: r.hide_for_patient,
  shared: r.share_with_recipient,
  seenByPatient: r.seen_by_patient,
  seenByTherapist: r.seen_by_therapist,
  initiator: r.initiator,
  createdAt: r.created_at,
  participant: r.recipient?.full_name ?? null,
  signing: signingStatus(r),
});

export const FILES_KEY = ['storage', 'files'] as const;

export interface DocumentFilter {
  patientId: number | null;
  search: string;
  category: string;
  showArchived: boolean;
}

/** The documents the user may read: one participant's (patientId) or all; by search when one is typed. */
export function useDocuments(filter: DocumentFilter) {
  const conditions: Record<string, unknown>[] = [];
  if (filter.patientId !== null) conditions.push({ patient_id: { _eq: filter.patientId } });
  if (filter.category) conditions.push({ category: { _eq: filter.category } });
  if (!filter.showArchived) conditions.push({ archived: { _eq: false } });
  const where = { _and: conditions };
  const search = filter.search.trim();
  const query = search
    ? `query SearchDocuments($where: document_patient_bool_exp, $search: String) {
        rows: search_document_patient(args: { search: $search }, where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: 200) { ${ROW_FIELDS} }
      }`
    : `query Documents($where: document_patient_bool_exp) {
        rows: document_patient(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: 200) { ${ROW_FIELDS} }
      }`;
  return useGqlQuery<{ rows: RawRow[] }, DocumentRow[]>({
    key: [...FILES_KEY, 'list'],
    query,
    variables: search ? { where, search } : { where },
    select: (data) => data.rows.map(toRow),
  });
}

/** The tenant's own files: documents shared with no participant (staff only). */
export function useOrganisationFiles(enabled: boolean) {
  return useGqlQuery<
    {
      documents: {
        id: number | string;
        name: string;
        content_type: string | null;
        size_bytes: number | string | null;
        created_at: string;
      }[];
    },
    OrganisationFile[]
  >({
    key: [...FILES_KEY, 'organisation'],
    query: `query OrganisationFiles {
      documents(where: { _not: { document_patients: {} }, path: { _is_null: false } }, order_by: [{ created_at: desc }, { id: desc }], limit: 200) {
        id name content_type size_bytes created_at
      }
    }`,
    enabled,
    select: (data) =>
      data.documents.map((d) => ({
        documentId: Number(d.id),
        name: d.name,
        contentType: typeOf(d.content_type, d.name),
        size: d.size_bytes === null ? null : Number(d.size_bytes),
        createdAt: d.created_at,
      })),
  });
}

/** The tenant's participants a staff member may upload for (the participants' tab with none chosen). */
export function useUploadParticipants(enabled: boolean) {
  return useGqlQuery<
    { recipients: { id: number | string; full_name: string }[] },
    { id: number; name: string }[]
  >({
    key: [...FILES_KEY, 'participants'],
    query: `query UploadParticipants { recipients(order_by: [{ full_name: asc }, { id: asc }], limit: 500) { id full_name } }`,
    enabled,
    select: (data) => data.recipients.map((r) => ({ id: Number(r.id), name: r.full_name })),
  });
}

/** Unseen documents: for a participant the ones staff shared that they have not opened; for staff the participants' uploads not yet seen. */
export function useUnseenCount(staff: boolean, patientId: number | null) {
  const patient = patientId === null ? {} : { patient_id: { _eq: patientId } };
  // unseen_documents counts the rows staff have not seen; a participant counts their own unread.
  const where = staff
    ? { ...patient, archived: { _eq: false } }
    : { seen_by_patient: { _eq: false }, archived: { _eq: false } };
  return useGqlQuery<
    { unseen: { aggregate: { sum?: { total: number | string | null }; count?: number } } },
    number
  >({
    key: [...FILES_KEY, 'unseen'],
    query: staff
      ? `query UnseenDocuments($where: unseen_documents_bool_exp) { unseen: unseen_documents_aggregate(where: $where) { aggregate { sum { total } } } }`
      : `query UnseenDocuments($where: document_patient_bool_exp) { unseen: document_patient_aggregate(where: $where) { aggregate { count } } }`,
    variables: { where },
    select: (data) => Number(data.unseen.aggregate.sum?.total ?? data.unseen.aggregate.count ?? 0),
  });
}

/** documents_overview for one participant: shared, waiting and completed counts. */
export function useDocumentsOverview(patientId: number | null) {
  return useGqlQuery<
    {
      documents_overview: {
        shared_docs: number | string;
        waiting: number | string;
        completed: number | string;
      }[];
    },
    { shared: number; waiting: number; completed: number } | null
  >({
    key: [...FILES_KEY, 'overview'],
    query: `query DocumentsOverview($patient: bigint!) { documents_overview(where: { patient_id: { _eq: $patient } }) { shared_docs waiting completed } }`,
    variables: { patient: patientId ?? 0 },
    enabled: patientId !== null,
    select: (data) => {
      const row = data.documents_overview[0];
      return row
        ? { shared: Number(row.shared_docs), waiting: Number(row.waiting), completed: Number(row.completed) }
        : null;
    },
  });
}

export function useInvalidateFiles() {
  const { queryClient, user } = useShell();
  return () => queryClient.invalidateQueries({ queryKey: ['gql', user.customerId, user.id, ...FILES_KEY] });
}

export type UploadAnswer = RouteResponse<typeof filesContract.upload>;

export const fileWrites = (api: ApiClient) => ({
  /** The upload route's body is the file's bytes (the contract's rawBody), so it goes by `api.upload`, with progress. */
  upload: (
    file: File,
    options: { patientId: number | null; category: string; securityLevel: string },
    onProgress: (loaded: number, total: number) => void,
    idempotencyKey?: string,
  ) => {
    const query: RouteQueryIn<typeof filesContract.upload> = { name: file.name };
    if (options.patientId !== null) query.patient_id = String(options.patientId);
    if (options.category) query.category = options.category as Category;
    if (options.securityLevel) query.security_level = options.securityLevel;
    return api.upload<UploadAnswer>(routeUrl(filesContract.upload.path, {}, query), file, {
      onProgress,
      idempotencyKey,
    });
  },
  download: (documentId: number) => api.call(filesContract.download, { params: { id: documentId } }),
  /**
   * What a row downloads as (issue 33 item 7): a share with a signed copy gives the signed copy
   * (with its PAdES signatures) under its own name; any other, its file.
   */
  rowFile: async (
    row: Pick<DocumentRow, 'id' | 'documentId' | 'name' | 'signing'>,
  ): Promise<{ blob: Blob; name: string }> => {
    if (row.signing !== 'signed' && row.signing !== 'partly')
      return {
        blob: await api.call(filesContract.download, { params: { id: row.documentId } }),
        name: row.name,
      };
    const file = await api.call(documentsContract.sharePdf, {
      params: { id: row.id },
      query: { copy: 'signed', encoding: 'base64' },
    });
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    return { blob: new Blob([bytes], { type: 'application/pdf' }), name: file.name };
  },
  markSeen: (documentPatientId: number) =>
    api.call(filesContract.markSeen, { params: { id: documentPatientId } }),
  remove: (documentPatientId: number, reason: string) =>
    api.call(filesContract.remove, { params: { id: documentPatientId }, body: { reason } }),
  setImported: (documentPatientId: number, imported: boolean) =>
    api.call(filesContract.setImported, { params: { id: documentPatientId }, body: { imported } }),
});

export const UPDATE_DOCUMENT = `mutation UpdateDocumentPatient($id: bigint!, $set: document_patient_set_input!) {
  update_document_patient_by_pk(pk_columns: { id: $id }, _set: $set) { id }
}`;

export function formatSize(bytes: number | null, language: string): string {
  if (bytes === null) return '';
  const locale = language === 'no' ? 'nb-NO' : 'en-GB';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString(locale, { maximumFractionDigits: 0 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

/** Saves a blob under a name through a temporary link (no token in any URL). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
