// The documents area's reads (GraphQL, Hasura syntax) and writes (the area's routes under
// /api/documents, which sanitise, check and store). Types of the answers live here too.
import { ApiRequestError, useGqlQuery, useShell, type ApiClient } from '@portal/sdk';

export type DocumentLanguage = 'no' | 'en';

export interface DraftRow {
  id: number;
  title: string;
  updated_at: string;
  patient_id: number | null;
  recipient: { full_name: string } | null;
}

export interface Draft {
  id: number;
  title: string;
  html: string;
  revision: number;
  language: DocumentLanguage;
  patient_id: number | null;
  patient_name: string | null;
  document_id: number | null;
  created_by: number | null;
  updated_at: string;
}

export interface DraftVersion {
  id: number;
  revision: number;
  title: string;
  created_at: string;
  created_by_name: string | null;
}

export interface Participant {
  id: number;
  full_name: string;
}

export interface DocumentTemplate {
  id: number;
  title: string;
  language: DocumentLanguage;
  body: string;
}

export interface AnsweredQuery {
  id: number;
  title: string;
  updated_at: string;
}

export interface SigningState {
  id: number;
  title: string;
  patientName: string;
  forSigning: boolean;
  status: string;
  needed: ('PATIENT' | 'THERAPIST')[];
  signatures: { signer_role: 'PATIENT' | 'THERAPIST'; signer_name: string; signed_at: string }[];
  mayISign: boolean;
  signed: boolean;
}

export const DOCUMENTS_KEY = 'storage-documents';

const MY_DRAFTS = `query MyDrafts($me: bigint!) {
  dockladd_properties(where: { created_by: { _eq: $me }, document_id: { _is_null: true } }, order_by: [{ updated_at: desc }, { id: desc }]) {
    id title updated_at patient_id recipient { full_name }
  }
}`;

export function useMyDrafts(limit?: number) {
  const { user } = useShell();
  return useGqlQuery<{ dockladd_properties: DraftRow[] }, DraftRow[]>({
    key: [DOCUMENTS_KEY, 'drafts'],
    query: MY_DRAFTS,
    variables: { me: user.id },
    select: (data) =>
      data.dockladd_properties.slice(0, limit ?? undefined).map((row) => ({ ...row, id: Number(row.id) })),
  });
}

const PARTICIPANTS = `query DocumentParticipants { recipients(order_by: { full_name: asc }) { id full_name } }`;

export function useParticipants() {
  return useGqlQuery<{ recipients: Participant[] }, Participant[]>({
    key: [DOCUMENTS_KEY, 'participants'],
    query: PARTICIPANTS,
    select: (data) => data.recipients.map((row) => ({ ...row, id: Number(row.id) })),
  });
}

const TEMPLATES = `query DocumentTemplates { document_templates(order_by: [{ title: asc }]) { id title language body } }`;

export function useDocumentTemplates() {
  return useGqlQuery<{ document_templates: DocumentTemplate[] }, DocumentTemplate[]>({
    key: [DOCUMENTS_KEY, 'templates'],
    query: TEMPLATES,
    select: (data) => data.document_templates.map((row) => ({ ...row, id: Number(row.id) })),
  });
}

const ANSWERED = `query AnsweredQueries($patient: bigint!) {
  queries(where: { patient_id: { _eq: $patient }, status: { _eq: "ANSWERED" } }, order_by: { updated_at: desc }) { id title updated_at }
}`;

export function useAnsweredQueries(patientId: number | null) {
  return useGqlQuery<{ queries: AnsweredQuery[] }, AnsweredQuery[]>({
    key: [DOCUMENTS_KEY, 'answered', patientId],
    query: ANSWERED,
    variables: { patient: patientId ?? 0 },
    enabled: patientId !== null,
    select: (data) => data.queries.map((row) => ({ ...row, id: Number(row.id) })),
  });
}

export const documentWrites = (api: ApiClient) => ({
  createDraft: (input: {
    title: string;
    patientId: number | null;
    language: DocumentLanguage;
    html?: string;
  }) => api.request<{ id: number; revision: number }>('POST', '/api/documents/drafts', input),
  readDraft: (id: number) => api.request<Draft>('GET', `/api/documents/drafts/${id}`),
  saveDraft: (id: number, input: { title: string; html: string; revision: number; checkpoint?: boolean }) =>
    api.request<{ revision: number; html: string; versioned: boolean; savedAt: string }>(
      'PUT',
      `/api/documents/drafts/${id}`,
      input,
    ),
  deleteDraft: (id: number) => api.request('DELETE', `/api/documents/drafts/${id}`),
  versions: (id: number) =>
    api.request<{ versions: DraftVersion[] }>('GET', `/api/documents/drafts/${id}/versions`),
  restore: (id: number, versionId: number) =>
    api.request<{ revision: number; title: string; html: string }>(
      'POST',
      `/api/documents/drafts/${id}/versions/${versionId}/restore`,
    ),
  draftPdf: (id: number) => api.request<PdfFile>('GET', `/api/documents/drafts/${id}/pdf?encoding=base64`),
  finish: (id: number, share: boolean) =>
    api.request<{ documentId: number; documentPatientId: number | null }>(
      'POST',
      `/api/documents/drafts/${id}/finish`,
      { share },
    ),
  preview: (input: GenerateInput) =>
    api.request<{ title: string; text: string }>('POST', '/api/documents/generate/preview', input),
  generate: (input: GenerateInput & { share: boolean }) =>
    api.request<{ documentId: number; documentPatientId: number | null }>(
      'POST',
      '/api/documents/generate',
      input,
    ),
  sendForSigning: (shareId: number, input: { signedByTherapist: boolean; language: DocumentLanguage }) =>
    api.request<{ requestId: string; smsSent: boolean }>(
      'POST',
      `/api/documents/shares/${shareId}/signing`,
      input,
    ),
  signing: (shareId: number) => api.request<SigningState>('GET', `/api/documents/shares/${shareId}/signing`),
  sign: (shareId: number, language: DocumentLanguage) =>
    api.request<{ status: string; signed: boolean }>('POST', `/api/documents/shares/${shareId}/sign`, {
      confirm: true,
      language,
    }),
  sharePdf: (shareId: number, copy: 'original' | 'signed') =>
    api.request<PdfFile>('GET', `/api/documents/shares/${shareId}/pdf?copy=${copy}&encoding=base64`),
  verify: (shareId: number) =>
    api.request<{ valid: boolean; signatures: { name: string | null; valid: boolean }[] }>(
      'GET',
      `/api/documents/shares/${shareId}/verify`,
    ),
});

export interface GenerateInput {
  templateId: number;
  patientId: number;
  queryId: number | null;
  language: DocumentLanguage;
}

export interface PdfFile {
  name: string;
  base64: string;
}

export function useDocumentWrites() {
  const { api, queryClient } = useShell();
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(DOCUMENTS_KEY) });
  return { ...documentWrites(api), refresh };
}

/** Saves a PDF the server sent as base64 through the browser's download. */
export function downloadPdf(file: PdfFile) {
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The error's code, for the area's texts (`error_<code>`); unknown codes read as "unknown". */
export function errorCode(error: unknown): string {
  return error instanceof ApiRequestError ? error.code : 'unknown';
}
