// The tables behind the reports page's chart: per period, template and staff member, and the
// participants per status.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import type { ActivityReport } from '@portal/rules';
import { reportsTexts } from './reports-texts';

interface CountRow {
  key: string;
  label: string;
  sent: number;
  answered: number;
  expired: number;
}

function CountTable({
  title,
  first,
  rows,
  testId,
}: {
  title: string;
  first: string;
  rows: CountRow[];
  testId: string;
}) {
  const { t } = useAppTranslation(reportsTexts);
  const rate = (row: CountRow) => (row.sent ? `${Math.round((row.answered / row.sent) * 100)} %` : '–');
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <TableContainer tabIndex={0} aria-label={title} sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell>{first}</TableCell>
              <TableCell align="right">{t('sent')}</TableCell>
              <TableCell align="right">{t('answered')}</TableCell>
              <TableCell align="right">{t('expired')}</TableCell>
              <TableCell align="right">{t('answerRate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                <TableCell align="right">{row.sent}</TableCell>
                <TableCell align="right">{row.answered}</TableCell>
                <TableCell align="right">{row.expired}</TableCell>
                <TableCell align="right">{rate(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}

export function ReportTables({ report }: { report: ActivityReport }) {
  const { t } = useAppTranslation(reportsTexts);
  return (
    <>
      <CountTable
        title={t('perPeriod')}
        first={t('period')}
        testId="report-periods"
        rows={report.series.map((row) => ({ key: row.period, label: row.period, ...row }))}
      />
      <CountTable
        title={t('perTemplate')}
        first={t('template')}
        testId="report-templates"
        rows={report.byTemplate.map((row) => ({ key: String(row.templateId), label: row.title, ...row }))}
      />
      <CountTable
        title={t('perStaff')}
        first={t('staff')}
        testId="report-staff"
        rows={report.byStaff.map((row) => ({ key: String(row.userId), label: row.name, ...row }))}
      />
      <section aria-label={t('participants')}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('participants')}
        </Typography>
        <Table size="small" data-testid="report-participants">
          <TableHead>
            <TableRow>
              <TableCell>{t('status')}</TableCell>
              <TableCell align="right">{t('count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.participantsByStatus.map((row) => (
              <TableRow key={row.status}>
                <TableCell>{t(`status${row.status}` as 'statuswaiting')}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </>
  );
}
