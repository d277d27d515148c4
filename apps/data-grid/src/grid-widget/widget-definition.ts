// What one overview widget of the data-grid app is: a GraphQL read of the demo data model
// (docs/apps.md), the rows it makes, the columns it shows and where each row leads.
import type { GraphQLVariables, UserContextKind, UserRole, WidgetKind } from '@portal/sdk';
import type { TextKey } from '../texts';

/** Who is looking and at whom: the variables every widget query is built from. */
export interface QueryScope {
  userId: number;
  /** A participant's own rows are what the API lets them read; staff filter to their own. */
  role: UserRole;
  userContext: UserContextKind;
  /** recipients.id of the selected participant in the RECIPIENT context, else null. */
  recipientId: number | null;
  /** amount_of_rows (§3, default 5 §9): the query's limit. */
  rows: number;
  /** Start of today, ISO, for "upcoming" lists. */
  today: string;
}

export type CellValue = string | number | boolean | null;

/**
 * How a cell is shown: text as it is, dates in the shell's locale, minutes as h:mm, a translated
 * status ("status.<value>") or label (the value is a text key).
 */
export type ColumnFormat = 'text' | 'date' | 'datetime' | 'minutes' | 'status' | 'label' | 'count';

export interface WidgetColumn {
  field: string;
  header: TextKey;
  format?: ColumnFormat;
  /** Relative width (flex). */
  flex?: number;
}

export interface WidgetRow {
  id: string | number;
  /** The shell route that owns the row (ROUTE_PATHS + query). */
  href: string;
  cells: Record<string, CellValue>;
}

export interface GridWidgetDefinition<TData = unknown> {
  kind: WidgetKind;
  /** RECIPIENT-only widgets say "choose a participant" without one. */
  needsRecipient?: boolean;
  /** The route of the "show all" link. */
  route: (scope: QueryScope) => string;
  query: (scope: QueryScope) => { query: string; variables: GraphQLVariables };
  rows: (data: TData, scope: QueryScope) => WidgetRow[];
  columns: (scope: QueryScope) => WidgetColumn[];
  /**
   * A live count beside the title (a GraphQL subscription), e.g. the questionnaires handed in and
   * not yet seen by staff; null for a scope without one.
   */
  badge?: (scope: QueryScope) => WidgetBadge | null;
}

export interface WidgetBadge {
  subscription: string;
  variables: GraphQLVariables;
  count: (data: unknown) => number;
}

/** Identity with a data type: keeps each widget file typed against its own query's answer. */
export function defineGridWidget<TData>(
  definition: GridWidgetDefinition<TData>,
): GridWidgetDefinition<TData> {
  return definition;
}
