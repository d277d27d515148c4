// The documents area's reads (GraphQL, Hasura syntax) and writes (the area's routes under
// /api/documents, which sanitise, check and store), called by their contract (packages/rules),
// whose types the answers have.
import {
  DOCUMENT_FORMS,
  documentsContract as routes,
  type DocumentForm,
  type DocumentLanguage,
  type Draft,
  type DraftVersion,
  type PdfFile,
  type RouteBodyIn,
  type SigningState,
} from '@portal/rules';
import { ApiRequestError, useGqlQuery, useShell, type ApiClient } from '@portal/sdk';

export type { DocumentLanguage, Draft, DraftVersion, PdfFile, SigningState };

export interface DraftRow {
  id: number;
  title: string;
  updated_at: string;
  patient_id: number | null;
  recipient: { full_name: string } | null;
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

/** The documents area's writes and files, each a route of the contract (packages/rules). */
export const documentWrites = (api: ApiClient) => ({
  createDraft: (input: RouteBodyIn<typeof routes.createDraft>) =>
    api.call(routes.createDraft, { body: input }),
  readDraft: (id: number) => api.call(routes.readDraft, { params: { id } }),
  saveDraft: (id: number, input: RouteBodyIn<typeof routes.saveDraft>) =>
    api.call(routes.saveDraft, { params: { id }, body: input }),
  deleteDraft: (id: number) => api.call(routes.deleteDraft, { params: { id } }),
  versions: (id: number) => api.call(routes.draftVersions, { params: { id } }),
  restore: (id: number, versionId: number) => api.call(routes.restoreVersion, { params: { id, versionId } }),
  draftPdf: (id: number) => api.call(routes.draftPdf, { params: { id }, query: { encoding: 'base64' } }),
  finish: (id: number, share: boolean) => api.call(routes.finishDraft, { params: { id }, body: { share } }),
  preview: (input: GenerateInput) => api.call(routes.previewGenerated, { body: input }),
  generate: (input: GenerateInput & { share: boolean }) => api.call(routes.generate, { body: input }),
  /** With the form's key (useKeyPerContent): a double click or a retry sends one request and one SMS. */
  sendForSigning: (
    shareId: number,
    input: RouteBodyIn<typeof routes.sendForSigning>,
    idempotencyKey?: string,
  ) => api.call(routes.sendForSigning, { params: { id: shareId }, body: input }, { idempotencyKey }),
  signing: (shareId: number) => api.call(routes.signingState, { params: { id: shareId } }),
  sign: (shareId: number, language: DocumentLanguage) =>
    api.call(routes.sign, { params: { id: shareId }, body: { confirm: true, language } }),
  sharePdf: (shareId: number, copy: 'original' | 'signed') =>
    api.call(routes.sharePdf, { params: { id: shareId }, query: { copy, encoding: 'base64' } }),
  verify: (shareId: number) => api.call(routes.verify, { params: { id: shareId } }),
});

export type GenerateInput = Required<Omit<RouteBodyIn<typeof routes.previewGenerated>, 'share'>>;

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

const FORM_OF_CODE = new Map<string, DocumentForm>(
  Object.entries(DOCUMENT_FORMS).map(([form, code]) => [code, form as DocumentForm]),
);

/**
 * The error's code, for the area's texts (`error_<code>`); unknown codes read as "unknown". Input
 * the contract refused (`invalid_input`) reads as its form's code (`draft_invalid`, ...), named on
 * the issue by the contract's schema.
 */
export function errorCode(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'unknown';
  const form = error.issues.map((issue) => FORM_OF_CODE.get(issue.code ?? '')).find(Boolean);
  return form ? `${form}_invalid` : error.code;
}
