// DIRECTORY_MY_RECIPIENTS: the participants the user follows (recipient_staff); in RECIPIENT the
// staff who follow the selected participant.
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { scopedWhere } from '../grid-widget/query-scope';

interface Data {
  recipient_staff: {
    recipient_id: number;
    user_id: number;
    status: string;
    updated_at: string;
    recipient: { full_name: string; actno: string | null } | null;
    user: { first_name: string; last_name: string } | null;
  }[];
}

export const directoryMyRecipients = defineGridWidget<Data>({
  kind: 'DIRECTORY_MY_RECIPIENTS',
  route: () => ROUTE_PATHS.myParticipants,
  query: (scope) => ({
    query: `query DirectoryMyRecipientsWidget($where: recipient_staff_bool_exp!, $rows: Int!) {
      recipient_staff(where: $where, limit: $rows, order_by: { updated_at: desc }) {
        recipient_id user_id status updated_at recipient { full_name actno } user { first_name last_name }
      }
    }`,
    variables: {
      rows: scope.rows,
      where: scopedWhere(scope, { user_id: { _eq: scope.userId } }, 'recipient_id'),
    },
  }),
  rows: (data, scope) =>
    data.recipient_staff.map((link) => ({
      id: `${link.recipient_id}-${link.user_id}`,
      // A participant row opens that participant's context (spec §2.4 participant selector).
      href: routeHref(ROUTE_PATHS.myParticipants, {
        user_context: 'RECIPIENT',
        selected_patient_id: link.recipient_id,
      }),
      cells: {
        name:
          scope.userContext === 'ME'
            ? (link.recipient?.full_name ?? '')
            : `${link.user?.first_name ?? ''} ${link.user?.last_name ?? ''}`.trim(),
        actno: link.recipient?.actno ?? '',
        status: link.status,
      },
    })),
  columns: () => [
    { field: 'name', header: 'col.name', flex: 2 },
    { field: 'actno', header: 'field.actno' },
    { field: 'status', header: 'col.status', format: 'status' },
  ],
});
