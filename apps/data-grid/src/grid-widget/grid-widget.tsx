import { useEffect, useMemo } from 'react';
import {
  useAppTranslation,
  useGqlQuery,
  useGqlSubscription,
  useUserContext,
  type WidgetProps,
} from '@portal/sdk';
import { texts, type TextKey } from '../texts';
import { formatCell } from './format-cell';
import { isAccessProblem } from './load-problem';
import { startOfToday } from './query-scope';
import { WidgetFrame } from './widget-frame';
import { WidgetRows, type ShownColumn } from './widget-rows';
import { widgetTitle } from './widget-title';
import type { GridWidgetDefinition, QueryScope, WidgetRow } from './widget-definition';

function useQueryScope(amountOfRows: number): QueryScope {
  const { user, userContext, selectedRecipient } = useUserContext();
  const today = startOfToday();
  return useMemo(
    () => ({
      userId: user.id,
      role: user.role,
      userContext,
      recipientId: selectedRecipient?.id ?? null,
      rows: amountOfRows,
      today,
    }),
    [user.id, user.role, userContext, selectedRecipient?.id, amountOfRows, today],
  );
}

/**
 * A widget module ("widget:<KIND>") that shows its definition's rows: a table of the shared MUI kit
 * (in the shell's theme), and on a phone a list (widget-rows.tsx).
 */
export function createGridWidget<TData>(definition: GridWidgetDefinition<TData>) {
  function GridWidget({ name, amountOfRows }: WidgetProps) {
    const { t, locale } = useAppTranslation(texts);
    const scope = useQueryScope(amountOfRows);
    const missingRecipient = scope.userContext === 'RECIPIENT' && scope.recipientId === null;
    const request = useMemo(() => definition.query(scope), [scope]);
    const result = useGqlQuery<TData>({
      key: ['data-grid', definition.kind],
      query: request.query,
      variables: request.variables,
      enabled: !missingRecipient,
    });
    const badge = useMemo(() => (missingRecipient ? null : (definition.badge?.(scope) ?? null)), [scope, missingRecipient]);
    const live = useGqlSubscription<unknown>({
      query: badge?.subscription ?? '',
      variables: badge?.variables ?? {},
      enabled: badge !== null,
    });
    const badgeCount = badge && live.data !== undefined ? badge.count(live.data) : 0;
    const rows: WidgetRow[] = useMemo(
      () => (result.data ? definition.rows(result.data, scope).slice(0, scope.rows) : []),
      [result.data, scope],
    );
    useEffect(() => {
      if (result.error && !isAccessProblem(result.error))
        console.warn(`[data-grid] ${definition.kind}: ${result.error.message}`);
    }, [result.error]);

    const columns = useMemo<ShownColumn[]>(() => {
      const translateKey = (key: string) => (key in texts.texts.en ? t(key as TextKey) : null);
      return definition.columns(scope).map((column) => ({
        field: column.field,
        header: t(column.header),
        flex: column.flex ?? 1,
        text: (row: WidgetRow) =>
          formatCell(row.cells[column.field] ?? null, column.format ?? 'text', locale, translateKey),
      }));
    }, [scope, t, locale]);

    const title = widgetTitle(name, t(`title.${definition.kind}` as TextKey));
    const message = missingRecipient
      ? t('chooseRecipient')
      : result.isPending
        ? t('loading')
        : result.error
          ? t(isAccessProblem(result.error) ? 'noAccess' : 'failed')
          : rows.length === 0
            ? t('empty')
            : null;
    return (
      <WidgetFrame
        kind={definition.kind}
        title={title}
        showAll={{ href: definition.route(scope), label: t('showAll') }}
        badge={badgeCount > 0 ? { count: badgeCount, text: t('unseen', { count: badgeCount }) } : null}
        message={message}
      >
        <WidgetRows title={title} columns={columns} rows={rows} />
      </WidgetFrame>
    );
  }
  GridWidget.displayName = `DataGrid(${definition.kind})`;
  return GridWidget;
}
