// The questionnaire lists (issue 13.7: "all questionnaires", "manage questionnaires", a workspace's):
// filters, sorting and paging done by the server; a table on a wide screen, a list on a phone;
// unseen answers marked, and their live count beside the title for staff (QnrUnseenCount).
import { useState } from 'react';
import {
  Box,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { QNR_STATUSES, type QnrStatus } from '@portal/rules';
import { DateRangeFields, useAppTranslation, useGqlQuery, useNotify, useUserContext } from '@portal/sdk';
import { refusalText, useQnrApi } from './qnr-api';
import {
  FIRST_ROWS_PER_PAGE,
  FIRST_SORT,
  QNR_LIST_KEY,
  QNR_LIST_QUERY,
  emptyQnrListFilters,
  qnrListTotal,
  qnrListVariables,
  type QnrListFilters,
  type QnrListRow,
  type SortColumn,
} from './qnr-list-query';
import { qnrTexts } from './qnr-texts';
import { UnseenCount } from './QnrUnseenCount';
import { usePreloadQnrView } from './view-pages-loader';
import { Pager, PhoneRows, WideRows, type Sort, type Translate } from './QnrListRows';

/** The list's filters (search, status, participant, dates, archived). */
function QnrFilters({
  filters,
  set,
  staff,
}: {
  filters: QnrListFilters;
  set: (patch: Partial<QnrListFilters>) => void;
  staff: boolean;
}) {
  const { t } = useAppTranslation(qnrTexts);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <TextField
        size="small"
        label={t('search')}
        value={filters.search}
        onChange={(e) => set({ search: e.target.value })}
      />
      <TextField
        select
        size="small"
        label={t('filterStatus')}
        value={filters.status}
        onChange={(e) => set({ status: e.target.value as QnrStatus | '' })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('anyOption')}</MenuItem>
        {QNR_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status_${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {staff && !filters.patientId && (
        <TextField
          size="small"
          label={t('filterParticipant')}
          value={filters.participant}
          onChange={(e) => set({ participant: e.target.value })}
        />
      )}
      <DateRangeFields
        fromLabel={t('filterFrom')}
        toLabel={t('filterTo')}
        value={{ from: filters.from, to: filters.to }}
        onChange={set}
      />
      <FormControlLabel
        control={<Switch checked={filters.archived} onChange={(e) => set({ archived: e.target.checked })} />}
        label={t('showArchived')}
      />
    </Stack>
  );
}

export function QnrList(props: { title: string; manage?: boolean; fixed?: Partial<QnrListFilters> }) {
  const { t, language, locale } = useAppTranslation(qnrTexts);
  const { user, selectedRecipient } = useUserContext();
  const staff = user.role !== 'participant';
  const phone = useMediaQuery('(max-width: 768px)');
  const api = useQnrApi();
  const notify = useNotify();
  const [filters, setFilters] = useState<QnrListFilters>({
    ...emptyQnrListFilters(selectedRecipient?.id ?? null),
    ...props.fixed,
  });
  const [sort, setSort] = useState<Sort>(FIRST_SORT);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(FIRST_ROWS_PER_PAGE);
  // The first page's answer may be in already: the shell asked for it beside the chunks (qnr-list-prefetch).
  const list = useGqlQuery<{ queries: QnrListRow[]; queries_aggregate: { aggregate: { count: number } } }>({
    key: QNR_LIST_KEY,
    query: QNR_LIST_QUERY,
    variables: qnrListVariables(filters, sort, page, rowsPerPage),
  });
  const set = (patch: Partial<QnrListFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(0);
  };
  const sortBy = (column: SortColumn) =>
    setSort(
      sort.column === column
        ? { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
  const date = (value: string | null) => (value ? new Date(value).toLocaleDateString(locale) : '–');
  const act = async (id: number, action: 'seen' | 'archive') => {
    try {
      await api.manage(id, { action });
      void api.refresh();
    } catch (error) {
      notify({ severity: 'error', message: refusalText(error, language, t('error_general')) });
    }
  };
  const rows = list.data?.queries ?? [];
  usePreloadQnrView(rows.length > 0);
  const count = Number(list.data?.queries_aggregate.aggregate.count ?? 0);
  // null: more than the count tells apart (MUI's -1, "more than").
  const total = qnrListTotal(count, page * rowsPerPage);
  return (
    <Box component="section" aria-labelledby="qnr-list-title">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="qnr-list-title" component="h1" variant="h5">
          {props.title}
        </Typography>
        {staff && <UnseenCount patientId={filters.patientId} />}
      </Stack>
      <QnrFilters filters={filters} set={set} staff={staff} />
      {list.isPending && <Typography role="status">{t('loading')}</Typography>}
      {list.error && <Typography role="alert">{t('failed')}</Typography>}
      {list.data && rows.length === 0 && <Typography>{t('noRows')}</Typography>}
      {rows.length > 0 &&
        (phone ? (
          <PhoneRows rows={rows} staff={staff} date={date} />
        ) : (
          <WideRows
            rows={rows}
            staff={staff}
            manage={props.manage}
            date={date}
            sort={sort}
            sortBy={sortBy}
            act={act}
          />
        ))}
      <Pager
        count={count}
        total={total}
        page={page}
        setPage={setPage}
        rowsPerPage={rowsPerPage}
        setRowsPerPage={setRowsPerPage}
        t={t as Translate}
      />
    </Box>
  );
}
