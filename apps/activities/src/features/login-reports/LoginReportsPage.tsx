// Issue 32 item 4, route "login reports": sign-ins per day by method, failures and lockouts, and per
// user, from the login audit, for a period (the last 30 days at first); the chart with the table
// behind it, and the period's CSV.
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  ApiRequestError,
  DateRangeFields,
  definePage,
  useAppTranslation,
  useShell,
  useShellEvents,
} from '@portal/sdk';
import type { LoginReport } from '@portal/rules';
import { LoginChart } from './LoginChart';
import { saveFile, useLoginReport, useLoginReportCsv } from './login-reports-api';
import { loginReportsTexts } from './login-reports-texts';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

function problemText(error: unknown, language: string, fallback: string) {
  if (!(error instanceof ApiRequestError)) return fallback;
  const messages = (error.issues[0]?.messages ?? error.extra.messages) as
    { en?: string; no?: string } | undefined;
  return messages?.[language === 'no' ? 'no' : 'en'] ?? fallback;
}

function DayTable({ report }: { report: LoginReport }) {
  const { t } = useAppTranslation(loginReportsTexts);
  if (report.days.length === 0) return <Typography>{t('noRows')}</Typography>;
  return (
    <TableContainer tabIndex={0} aria-label={t('perDay')} sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader data-testid="login-days">
        <TableHead>
          <TableRow>
            <TableCell>{t('day')}</TableCell>
            <TableCell>{t('method')}</TableCell>
            <TableCell align="right">{t('successes')}</TableCell>
            <TableCell align="right">{t('failures')}</TableCell>
            <TableCell align="right">{t('lockouts')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.days.map((row) => (
            <TableRow key={`${row.day}-${row.method}`}>
              <TableCell>{row.day}</TableCell>
              <TableCell>{t(`method${row.method}`)}</TableCell>
              <TableCell align="right">{row.successes}</TableCell>
              <TableCell align="right">{row.failures}</TableCell>
              <TableCell align="right">{row.lockouts}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function UserTable({ report }: { report: LoginReport }) {
  const { t } = useAppTranslation(loginReportsTexts);
  const { language } = useShell();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(iso))
      : t('never');
  return (
    <TableContainer tabIndex={0} aria-label={t('perUser')} sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader data-testid="login-users">
        <TableHead>
          <TableRow>
            <TableCell>{t('user')}</TableCell>
            <TableCell align="right">{t('successes')}</TableCell>
            <TableCell align="right">{t('failures')}</TableCell>
            <TableCell align="right">{t('lockouts')}</TableCell>
            <TableCell>{t('lastSuccess')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.users.map((row) => (
            <TableRow key={`${row.userId ?? 'x'}-${row.name}`}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
              <TableCell align="right">{row.successes}</TableCell>
              <TableCell align="right">{row.failures}</TableCell>
              <TableCell align="right">{row.lockouts}</TableCell>
              <TableCell>{when(row.lastSuccess)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Period({
  initial,
  onShow,
}: {
  initial: { from: string; to: string };
  onShow: (p: { from: string; to: string }) => void;
}) {
  const { t } = useAppTranslation(loginReportsTexts);
  const [period, setPeriod] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow(period);
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      onSubmit={submit}
      sx={{ mb: 2 }}
    >
      <DateRangeFields
        size="medium"
        fromLabel={t('from')}
        toLabel={t('to')}
        value={{ from: period.from, to: period.to }}
        onChange={(range) => setPeriod({ ...period, ...range })}
      />
      <Button type="submit" variant="outlined">
        {t('show')}
      </Button>
    </Stack>
  );
}

const LoginReportsPage = definePage(function LoginReportsPage() {
  const { t } = useAppTranslation(loginReportsTexts);
  const { language } = useShell();
  const events = useShellEvents();
  const [period, setPeriod] = useState(() => ({
    from: isoDay(new Date(Date.now() - 29 * 86_400_000)),
    to: isoDay(new Date()),
  }));
  const report = useLoginReport(period.from, period.to);
  const downloadCsv = useLoginReportCsv();
  const [problem, setProblem] = useState<string | null>(null);
  const exportCsv = async () => {
    try {
      saveFile(await downloadCsv(period.from, period.to), `login-report-${period.from}-${period.to}.csv`);
      events.emit('snackbar', { message: t('exported') });
    } catch (error) {
      setProblem(problemText(error, language, t('failed')));
    }
  };
  return (
    <Box data-testid="login-reports">
      <Period initial={period} onShow={setPeriod} />
      {report.isPending && <Typography role="status">{t('loading')}</Typography>}
      {report.error && <Alert severity="error">{problemText(report.error, language, t('failed'))}</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}
      {report.data && (
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="login-chart-title">
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Typography id="login-chart-title" variant="h6" component="h2">
                {t('chartTitle')}
              </Typography>
              <Button variant="contained" onClick={() => void exportCsv()}>
                {t('exportCsv')}
              </Button>
            </Stack>
            <LoginChart report={report.data} />
          </Box>
          <Box component="section" aria-labelledby="login-days-title">
            <Typography id="login-days-title" variant="h6" component="h2">
              {t('perDay')}
            </Typography>
            <DayTable report={report.data} />
          </Box>
          <Box component="section" aria-labelledby="login-users-title">
            <Typography id="login-users-title" variant="h6" component="h2">
              {t('perUser')}
            </Typography>
            <UserTable report={report.data} />
          </Box>
        </Stack>
      )}
    </Box>
  );
});
export default LoginReportsPage;
