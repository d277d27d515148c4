// The questionnaire lists' rows (issue 13.7): a list on a phone, a sortable table on a wide screen,
// and the pager that says "more than N" where the count stops.
import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import type { QnrStatus } from '@portal/rules';
import { useAppTranslation, useHref, useNavigate } from '@portal/sdk';
import { useQnrApi } from './qnr-api';
import { qnrCountCapOf, type QnrListRow, type SortColumn } from './qnr-list-query';
import { qnrTexts } from './qnr-texts';
import { preloadQnrView } from './view-pages-loader';

/** Handed in by the participant and not yet seen by staff (unseen_queries, migration 0175). */
const HANDED_IN: ReadonlySet<QnrStatus> = new Set<QnrStatus>(['ANSWERED', 'SIGNED', 'REJECTED']);

function RowLink({ row, children }: { row: QnrListRow; children: React.ReactNode }) {
  const href = useHref({ route: 'qnrViewDetail', params: { qnrId: row.id } });
  const navigate = useNavigate();
  const { prefetchDetail } = useQnrApi();
  return (
    <a
      href={href}
      onPointerEnter={preloadQnrView}
      onFocus={preloadQnrView}
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

export type Translate = ReturnType<typeof useAppTranslation<string>>['t'];
export type Sort = { column: SortColumn; direction: 'asc' | 'desc' };

/** On a phone: each questionnaire's title, status, unseen mark, participant and date. */
export function PhoneRows({
  rows,
  staff,
  date,
}: {
  rows: QnrListRow[];
  staff: boolean;
  date: (v: string | null) => string;
}) {
  const { t } = useAppTranslation(qnrTexts);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="qnr-list">
      {rows.map((row) => (
        <Box component="li" key={row.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <RowLink row={row}>{row.title}</RowLink>
          </Typography>
          <Stack sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} direction="row">
            <Chip size="small" label={t(`status_${row.status}`)} />
            {staff && !row.seen_by_therapist && HANDED_IN.has(row.status) && (
              <Chip size="small" color="primary" label={t('unseen')} />
            )}
            <Typography variant="body2">
              {staff && row.recipient ? `${row.recipient.full_name} · ` : ''}
              {date(row.created_at)}
            </Typography>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/** On a wide screen: a table with sortable columns and, when managing, a row's actions. */
export function WideRows(props: {
  rows: QnrListRow[];
  staff: boolean;
  manage?: boolean;
  date: (v: string | null) => string;
  sort: Sort;
  sortBy: (column: SortColumn) => void;
  act: (id: number, action: 'seen' | 'archive') => Promise<void>;
}) {
  const { t } = useAppTranslation(qnrTexts);
  const { rows, staff, manage, date, sort, sortBy, act } = props;
  const header = (column: SortColumn, label: string) => (
    <TableCell sortDirection={sort.column === column ? sort.direction : false}>
      <TableSortLabel
        active={sort.column === column}
        direction={sort.column === column ? sort.direction : 'asc'}
        onClick={() => sortBy(column)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Table size="small" data-testid="qnr-list">
      <TableHead>
        <TableRow>
          {header('title', t('colTitle'))}
          {staff && <TableCell>{t('colParticipant')}</TableCell>}
          {header('status', t('colStatus'))}
          {header('created_at', t('colCreated'))}
          {header('valid_to', t('colValidTo'))}
          {staff && <TableCell>{t('colSeen')}</TableCell>}
          {manage && <TableCell>{t('actions')}</TableCell>}
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
                {row.seen_by_therapist || !HANDED_IN.has(row.status) ? (
                  t('yes')
                ) : (
                  <Chip size="small" color="primary" label={t('unseen')} />
                )}
              </TableCell>
            )}
            {manage && (
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
  );
}

/** The pager: "more than N" where the count stops (QNR_COUNT_CAP). */
export function Pager(props: {
  count: number;
  total: number | null;
  page: number;
  setPage: (p: number) => void;
  rowsPerPage: number;
  setRowsPerPage: (n: number) => void;
  t: Translate;
}) {
  const { count, total, page, setPage, rowsPerPage, setRowsPerPage, t } = props;
  if (count === 0) return null;
  return (
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
        total === null
          ? t('pageOfMore', { from, to, count: qnrCountCapOf(page * rowsPerPage) })
          : t('pageOf', { from, to, count: total })
      }
    />
  );
}
