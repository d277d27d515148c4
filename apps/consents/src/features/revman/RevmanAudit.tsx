// Who changed which tenant's version or feature through Revman, and when, newest first.
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useAppTranslation, useShell } from '@portal/sdk';
import { useRevmanAudit } from './revman-api';
import { revmanTexts } from './revman-texts';

export function RevmanAudit({ kind }: { kind: 'app_version' | 'feature' }) {
  const { t } = useAppTranslation(revmanTexts);
  const { language } = useShell();
  const audit = useRevmanAudit();
  const rows = audit.data?.filter((change) => change.kind === kind) ?? [];
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  return (
    <Box component="section" aria-labelledby="revman-audit" sx={{ mt: 4 }}>
      <Typography id="revman-audit" variant="h6" component="h2" gutterBottom>
        {t('audit')}
      </Typography>
      {audit.isPending && <Typography role="status">{t('loading')}</Typography>}
      {audit.data && rows.length === 0 && <Typography>{t('noChanges')}</Typography>}
      {rows.length > 0 && (
        <TableContainer tabIndex={0} aria-label={t('audit')} sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader data-testid="revman-audit">
            <TableHead>
              <TableRow>
                <TableCell>{t('colWhen')}</TableCell>
                <TableCell>{t('colBy')}</TableCell>
                <TableCell>{t('tenant')}</TableCell>
                <TableCell>{t('colWhat')}</TableCell>
                <TableCell>{t('colFrom')}</TableCell>
                <TableCell>{t('colTo')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((change) => (
                <TableRow key={change.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(change.at)}</TableCell>
                  <TableCell>{change.by}</TableCell>
                  <TableCell>{change.tenant}</TableCell>
                  <TableCell>{change.subject}</TableCell>
                  <TableCell>{change.before ?? '–'}</TableCell>
                  <TableCell>{change.after ?? '–'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
