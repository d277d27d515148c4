// A template's answers as a table for staff (issue 26 item 8, /all-qnrs/answers/:templateId): one
// row per response, one column per question, the answers in words, paged by the server; CSV and
// Excel downloads of every response (made by the server, the Excel file on a worker). A list on a
// phone: each response's participant, status and date, opening its answers on one page.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { questionnaireAnswersContract as c, type AnswersTable as Table$ } from '@portal/rules';
import { useAppTranslation, usePageHeader, useShell } from '@portal/sdk';
import { answersTexts } from './answers-texts';
import { downloadPdf, qnrIdOf } from './qnr-api';
import { minuteStyle, qnrTexts } from './qnr-texts';
import { ShellLink } from './ShellLink';

type Row = Table$['rows'][number];

function Downloads({ templateId }: { templateId: number }) {
  const { t, language } = useAppTranslation(answersTexts);
  const { api } = useShell();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await api.call(c.export, {
        params: { id: templateId },
        query: { format, lang: language },
      });
      downloadPdf({ filename: `answers-${templateId}.${format}`, blob });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1, alignItems: 'center' }}>
      <Button variant="outlined" sx={{ minHeight: 44 }} disabled={busy} onClick={() => void download('csv')}>
        {t('downloadCsv')}
      </Button>
      <Button variant="outlined" sx={{ minHeight: 44 }} disabled={busy} onClick={() => void download('xlsx')}>
        {t('downloadXlsx')}
      </Button>
      {busy && <Typography role="status">{t('downloading')}</Typography>}
      {failed && <Alert severity="error">{t('downloadFailed')}</Alert>}
    </Stack>
  );
}

function ResponseLink({ row }: { row: Row }) {
  const { t } = useAppTranslation(answersTexts);
  const name = row.participant_name ?? t('anonymous');
  return (
    <ShellLink to={`/qnr-view/${row.query_id}`} label={t('openResponse', { name })}>
      {name}
    </ShellLink>
  );
}

function WideTable({ table }: { table: Table$ }) {
  const { t, locale } = useAppTranslation(answersTexts);
  const q = useAppTranslation(qnrTexts).t;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale, minuteStyle) : '–');
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('tableCaption')}>
      <Table size="small" data-testid="qnr-answers-table">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('tableCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('colParticipant')}</TableCell>
            <TableCell>{t('colStatus')}</TableCell>
            <TableCell>{t('colSubmitted')}</TableCell>
            {table.columns.map((column) => (
              <TableCell key={column.key} sx={{ minWidth: 140 }}>
                {column.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.query_id} hover>
              <TableCell>
                <ResponseLink row={row} />
              </TableCell>
              <TableCell>{q(`status_${row.status}`)}</TableCell>
              <TableCell>{when(row.submitted_at ?? row.saved_at)}</TableCell>
              {row.cells.map((cell, i) => (
                <TableCell key={i} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function PhoneList({ table }: { table: Table$ }) {
  const { locale } = useAppTranslation(answersTexts);
  const q = useAppTranslation(qnrTexts).t;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="qnr-answers-table">
      {table.rows.map((row) => (
        <Box component="li" key={row.query_id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <ResponseLink row={row} />
          </Typography>
          <Typography variant="body2">
            {q(`status_${row.status}`)}
            {row.submitted_at ? ` · ${new Date(row.submitted_at).toLocaleString(locale, minuteStyle)}` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function AnswersTable() {
  const { t, language } = useAppTranslation(answersTexts);
  const { api } = useShell();
  const templateId = qnrIdOf(useParams().templateId);
  const phone = useMediaQuery('(max-width: 768px)');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const table = useQuery({
    queryKey: ['artifact', 'questionnaires', 'answers-table', templateId, page, pageSize, language],
    queryFn: () =>
      api.call(c.table, {
        params: { id: templateId ?? 0 },
        query: { page: page + 1, page_size: pageSize, lang: language },
      }),
    enabled: templateId !== null,
    retry: false,
  });
  const title = table.data ? t('tableTitle', { title: table.data.template.title }) : undefined;
  usePageHeader({ title, backTo: '/all-qnrs' });
  if (templateId === null || table.error) return <Typography role="alert">{t('tableFailed')}</Typography>;
  if (!table.data) return <Typography role="status">{t('tableLoading')}</Typography>;
  return (
    // The title is the page header's (usePageHeader), the page's one h1.
    <Box component="section" aria-label={title} data-testid="qnr-answers-page">
      <Downloads templateId={templateId} />
      {table.data.total === 0 ? (
        <Typography>{t('tableEmpty')}</Typography>
      ) : phone ? (
        <PhoneList table={table.data} />
      ) : (
        <WideTable table={table.data} />
      )}
      {table.data.total > 0 && (
        <TablePagination
          component="div"
          count={table.data.total}
          page={page}
          onPageChange={(_, p: number) => setPage(p)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('pageOf', { from, to, count })}
        />
      )}
    </Box>
  );
}
