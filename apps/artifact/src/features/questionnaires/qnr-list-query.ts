// The questionnaire lists' GraphQL (issue 13.7): server-side paging, filters and sorting, so a
// tenant with 100,000 questionnaires gets one page (and its count) per request.
import { QNR_STATUSES, type QnrStatus } from '@portal/rules';

export interface QnrListFilters {
  search: string;
  status: QnrStatus | '';
  templateId: number | null;
  participant: string;
  from: string;
  to: string;
  archived: boolean;
  /** The RECIPIENT context's participant (selected_patient_id), or a workspace's. */
  patientId: number | null;
  /** Template ids of a workspace context, when the list is limited to one. */
  templateIds?: number[];
}

export const SORTABLE = ['created_at', 'title', 'status', 'valid_to'] as const;
export type SortColumn = (typeof SORTABLE)[number];

export interface QnrListRow {
  id: number;
  title: string;
  status: QnrStatus;
  created_at: string;
  valid_to: string | null;
  seen_by_therapist: boolean;
  archived: boolean;
  template_id: number | null;
  recipient: { id: number; full_name: string } | null;
}

// The count stops counting past what paging needs: 1,000 rows beyond the page's start are told
// apart, more is "more than N" (issue 13 figure: a tenant's 100,000 questionnaires, first page
// within 150 ms; counting them all is a scan of the table on every page).
export const QNR_COUNT_CAP = 1000;

export const QNR_LIST_QUERY = `query QnrList($where: queries_bool_exp!, $order: [queries_order_by!], $limit: Int!, $offset: Int!, $countLimit: Int!) {
  queries(where: $where, order_by: $order, limit: $limit, offset: $offset) {
    id title status created_at valid_to seen_by_therapist archived template_id
    recipient { id full_name }
  }
  queries_aggregate(where: $where, limit: $countLimit) { aggregate { count } }
}`;

/** The count's limit for a page starting at `offset`: one more than it tells apart. */
export const qnrCountLimit = (offset: number) => offset + QNR_COUNT_CAP + 1;

/** The list's total for the pager: the count, or null for "more than `capOf(offset)`". */
export function qnrListTotal(count: number, offset: number): number | null {
  return count >= qnrCountLimit(offset) ? null : count;
}
export const qnrCountCapOf = (offset: number) => offset + QNR_COUNT_CAP;

/** A text for _ilike, with its own % and _ taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function qnrListWhere(f: QnrListFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (!f.archived) and.push({ archived: { _eq: false } });
  if (f.search.trim()) and.push({ title: { _ilike: likeText(f.search.trim()) } });
  if (f.status && (QNR_STATUSES as readonly string[]).includes(f.status)) and.push({ status: { _eq: f.status } });
  if (f.templateId) and.push({ template_id: { _eq: f.templateId } });
  if (f.templateIds) and.push({ template_id: { _in: f.templateIds } });
  if (f.participant.trim()) and.push({ recipient: { full_name: { _ilike: likeText(f.participant.trim()) } } });
  if (f.from) and.push({ created_at: { _gte: new Date(`${f.from}T00:00:00`).toISOString() } });
  if (f.to) and.push({ created_at: { _lte: new Date(`${f.to}T23:59:59`).toISOString() } });
  if (f.patientId) and.push({ patient_id: { _eq: f.patientId } });
  return { _and: and };
}

export function qnrListOrder(column: SortColumn, direction: 'asc' | 'desc') {
  return [{ [column]: direction }, { id: direction }];
}

/** The list's data in the cache (useGqlQuery appends the variables). */
export const QNR_LIST_KEY = ['artifact', 'questionnaires', 'list'] as const;
/** How a list opens: newest first, 25 rows. */
export const FIRST_SORT = { column: 'created_at', direction: 'desc' } as const satisfies {
  column: SortColumn;
  direction: 'asc' | 'desc';
};
export const FIRST_ROWS_PER_PAGE = 25;

/** No filter set, in a participant's context only theirs. */
export function emptyQnrListFilters(patientId: number | null): QnrListFilters {
  return { search: '', status: '', templateId: null, participant: '', from: '', to: '', archived: false, patientId };
}

export function qnrListVariables(
  filters: QnrListFilters,
  sort: { column: SortColumn; direction: 'asc' | 'desc' },
  page: number,
  rowsPerPage: number,
) {
  return {
    where: qnrListWhere(filters),
    order: qnrListOrder(sort.column, sort.direction),
    limit: rowsPerPage,
    offset: page * rowsPerPage,
    countLimit: qnrCountLimit(page * rowsPerPage),
  };
}
