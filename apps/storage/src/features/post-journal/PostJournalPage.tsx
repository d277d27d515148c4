// Issue 14 part 7, the post journal (route postJournal, /documents/post-journal, and its widget
// variant /widget/post-journal): documents sent to and received from participants, newest first,
// filterable by direction, name and date, with the mark that one was imported to the patient record.
import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  DateRangeFields,
  definePage,
  routePath,
  useAppTranslation,
  useGqlQuery,
  useHref,
  useNavigate,
  useNotify,
  useShell,
  useUserContext,
  type PageProps,
} from '@portal/sdk';
import { filesContract } from '@portal/rules';
import { postJournalTexts } from './post-journal-texts';

interface JournalRow {
  id: number | string;
  initiator: string;
  created_at: string;
  imported_to_epr: boolean;
  category: string | null;
  recipient: { full_name: string } | null;
  document: { name: string };
}

const STAFF_ROLES = new Set(['admin', 'team_leader', 'staff']);

interface Filters {
  direction: '' | 'THERAPIST' | 'PATIENT';
  name: string;
  from: string;
  to: string;
}

/** Sent or received, a name, and a span of dates. */
function JournalFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useAppTranslation(postJournalTexts);
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('direction')}
        value={filters.direction}
        onChange={(e) => set({ direction: e.target.value as Filters['direction'] })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        <MenuItem value="THERAPIST">{t('sent')}</MenuItem>
        <MenuItem value="PATIENT">{t('received')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('filter')}
        value={filters.name}
        onChange={(e) => set({ name: e.target.value })}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <DateRangeFields
        fromLabel={t('from')}
        toLabel={t('to')}
        value={{ from: filters.from, to: filters.to }}
        onChange={set}
      />
    </Stack>
  );
}

/** One document sent or received, with staff's mark that it is in the patient record. */
function JournalEntry({
  row,
  format,
  onImported,
}: {
  row: JournalRow;
  format: Intl.DateTimeFormat;
  onImported: ((row: JournalRow, imported: boolean) => Promise<void>) | null;
}) {
  const { t } = useAppTranslation(postJournalTexts);
  const who = row.recipient?.full_name ?? '';
  const sent = row.initiator !== 'PATIENT';
  return (
    <Box
      component="li"
      data-testid="post-journal-row"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{row.document.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {format.format(new Date(row.created_at))} ·{' '}
          {sent ? t('sentTo', { name: who }) : t('receivedFrom', { name: who })}
        </Typography>
      </Box>
      {onImported ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={row.imported_to_epr}
              onChange={(e) => void onImported(row, e.target.checked)}
            />
          }
          label={t('imported')}
        />
      ) : null}
    </Box>
  );
}

export function PostJournal({ compact }: { compact: boolean }) {
  const { t } = useAppTranslation(postJournalTexts);
  const { user, selectedRecipient } = useUserContext();
  const { api, language, queryClient } = useShell();
  const notify = useNotify();
  const staff = STAFF_ROLES.has(user.role);
  const [filters, setFilters] = useState<Filters>({ direction: '', name: '', from: '', to: '' });
  const { direction, name, from, to } = filters;
  const moreHref = useHref(routePath('postJournal'));
  const navigate = useNavigate();

  // Only what was sent (shared with the participant) or received: a file staff keep on a
  // participant's tab without sharing it was never sent (issue 26 item 13).
  const conditions: Record<string, unknown>[] = [
    { _or: [{ share_with_recipient: { _eq: true } }, { initiator: { _eq: 'PATIENT' } }] },
  ];
  if (selectedRecipient) conditions.push({ patient_id: { _eq: selectedRecipient.id } });
  if (direction) conditions.push({ initiator: { _eq: direction } });
  if (name.trim())
    conditions.push({
      document: { name: { _ilike: `%${name.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` } },
    });
  if (from) conditions.push({ created_at: { _gte: `${from}T00:00:00` } });
  if (to) conditions.push({ created_at: { _lte: `${to}T23:59:59` } });
  const key = ['storage', 'post-journal'] as const;
  const rows = useGqlQuery<{ document_patient: JournalRow[] }>({
    key,
    query: `query PostJournal($where: document_patient_bool_exp, $limit: Int) {
      document_patient(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {
        id initiator created_at imported_to_epr category recipient { full_name } document { name }
      }
    }`,
    variables: { where: { _and: conditions }, limit: compact ? 5 : 200 },
  });

  const setImported = async (row: JournalRow, imported: boolean) => {
    try {
      await api.call(filesContract.setImported, { params: { id: row.id }, body: { imported } });
      notify({ severity: 'success', message: t('importedSaved') });
      await queryClient.invalidateQueries({ queryKey: ['gql', user.customerId, user.id, ...key] });
    } catch {
      notify({ severity: 'error', message: t('importedFailed') });
    }
  };

  const format = new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Stack spacing={2} component="section" aria-label={t('label')}>
      {!compact && <JournalFilters filters={filters} onChange={setFilters} />}
      {rows.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : rows.error ? (
        <Typography role="alert">{t('failed')}</Typography>
      ) : rows.data.document_patient.length === 0 ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="post-journal">
          {rows.data.document_patient.map((row) => (
            <JournalEntry key={row.id} row={row} format={format} onImported={staff ? setImported : null} />
          ))}
        </Stack>
      )}
      {compact && (
        <Link
          href={moreHref}
          onClick={(event) => {
            event.preventDefault();
            navigate({ route: 'postJournal' });
          }}
        >
          {t('more')}
        </Link>
      )}
    </Stack>
  );
}

const PostJournalPage = definePage(function PostJournalPage({ route }: PageProps) {
  return <PostJournal compact={route === 'postJournalWidget'} />;
});

export default PostJournalPage;
