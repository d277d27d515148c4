// The record of who accepted, declined or withdrew which version when (OneTrust-style), newest first.
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
import type { ConsentGroup } from '@portal/rules';
import { useConsentRecords } from './consents-api';
import { consentsTexts } from './consents-texts';
import { formatWhen } from './consent-format';

export function ConsentRecords({ group }: { group: ConsentGroup }) {
  const { t } = useAppTranslation(consentsTexts);
  const { language } = useShell();
  const records = useConsentRecords(group);
  return (
    <Box component="section" aria-labelledby={`records-${group}`} sx={{ mt: 4 }}>
      <Typography id={`records-${group}`} variant="h6" component="h2" gutterBottom>
        {t('records')}
      </Typography>
      {records.isPending && <Typography role="status">{t('loading')}</Typography>}
      {records.error && <Typography role="alert">{t('failed')}</Typography>}
      {records.data?.length === 0 && <Typography>{t('noRecords')}</Typography>}
      {records.data && records.data.length > 0 && (
        <TableContainer tabIndex={0} aria-label={t('records')} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" data-testid="consent-records">
            <TableHead>
              <TableRow>
                <TableCell>{t('colWhen')}</TableCell>
                <TableCell>{t('colUser')}</TableCell>
                <TableCell>{t('colConsent')}</TableCell>
                <TableCell>{t('colAnswer')}</TableCell>
                <TableCell>{t('colReason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.data.map((record) => (
                <TableRow key={record.id} data-action={record.action} data-user={record.user}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(record.at, language)}</TableCell>
                  <TableCell>
                    {record.user}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t(`role${record.role}` as 'rolestaff')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {record.title}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('versionLabel', { version: record.version })}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`action${record.action}`)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{record.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
