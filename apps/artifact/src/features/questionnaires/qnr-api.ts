// The questionnaire routes of the server (server/src/areas/questionnaires/questionnaires-plugin.ts) with
// their answers' types; lists and lookups are read through GraphQL beside the screens.
import { useShell, type ApiClient } from '@portal/sdk';
import type { AnswerRow, LocalizedText, QnrStatus, QnrTemplateModel } from '@portal/rules';

export interface QnrDetail {
  questionnaire: {
    id: number;
    title: string;
    status: QnrStatus;
    patient_id: number | null;
    patient_name: string | null;
    valid_from: string | null;
    valid_to: string | null;
    archived: boolean;
    hide_for_patient: boolean;
    share_with_recipient: boolean;
    seen_by_therapist: boolean;
    security_level: number | null;
    saved_at: string | null;
    submitted_at: string | null;
    rejectable: boolean;
  };
  model: QnrTemplateModel;
  answers: AnswerRow[];
  consents: { id: number; title: string; description: string | null; accepted: boolean }[];
  can_answer: boolean;
  can_reject: boolean;
}

export interface HistoryEntry {
  id: number;
  at: string;
  by: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
  answers: { question: string; row_id: string | null; from: unknown; to: unknown }[];
}

export interface SaveAnswer {
  status: QnrStatus;
  saved_at: string;
}

export type ManageAction =
  | { action: 'archive' | 'delete' | 'hide' | 'unhide' | 'share' | 'unshare' | 'seen' | 'unseen' | 'send' }
  | { action: 'resend'; valid_to: string };

/** A refusal's problems, as the server lists them for qnr_answers_invalid. */
export interface AnswerProblemOut {
  code: string;
  question_id: number;
  messages: LocalizedText;
}

export const qnrApi = (api: ApiClient) => ({
  detail: (id: number) => api.request<QnrDetail>('GET', `/api/questionnaires/${id}`),
  save: (id: number, answers: AnswerRow[]) => api.request<SaveAnswer>('PUT', `/api/questionnaires/${id}/answers`, { answers }),
  submit: (id: number, answers: AnswerRow[]) => api.request<SaveAnswer>('POST', `/api/questionnaires/${id}/submit`, { answers }),
  reject: (id: number, reason: string | null) => api.request<{ status: QnrStatus }>('POST', `/api/questionnaires/${id}/reject`, { reason }),
  acceptConsents: (id: number, ids: number[]) =>
    api.request('POST', `/api/questionnaires/${id}/consents`, { consent_template_ids: ids }),
  manage: (id: number, action: ManageAction) => api.request('POST', `/api/questionnaires/${id}/manage`, action),
  history: (id: number) =>
    api.request<{ history: HistoryEntry[]; errors: { ai_id: number; error: string; created_at: string }[] }>(
      'GET',
      `/api/questionnaires/${id}/history`,
    ),
  pdf: (id: number, lang: string) =>
    api.request<{ filename: string; base64: string }>('GET', `/api/questionnaires/${id}/pdf?lang=${lang}&as=json`),
  dispatch: (body: { query_ids: number[]; security_level?: number | null; share_with_recipient?: boolean; sms_template_id?: number | null }) =>
    api.request<{ sent: number[]; errors: { error: string; participant_id: number | null; query_id: number }[] }>(
      'POST',
      '/api/questionnaires/dispatch',
      body,
    ),
  start: (templateId: number, patientId?: number) =>
    api.request<{ id: number; created: boolean }>('POST', '/api/questionnaires/start', {
      template_id: templateId,
      ...(patientId ? { patient_id: patientId } : {}),
    }),
});

export const qnrDetailKey = (id: number) => ['artifact', 'questionnaires', 'detail', id] as const;

/** The one set of options of a questionnaire's detail query (the view, the print page, the list's prefetch). */
export const qnrDetailQuery = (api: ApiClient, id: number) => ({
  queryKey: qnrDetailKey(id),
  queryFn: () => qnrApi(api).detail(id),
  retry: false,
  // Not refetched on focus: the answering screen keeps its own state while it is open. Fresh for a
  // moment: the list's click fetched it while the view was loading, the view must not fetch again.
  refetchOnWindowFocus: false,
  staleTime: 3_000,
});

/** A questionnaire's id from an address (`/qnr-view/12`, `?qnrId=12`), or null. */
export const qnrIdOf = (value: string | undefined) =>
  value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;

export function useQnrApi() {
  const { api, queryClient } = useShell();
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('questionnaires') });
  /** A click on a questionnaire: its data loads while the view's page loads. */
  const prefetchDetail = (id: number) => void queryClient.prefetchQuery(qnrDetailQuery(api, id));
  return { ...qnrApi(api), refresh, prefetchDetail };
}

/** A server refusal's text in the user's language (the server sends both), else the general one. */
export function refusalText(error: unknown, language: 'en' | 'no', fallback: string): string {
  const extra = (error as { extra?: { messages?: Partial<LocalizedText> } } | null)?.extra;
  return extra?.messages?.[language] ?? fallback;
}

/** Saves a PDF the server made (base64) as a download. */
export function downloadPdf(pdf: { filename: string; base64: string }) {
  const bytes = Uint8Array.from(atob(pdf.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = pdf.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
