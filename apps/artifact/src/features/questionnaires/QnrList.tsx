// The questionnaire lists (issue 13.7: "all questionnaires", "manage questionnaires", a workspace's):
// filters, sorting and paging done by the server; a table on a wide screen, a list on a phone;
// unseen answers marked, and their live count beside the title for staff (QnrUnseenCount).
import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { QNR_STATUSES, type QnrStatus } from '@portal/rules';
import { useAppTranslation, useGqlQuery, useHref, useNavigate, useNotify, useUserContext } from '@portal/sdk';
import { refusalText, useQnrApi } from './qnr-api';
import {
  QNR_LIST_QUERY,
  qnrCountCapOf,
  qnrCountLimit,
  qnrListOrder,
  qnrListTotal,
  qnrListWhere,
  type QnrListFilters,
  type QnrListRow,
  type SortColumn,
} from './qnr-list-query';
import { qnrTexts } from './qnr-texts';
import { UnseenCount } from './QnrUnseenCount';
import { preloadQnrView, usePreloadQnrView } from './view-pages-loader';

/** Handed in by the participant and not yet seen by staff (unseen_queries, migration 0175). */
const HANDED_IN: ReadonlySet<QnrStatus> = new Set<QnrStatus>(['ANSWERED', 'SIGNED', 'REJECTED']);

function RowLink({ row, children }: { row: QnrListRow; children: React.ReactNode }) {
  const href = useHref({ route: 'qnrViewDetail', params: { qnrId: row.id } });
  const navigate = useNavigate();
  const { prefetchDetail } = useQnrApi();
  return (
    <a
      href={href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        // The data and SurveyJS start loading now, beside the view's own page.
        prefetchDetail(row.id);
        preloadQnrView();
        navigate({ route: 'qnrViewDetail', params: { qnrId: row.id } });
      }}
    >
      {children}
    </a>
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
    search: '',
    status: '',
    templateId: null,
    participant: '',
    from: '',
    to: '',
    archived: false,
    patientId: selectedRecipient?.id ?? null,
    ...props.fixed,
  });
  const [sort, setSort] = useState<{ column: SortColumn; direction: 'asc' | 'desc' }>({ column: 'created_at', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const list = useGqlQuery<{ queries: QnrListRow[]; queries_aggregate: { aggregate: { count: number } } }>({
    key: ['artifact', 'questionnaires', 'list'],
    query: QNR_LIST_QUERY,
    variables: {
      where: qnrListWhere(filters),
      order: qnrListOrder(sort.column, sort.direction),
      limit: rowsPerPage,
      offset: page * rowsPerPage,
      countLimit: qnrCountLimit(page * rowsPerPage),
    },
  });
  const set = (patch: Partial<QnrListFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(0);
  };
  const sortBy = (column: SortColumn) =>
    setSort(sort.column === column ? { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' });
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
  const header = (column: SortColumn, label: string) => (
    <TableCell sortDirection={sort.column === column ? sort.direction : false}>
      <TableSortLabel active={sort.column === column} direction={sort.column === column ? sort.direction : 'asc'} onClick={() => sortBy(column)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Box component="section" aria-labelledby="qnr-list-title">
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1 }}>
        <Typography id="qnr-list-title" component="h1" variant="h5">
          {props.title}
        </Typography>
        {staff && <UnseenCount patientId={filters.patientId} />}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: "wrap", mb: 1 }}>
        <TextField size="small" label={t('search')} value={filters.search} onChange={(e) => set({ search: e.target.value })} />
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
          <TextField size="small" label={t('filterParticipant')} value={filters.participant} onChange={(e) => set({ participant: e.target.value })} />
        )}
        <TextField size="small" type="date" label={t('filterFrom')} value={filters.from} onChange={(e) => set({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label={t('filterTo')} value={filters.to} onChange={(e) => set({ to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <FormControlLabel control={<Switch checked={filters.archived} onChange={(e) => set({ archived: e.target.checked })} />} label={t('showArchived')} />
      </Stack>
      {list.isPending && <Typography role="status">{t('loading')}</Typography>}
      {list.error && <Typography role="alert">{t('failed')}</Typography>}
      {list.data && rows.length === 0 && <Typography>{t('noRows')}</Typography>}
      {rows.length > 0 &&
        (phone ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="qnr-list">
            {rows.map((row) => (
              <Box component="li" key={row.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <RowLink row={row}>{row.title}</RowLink>
                </Typography>
                <Stack sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }} direction="row">
                  <Chip size="small" label={t(`status_${row.status}`)} />
                  {staff && !row.seen_by_therapist && HANDED_IN.has(row.status) && <Chip size="small" color="primary" label={t('unseen')} />}
                  <Typography variant="body2">
                    {staff && row.recipient ? `${row.recipient.full_name} · ` : ''}
                    {date(row.created_at)}
                  </Typography>
                </Stack>
              </Box>
            ))}
          </Box>
        ) : (
          <Table size="small" data-testid="qnr-list">
            <TableHead>
              <TableRow>
                {header('title', t('colTitle'))}
                {staff && <TableCell>{t('colParticipant')}</TableCell>}
                {header('status', t('colStatus'))}
                {header('created_at', t('colCreated'))}
                {header('valid_to', t('colValidTo'))}
                {staff && <TableCell>{t('colSeen')}</TableCell>}
                {props.manage && <TableCell>{t('actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <RowLink row={row}>{row.title}</RowLink>
                  </TableCell>
                  {staff && <TableCell>{row.recipient?.full_name ?? '–'}</TableCell>}
                  <TableCell>{t(`status_${row.status}`)}</TableCell>
                  <TableCell>{date(row.created_at)}</TableCell>
                  <TableCell>{date(row.valid_to)}</TableCell>
                  {staff && (
                    <TableCell>
                      {row.seen_by_therapist || !HANDED_IN.has(row.status) ? t('yes') : <Chip size="small" color="primary" label={t('unseen')} />}
                    </TableCell>
                  )}
                  {props.manage && (
                    <TableCell>
                      <Stack sx={{ gap: 1 }} direction="row">
                        {!row.seen_by_therapist && (
                          <Button size="small" onClick={() => void act(row.id, 'seen')}>
                            {t('markSeen')}
                          </Button>
                        )}
                        {row.status !== 'ARCHIVED' && (
                          <Button size="small" onClick={() => void act(row.id, 'archive')}>
                            {t('archive')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
      {count > 0 && (
        <TablePagination
          component="div"
          count={total ?? -1}
          page={page}
          onPageChange={(_, p: number) => setPage(p)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onRowsPerPageChange={(e) => {
            setRowsPerPage(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('rowsPerPage')}
          labelDisplayedRows={({ from, to }) =>
            total === null ? t('pageOfMore', { from, to, count: qnrCountCapOf(page * rowsPerPage) }) : t('pageOf', { from, to, count: total })
          }
        />
      )}
    </Box>
  );
}
