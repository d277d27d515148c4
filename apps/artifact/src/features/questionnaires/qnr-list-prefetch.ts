// The all-questionnaires list's first page, asked for by the shell beside the page's chunks (SDK
// lazyWithPreload's prefetch) rather than after them: on the first visit the list's code is four
// chunks deep, and its data waited for the last of them (issue 26 figure, menu click to content).
import type { PageProps, Shell, ShellServices } from '@portal/sdk';
import {
  FIRST_ROWS_PER_PAGE,
  FIRST_SORT,
  QNR_LIST_KEY,
  QNR_LIST_QUERY,
  emptyQnrListFilters,
  qnrListVariables,
} from './qnr-list-query';

const trimmed = (path: string) => path.replace(/\/+$/, '');

export function prefetchQnrList({ basePath }: PageProps, services: ShellServices): void {
  // The shell hands its whole context (services and state); the user names the cached answer.
  const shell = services as ShellServices & Partial<Shell>;
  if (!shell.user) return;
  // A page below the list (a template's answers table) shows no list.
  if (typeof location !== 'undefined' && trimmed(location.pathname) !== trimmed(basePath)) return;
  const patientId = shell.userContext === 'RECIPIENT' ? (shell.selectedRecipient?.id ?? null) : null;
  const variables = qnrListVariables(emptyQnrListFilters(patientId), FIRST_SORT, 0, FIRST_ROWS_PER_PAGE);
  const { customerId, id } = shell.user;
  void shell.queryClient.prefetchQuery({
    queryKey: ['gql', customerId, id, ...QNR_LIST_KEY, variables],
    queryFn: ({ signal }) => shell.graphql.request(QNR_LIST_QUERY, variables, signal),
  });
}
