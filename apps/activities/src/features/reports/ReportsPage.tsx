// Issue 32 item 3, route "reports": questionnaires sent, answered and expired over a period (the
// last 30 days at first), per template and staff member, and participants per status; filters by
// period, template and staff member; the chart with the tables behind it, and the CSV.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  ApiRequestError,
  DateRangeFields,
  definePage,
  useAppTranslation,
  useShell,
  useShellEvents,
} from '@portal/sdk';
import type { ActivityReport, ActivityReportQuery } from '@portal/rules';
import { saveFile } from '../login-reports';
import { ReportChart } from './ReportChart';
import { ReportTables } from './ReportTables';
import { useActivityReport, useActivityReportCsv } from './reports-api';
import { reportsTexts } from './reports-texts';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

function problemText(error: unknown, language: string, fallback: string) {
  if (!(error instanceof ApiRequestError)) return fallback;
  const messages = (error.issues[0]?.messages ?? error.extra.messages) as
    { en?: string; no?: string } | undefined;
  return messages?.[language === 'no' ? 'no' : 'en'] ?? fallback;
}

interface FilterProps {
  query: ActivityReportQuery;
  report: ActivityReport | undefined;
  onShow: (query: ActivityReportQuery) => void;
}

function Filters({ query, report, onShow }: FilterProps) {
  const { t } = useAppTranslation(reportsTexts);
  const [draft, setDraft] = useState(query);
  // The choices are what the period holds (kept while a filter narrows it).
  const [templates] = useState(() => report?.byTemplate ?? []);
  const [staff] = useState(() => report?.byStaff ?? []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow(draft);
  };
  const id = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      onSubmit={submit}
      sx={{ mb: 2 }}
    >
      <DateRangeFields
        size="medium"
        fromLabel={t('from')}
        toLabel={t('to')}
        value={{ from: draft.from, to: draft.to }}
        onChange={(range) => setDraft({ ...draft, ...range })}
      />
      <TextField
        select
        label={t('template')}
        value={draft.templateId ?? ''}
        onChange={(e) => setDraft({ ...draft, templateId: id(e.target.value) })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        {templates
          .filter((row) => row.templateId !== null)
          .map((row) => (
            <MenuItem key={row.templateId} value={row.templateId!}>
              {row.title}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        select
        label={t('staff')}
        value={draft.staffId ?? ''}
        onChange={(e) => setDraft({ ...draft, staffId: id(e.target.value) })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        {staff
          .filter((row) => row.userId !== null)
          .map((row) => (
            <MenuItem key={row.userId} value={row.userId!}>
              {row.name}
            </MenuItem>
          ))}
      </TextField>
      <Button type="submit" variant="outlined">
        {t('show')}
      </Button>
    </Stack>
  );
}

const ReportsPage = definePage(function ReportsPage() {
  const { t } = useAppTranslation(reportsTexts);
  const { language } = useShell();
  const events = useShellEvents();
  const [query, setQuery] = useState<ActivityReportQuery>(() => ({
    from: isoDay(new Date(Date.now() - 29 * 86_400_000)),
    to: isoDay(new Date()),
  }));
  const report = useActivityReport(query);
  const downloadCsv = useActivityReportCsv();
  const [problem, setProblem] = useState<string | null>(null);
  const exportCsv = async () => {
    try {
      saveFile(await downloadCsv(query), `questionnaire-report-${query.from}-${query.to}.csv`);
      events.emit('snackbar', { message: t('exported') });
    } catch (error) {
      setProblem(problemText(error, language, t('failed')));
    }
  };
  return (
    <Box data-testid="reports">
      {report.data && <Filters query={query} report={report.data} onShow={setQuery} />}
      {report.isPending && <Typography role="status">{t('loading')}</Typography>}
      {report.error && <Alert severity="error">{problemText(report.error, language, t('failed'))}</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}
      {report.data && (
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="report-chart-title">
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Typography id="report-chart-title" variant="h6" component="h2">
                {t('chartTitle')}
              </Typography>
              <Button variant="contained" onClick={() => void exportCsv()}>
                {t('exportCsv')}
              </Button>
            </Stack>
            {report.data.series.length === 0 ? (
              <Typography>{t('noRows')}</Typography>
            ) : (
              <ReportChart report={report.data} />
            )}
          </Box>
          <ReportTables report={report.data} />
        </Stack>
      )}
    </Box>
  );
});
export default ReportsPage;
