import { useEffect, useMemo } from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { enUS, nbNO } from '@mui/x-data-grid/locales';
import { useAppTranslation, useGqlQuery, useUserContext, type WidgetProps } from '@portal/sdk';
import { texts, type TextKey } from '../texts';
import { formatCell } from './format-cell';
import { isAccessProblem } from './load-problem';
import { startOfToday } from './query-scope';
import { ScopedStyles } from './scoped-styles';
import { WidgetFrame, useRouteLink } from './widget-frame';
import { widgetTitle } from './widget-title';
import type { GridWidgetDefinition, QueryScope, WidgetRow } from './widget-definition';

const ROW_HEIGHT = 40;

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

/** A widget module ("widget:<KIND>") that shows its definition's rows as an MUI data grid. */
export function createGridWidget<TData>(definition: GridWidgetDefinition<TData>) {
  function GridWidget({ name, amountOfRows }: WidgetProps) {
    const { t, language, locale } = useAppTranslation(texts);
    const openRoute = useRouteLink();
    const scope = useQueryScope(amountOfRows);
    const missingRecipient = scope.userContext === 'RECIPIENT' && scope.recipientId === null;
    const request = useMemo(() => definition.query(scope), [scope]);
    const result = useGqlQuery<TData>({
      key: ['data-grid', definition.kind],
      query: request.query,
      variables: request.variables,
      enabled: !missingRecipient,
    });
    const rows: WidgetRow[] = useMemo(
      () => (result.data ? definition.rows(result.data, scope).slice(0, scope.rows) : []),
      [result.data, scope],
    );
    useEffect(() => {
      if (result.error && !isAccessProblem(result.error))
        console.warn(`[data-grid] ${definition.kind}: ${result.error.message}`);
    }, [result.error]);

    const columns = useMemo<GridColDef[]>(() => {
      const translateKey = (key: string) => (key in texts.texts.en ? t(key as TextKey) : null);
      return definition.columns(scope).map((column, index) => ({
        field: column.field,
        headerName: t(column.header),
        flex: column.flex ?? 1,
        minWidth: 90,
        sortable: false,
        valueGetter: (_value: unknown, row: { cells: WidgetRow['cells'] }) =>
          formatCell(row.cells[column.field] ?? null, column.format ?? 'text', locale, translateKey),
        renderCell:
          index === 0
            ? (params: { value?: unknown; row: WidgetRow }) => (
                <a href={params.row.href} onClick={openRoute(params.row.href)}>
                  {String(params.value ?? '')}
                </a>
              )
            : undefined,
      }));
    }, [scope, t, locale, openRoute]);

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
    const localeText = (language === 'no' ? nbNO : enUS).components.MuiDataGrid.defaultProps.localeText;
    return (
      <ScopedStyles>
        <WidgetFrame
          kind={definition.kind}
          title={title}
          showAll={{ href: definition.route(scope), label: t('showAll') }}
          message={message}
        >
          <DataGrid
            rows={rows}
            columns={columns}
            localeText={localeText}
            autoHeight
            hideFooter
            density="compact"
            rowHeight={ROW_HEIGHT}
            disableColumnMenu
            disableVirtualization
            disableRowSelectionOnClick
            aria-label={title}
          />
        </WidgetFrame>
      </ScopedStyles>
    );
  }
  GridWidget.displayName = `DataGrid(${definition.kind})`;
  return GridWidget;
}
