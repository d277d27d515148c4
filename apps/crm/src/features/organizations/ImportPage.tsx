// page:organization-import (route organizationsImport): search the national business register by
// name or organisation number and import a unit (one already in the portal is updated), or import
// a list of numbers (typed or a CSV file) and read the report of what was imported, updated and
// refused.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Route } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useNotify,
  usePageHeader,
  type Language,
  type PageProps,
} from '@portal/sdk';
import { useOrganizationWrites, type ImportReport, type RegisterUnit } from './organization-api';
import { organizationTexts } from './organization-texts';

const messageOf = (failure: unknown, language: Language) =>
  (failure as { extra?: { messages?: Record<string, string> } }).extra?.messages?.[language] ?? null;

function RegisterSearch() {
  const { t, language } = useAppTranslation(organizationTexts);
  const writes = useOrganizationWrites();
  const notify = useNotify();
  const [q, setQ] = useState('');
  const [units, setUnits] = useState<RegisterUnit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setUnits((await writes.search(q.trim())).units);
    } catch (failure) {
      setUnits(null);
      setError(messageOf(failure, language) ?? t('loadFailed'));
    }
  };
  const importUnit = async (unit: RegisterUnit) => {
    setError(null);
    try {
      const { id, outcome } = await writes.importOne(unit.orgNumber);
      await writes.refresh();
      setUnits(
        (old) => old?.map((u) => (u.orgNumber === unit.orgNumber ? { ...u, organizationId: id } : u)) ?? null,
      );
      notify({ message: t(outcome, { name: unit.name }), severity: 'success' });
    } catch (failure) {
      setError(messageOf(failure, language) ?? t('saveFailed'));
    }
  };
  return (
    <Box component="section" aria-labelledby="register-search-title">
      <Typography variant="h6" component="h2" id="register-search-title">
        {t('registerSearch')}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ my: 1, flexWrap: 'wrap' }}
        onSubmit={(e) => void search(e)}
      >
        <TextField
          size="small"
          label={t('registerQuery')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained" disabled={q.trim().length < 2}>
          {t('searchButton')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {units && units.length === 0 && <Typography>{t('noHits')}</Typography>}
      <List dense data-testid="register-hits">
        {units?.map((unit) => (
          <ListItem key={unit.orgNumber} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 16rem' }}
              primary={unit.name}
              secondary={[
                unit.orgNumber,
                [unit.address, unit.postalCode, unit.city].filter(Boolean).join(' '),
                unit.industryName,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            {unit.organizationId !== null && <Chip size="small" label={t('inPortal')} />}
            <Button
              size="small"
              variant="outlined"
              onClick={() => void importUnit(unit)}
              aria-label={t(unit.organizationId ? 'updateOne' : 'importOne', { name: unit.name })}
            >
              {t(unit.organizationId ? 'updateShort' : 'importShort')}
            </Button>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function CsvImport() {
  const { t, language } = useAppTranslation(organizationTexts);
  const writes = useOrganizationWrites();
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCsv((await file.text()).slice(0, 20_000));
  };
  const run = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setReport(await writes.importCsv(csv));
      await writes.refresh();
    } catch (failure) {
      setReport(null);
      setError(messageOf(failure, language) ?? t('saveFailed'));
    }
  };
  return (
    <Box component="section" aria-labelledby="csv-title" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" id="csv-title">
        {t('csvTitle')}
      </Typography>
      <Typography variant="body2">{t('csvHelp')}</Typography>
      <Stack component="form" spacing={1} sx={{ my: 1, maxWidth: 640 }} onSubmit={(e) => void run(e)}>
        <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('csvFile')}
          <input hidden type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void readFile(e)} />
        </Button>
        <TextField
          label={t('csvText')}
          multiline
          minRows={4}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20_000 } }}
        />
        <Button type="submit" variant="contained" disabled={!csv.trim()} sx={{ alignSelf: 'flex-start' }}>
          {t('csvImport')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {report && (
        <Box data-testid="import-report">
          <Alert severity={report.refused > 0 ? 'warning' : 'success'} role="status">
            {t('report', { imported: report.imported, updated: report.updated, refused: report.refused })}
          </Alert>
          <List dense>
            {report.lines.map((line) => (
              <ListItem key={line.orgNumber} divider disableGutters>
                <ListItemText
                  primary={`${line.orgNumber}${line.name ? ` · ${line.name}` : ''}`}
                  secondary={`${t(`outcome.${line.outcome}`)}${line.reason ? `: ${isReason(line.reason) ? t(`reason.${line.reason}`) : line.reason}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}

const REASONS = [
  'crm.orgNumberInvalid',
  'crm.registerNotFound',
  'crm.registerUnavailable',
  'crm.registerGarbage',
] as const;
const isReason = (reason: string): reason is (typeof REASONS)[number] =>
  (REASONS as readonly string[]).includes(reason);

export default definePage(function ImportPage(_props: PageProps) {
  const { t } = useAppTranslation(organizationTexts);
  usePageHeader({ title: t('importTitle') });
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route
        index
        element={
          <>
            <RegisterSearch />
            <CsvImport />
          </>
        }
      />
    </PageRoutes>
  );
});
