// AO_DIRECTORY_SELECTED_USER: the selected participant's details as field/value rows (RECIPIENT);
// in ME the user's own details.
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget, type CellValue, type WidgetRow } from '../grid-widget/widget-definition';
import { contextQuery } from '../grid-widget/query-scope';
import type { TextKey } from '../texts';

interface Data {
  recipients?: {
    id: number;
    full_name: string;
    mobile_phone: string | null;
    actno: string | null;
    niva: string | null;
    tiltak: string | null;
    activity: { name: string } | null;
  }[];
  users?: {
    id: number;
    first_name: string;
    last_name: string;
    username: string;
    email: string | null;
    mobile_phone: string | null;
    role: string;
  }[];
}

const RECIPIENT_QUERY = `query AoDirectorySelectedUserWidget($id: bigint!) {
  recipients(where: { id: { _eq: $id } }, limit: 1) { id full_name mobile_phone actno niva tiltak activity { name } }
}`;
const ME_QUERY = `query AoDirectorySelectedUserMeWidget($id: bigint!) {
  users(where: { id: { _eq: $id } }, limit: 1) { id first_name last_name username email mobile_phone role }
}`;

function fieldRows(href: string, fields: [TextKey, CellValue][]): WidgetRow[] {
  return fields
    .filter(([, value]) => value !== null && value !== '')
    .map(([field, value]) => ({ id: field, href, cells: { field, value } }));
}

export const aoDirectorySelectedUser = defineGridWidget<Data>({
  kind: 'AO_DIRECTORY_SELECTED_USER',
  route: (scope) => routeHref(ROUTE_PATHS.summary, contextQuery(scope)),
  query: (scope) =>
    scope.userContext === 'RECIPIENT'
      ? { query: RECIPIENT_QUERY, variables: { id: scope.recipientId ?? -1 } }
      : { query: ME_QUERY, variables: { id: scope.userId } },
  rows: (data, scope) => {
    const href = routeHref(ROUTE_PATHS.summary, contextQuery(scope));
    const recipient = data.recipients?.[0];
    if (recipient) {
      return fieldRows(href, [
        ['field.name', recipient.full_name],
        ['field.mobile', recipient.mobile_phone],
        ['field.activity', recipient.activity?.name ?? null],
        ['field.actno', recipient.actno],
        ['field.level', recipient.niva],
        ['field.measure', recipient.tiltak],
      ]);
    }
    const user = data.users?.[0];
    if (!user) return [];
    return fieldRows(href, [
      ['field.name', `${user.first_name} ${user.last_name}`.trim()],
      ['field.username', user.username],
      ['field.email', user.email],
      ['field.mobile', user.mobile_phone],
    ]);
  },
  columns: () => [
    { field: 'field', header: 'col.field', format: 'label' },
    { field: 'value', header: 'col.value', flex: 2 },
  ],
});
