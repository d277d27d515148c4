// Issue 32 item 8 (Normen): the admins search the access log by participant, staff member, period
// and kind; each line says who read whose data, when, what kind and why. Read only.
import { useState } from 'react';
import {
  Alert,
  Box,
  MenuItem,
  Stack,
  TableCell,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCESS_KINDS } from '@portal/rules';
import { DateRangeFields } from '@portal/sdk';
import { useAuth } from '../../shared/session/auth-context';
import { fetchAccessLog, type AccessLogFilter } from './access-log-api';
import { ScrollingTable } from './ScrollingTable';
import { refusalText } from './users-api';

export function AccessLogPanel() {
  const { t, i18n } = useTranslation();
  const { token } = useAuth();
  const [filter, setFilter] = useState<AccessLogFilter>({
    participant: '',
    staff: '',
    from: '',
    to: '',
    kind: '',
    page: 0,
  });
  const log = useQuery({
    queryKey: ['shell', 'admin-access-log', token, filter],
    queryFn: () => fetchAccessLog(token ?? '', filter),
    placeholderData: keepPreviousData,
  });
  return (
    <Box component="section" aria-labelledby="access-log-heading" sx={{ mt: 4 }}>
      <Typography id="access-log-heading" component="h2" variant="h6">
        {t('administration.accessLog.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('administration.accessLog.explain')}
      </Typography>
      <AccessLogFilters filter={filter} onChange={(change) => setFilter({ ...filter, page: 0, ...change })} />
      {log.isError && (
        <Alert severity="error">
          {refusalText(log.error, i18n.language) ?? t('administration.accessLog.loadFailed')}
        </Alert>
      )}
      <AccessLogTable entries={log.data?.entries ?? []} />
      {log.data && log.data.total === 0 && (
        <Typography sx={{ mt: 1 }}>{t('administration.accessLog.none')}</Typography>
      )}
      <TablePagination
        component="div"
        count={log.data?.total ?? 0}
        page={filter.page}
        rowsPerPage={log.data?.page_size ?? 50}
        rowsPerPageOptions={[]}
        onPageChange={(_event, page) => setFilter({ ...filter, page })}
        labelDisplayedRows={({ from, to, count }) => t('administration.userList.shown', { from, to, count })}
        getItemAriaLabel={(type) => t(`administration.userList.page.${type}`)}
      />
    </Box>
  );
}

/** Search by participant, staff member, period and kind; a change goes back to the first page. */
function AccessLogFilters({
  filter,
  onChange,
}: {
  filter: AccessLogFilter;
  onChange: (change: Partial<AccessLogFilter>) => void;
}) {
  const { t } = useTranslation();
  const text = (key: keyof AccessLogFilter) => ({
    value: filter[key],
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={t('administration.accessLog.participant')}
        {...text('participant')}
      />
      <TextField size="small" type="search" label={t('administration.accessLog.staff')} {...text('staff')} />
      <DateRangeFields
        fromLabel={t('administration.accessLog.from')}
        toLabel={t('administration.accessLog.to')}
        value={{ from: filter.from, to: filter.to }}
        onChange={onChange}
      />
      <TextField
        select
        size="small"
        label={t('administration.accessLog.kind')}
        sx={{ minWidth: 160 }}
        {...text('kind')}
      >
        <MenuItem value="">{t('administration.accessLog.allKinds')}</MenuItem>
        {ACCESS_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`administration.accessLog.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

type AccessLogEntry = Awaited<ReturnType<typeof fetchAccessLog>>['entries'][number];

/** Each line: when, who read, whose data, what kind and why. */
function AccessLogTable({ entries }: { entries: readonly AccessLogEntry[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language.startsWith('n') ? 'nb-NO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <ScrollingTable
      labelledBy="access-log-heading"
      headers={(['when', 'staff', 'participant', 'kind', 'context'] as const).map((column) =>
        t(`administration.accessLog.column.${column}`),
      )}
    >
      {entries.map((entry) => (
        <TableRow key={entry.id}>
          <TableCell>{when.format(new Date(entry.at))}</TableCell>
          <TableCell>
            {entry.staff_name} ({t(`administration.users.roles.${entry.staff_role}`)})
          </TableCell>
          <TableCell>{entry.participant_name}</TableCell>
          <TableCell>{t(`administration.accessLog.kinds.${entry.kind}`)}</TableCell>
          <TableCell>
            {entry.context
              ? t(`administration.accessLog.contexts.${entry.context}`, { defaultValue: entry.context })
              : ''}
          </TableCell>
        </TableRow>
      ))}
    </ScrollingTable>
  );
}
