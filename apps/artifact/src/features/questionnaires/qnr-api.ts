// The questionnaire routes of the server, called by their contract (packages/rules, questionnaires/contract.ts),
// whose types are the answers' types; lists and lookups are read through GraphQL beside the screens.
import { useShell, type ApiClient } from '@portal/sdk';
import {
  questionnairesContract as c,
  type AnswerRow,
  type LocalizedText,
  type RouteBodyIn,
  type RouteResponse,
} from '@portal/rules';

export type QnrDetail = RouteResponse<typeof c.detail>;
export type HistoryEntry = RouteResponse<typeof c.history>['history'][number];
export type SaveAnswer = RouteResponse<typeof c.save>;
export type ManageAction = RouteBodyIn<typeof c.manage>;

/** A refusal's problems, as the server lists them for qnr_answers_invalid. */
export interface AnswerProblemOut {
  code: string;
  question_id: number;
  messages: LocalizedText;
}

export const qnrApi = (api: ApiClient) => ({
  detail: (id: number) => api.call(c.detail, { params: { id } }),
  save: (id: number, answers: AnswerRow[]) => api.call(c.save, { params: { id }, body: { answers } }),
  submit: (id: number, answers: AnswerRow[]) => api.call(c.submit, { params: { id }, body: { answers } }),
  reject: (id: number, reason: string | null) => api.call(c.reject, { params: { id }, body: { reason } }),
  acceptConsents: (id: number, ids: number[]) =>
    api.call(c.consents, { params: { id }, body: { consent_template_ids: ids } }),
  manage: (id: number, action: ManageAction) => api.call(c.manage, { params: { id }, body: action }),
  history: (id: number, lang: 'en' | 'no') => api.call(c.history, { params: { id }, query: { lang } }),
  /** The PDF as a file, with the name the server gives it. */
  pdf: async (id: number, lang: string) => ({
    filename: `questionnaire-${id}.pdf`,
    blob: await api.call(c.pdf, { params: { id }, query: { lang } }),
  }),
  /** Sends once per key (issue 26 item 6): a double click or a retry answers the first send. */
  dispatch: (body: RouteBodyIn<typeof c.dispatch>, idempotencyKey?: string) =>
    api.call(c.dispatch, { body }, idempotencyKey ? { idempotencyKey } : undefined),
  start: (templateId: number, patientId?: number) =>
    api.call(c.start, { body: { template_id: templateId, ...(patientId ? { patient_id: patientId } : {}) } }),
  templateModel: (id: number) => api.call(c.templateModel, { params: { id } }),
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
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('questionnaires') });
  /** A click on a questionnaire: its data loads while the view's page loads. */
  const prefetchDetail = (id: number) => void queryClient.prefetchQuery(qnrDetailQuery(api, id));
  return { ...qnrApi(api), refresh, prefetchDetail };
}

/** A server refusal's text in the user's language (the server sends both), else the general one. */
export function refusalText(error: unknown, language: 'en' | 'no', fallback: string): string {
  const extra = (error as { extra?: { messages?: Partial<LocalizedText> } } | null)?.extra;
  return extra?.messages?.[language] ?? fallback;
}

/** Saves a PDF the server made as a download. */
export function downloadPdf(pdf: { filename: string; blob: Blob }) {
  const url = URL.createObjectURL(pdf.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdf.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
