// page:time-tracking (route "timeTracking", §6 capability time_tracking): the user's own time of a
// month, grouped by week with week and month totals; register, change and delete (not once the
// period is approved); export as CSV or Excel; a link to the team leader's view for those who lead.
import { useState } from 'react';
import { Route } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { formatMinutes, isLeadingRole } from '@portal/rules';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useFeature,
  useHref,
  useNotify,
  usePageHeader,
  useShell,
  type PageProps,
} from '@portal/sdk';
import { monthRange, today } from './period';
import { serverMessage, useOwnEntries, useTimeWrites, type TimeEntry } from './time-api';
import { ExportButtons, MonthBar, WeekGroups } from './time-list-parts';
import { timeTexts } from './time-texts';
import { TimeEntryForm } from './TimeEntryForm';

function EntryDialog({ open, onClose }: { open: { entry: TimeEntry | null } | null; onClose: () => void }) {
  const { t } = useAppTranslation(timeTexts);
  const notify = useNotify();
  const narrow = useMediaQuery('(max-width:767px)');
  return (
    <Dialog
      open={open !== null}
      onClose={onClose}
      fullScreen={narrow}
      fullWidth
      maxWidth="sm"
      aria-labelledby="time-dialog-title"
    >
      {open && (
        <>
          <DialogTitle id="time-dialog-title">{t(open.entry ? 'edit' : 'register')}</DialogTitle>
          <DialogContent>
            <TimeEntryForm
              entry={open.entry}
              onCancel={onClose}
              onSaved={(message) => {
                onClose();
                notify({ message, severity: 'success' });
              }}
            />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}

function DeleteDialog({ entry, onClose }: { entry: TimeEntry | null; onClose: () => void }) {
  const { t, language } = useAppTranslation(timeTexts);
  const writes = useTimeWrites();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    if (!entry) return;
    try {
      await writes.remove(entry.id);
      await writes.refresh();
      onClose();
      notify({ message: t('deleted'), severity: 'success' });
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('saveFailed'));
    }
  };
  return (
    <Dialog open={entry !== null} onClose={onClose} aria-labelledby="time-delete-title">
      <DialogTitle id="time-delete-title">{t('delete')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        <DialogContentText>
          {entry && t('confirmDelete', { date: entry.date, hours: formatMinutes(entry.minutes) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button color="error" onClick={() => void remove()}>
          {t('delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function OwnTimeList() {
  const { t } = useAppTranslation(timeTexts);
  const { user } = useShell();
  const teamOverview = useFeature('crm_TimeRegistrationTeamLeaderOverview');
  const leads = isLeadingRole(user.role) && teamOverview;
  const teamHref = useHref({ route: 'teamLeaderTimeTracking' });
  usePageHeader({ title: t('ownTitle') });
  const [month, setMonth] = useState(() => today().slice(0, 7));
  const { from, to } = monthRange(month);
  const entries = useOwnEntries(from, to);
  const [open, setOpen] = useState<{ entry: TimeEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const actions = (entry: TimeEntry) =>
    entry.status === 'approved' ? null : (
      <>
        <Button size="small" onClick={() => setOpen({ entry })} aria-label={`${t('edit')} ${entry.date}`}>
          {t('edit')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => setDeleting(entry)}
          aria-label={`${t('delete')} ${entry.date}`}
        >
          {t('delete')}
        </Button>
      </>
    );
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={() => setOpen({ entry: null })}>
          {t('register')}
        </Button>
        <ExportButtons scope="own" filter={{ from, to }} />
        {leads && <Link href={teamHref}>{t('teamLink')}</Link>}
      </Stack>
      <MonthBar month={month} onChange={setMonth} />
      {entries.isPending && <Typography>{t('loading')}</Typography>}
      {entries.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {entries.data && <WeekGroups entries={entries.data} showPerson={false} actions={actions} />}
      <EntryDialog open={open} onClose={() => setOpen(null)} />
      <DeleteDialog key={deleting?.id ?? 0} entry={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

export default definePage(function TimeTrackingPage(_props: PageProps) {
  const { t } = useAppTranslation(timeTexts);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route index element={<OwnTimeList />} />
    </PageRoutes>
  );
});
