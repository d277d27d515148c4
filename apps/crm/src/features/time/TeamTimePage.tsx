// page:team-leader-time-tracking (route "teamLeaderTimeTracking", the §6 team-leader check): the
// team's registered time of a month, filtered by person, participant and (for admins) team; each
// person's month total with "approve month" (locks it for them; never one's own), a registration
// sent back with a reason; export as CSV or Excel.
import { useState } from 'react';
import { Route } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { formatMinutes, type TeamFilter } from '@portal/rules';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useHref,
  usePageHeader,
  useShell,
  type PageProps,
} from '@portal/sdk';
import { monthRange, today } from './period';
import { serverMessage, useTeamEntries, type TimeEntry } from './time-api';
import { ExportButtons, MonthBar, WeekGroups } from './time-list-parts';
import {
  ApproveDialog,
  RejectDialog,
  TeamFilters,
  peopleOf,
  type PersonMonth,
  type TeamFilterFields,
} from './team-parts';
import { timeTexts } from './time-texts';

const numberOrUndefined = (text: string) => (text ? Number(text) : undefined);

function PeopleTotals({
  people,
  selfId,
  onApprove,
}: {
  people: PersonMonth[];
  selfId: number;
  onApprove: (p: PersonMonth) => void;
}) {
  const { t } = useAppTranslation(timeTexts);
  return (
    <List dense aria-label={t('person')}>
      {people.map((person) => (
        <ListItem key={person.userId} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            sx={{ flex: '1 1 12rem' }}
            primary={t('personTotal', { name: person.name, hours: formatMinutes(person.minutes) })}
          />
          {person.open === 0 && person.approvedBy ? (
            <Chip size="small" color="success" label={t('monthApproved', { name: person.approvedBy })} />
          ) : (
            person.userId !== selfId && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => onApprove(person)}
                aria-label={t('approveOf', { name: person.name })}
              >
                {t('approve')}
              </Button>
            )
          )}
        </ListItem>
      ))}
    </List>
  );
}

function TeamTimeList() {
  const { t, language } = useAppTranslation(timeTexts);
  const { user } = useShell();
  const ownHref = useHref({ route: 'timeTracking' });
  usePageHeader({ title: t('teamTitle') });
  const [month, setMonth] = useState(() => today().slice(0, 7));
  const [fields, setFields] = useState<TeamFilterFields>({ userId: '', recipientId: '', leaderId: '' });
  const range = monthRange(month);
  const filter: TeamFilter = {
    ...range,
    userId: numberOrUndefined(fields.userId),
    recipientId: numberOrUndefined(fields.recipientId),
    leaderId: numberOrUndefined(fields.leaderId),
  };
  const team = useTeamEntries(filter);
  const [approving, setApproving] = useState<PersonMonth | null>(null);
  const [rejecting, setRejecting] = useState<TimeEntry | null>(null);
  const people = team.data
    ? peopleOf(
        team.data.entries,
        team.data.approvals.filter((a) => a.from <= range.from && a.to >= range.to),
      )
    : [];
  const actions = (entry: TimeEntry) =>
    entry.status === 'open' && entry.userId !== user.id ? (
      <Button
        size="small"
        onClick={() => setRejecting(entry)}
        aria-label={`${t('reject')}: ${entry.userName} ${entry.date}`}
      >
        {t('reject')}
      </Button>
    ) : null;
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ExportButtons scope="team" filter={filter} />
        <Link href={ownHref}>{t('ownLink')}</Link>
      </Stack>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <MonthBar month={month} onChange={setMonth} />
        <TeamFilters value={fields} onChange={setFields} />
      </Stack>
      {team.isPending && <Typography>{t('loading')}</Typography>}
      {team.isError && (
        <Alert severity="error">{serverMessage(team.error, language) ?? t('loadFailed')}</Alert>
      )}
      {team.data && (
        <>
          <PeopleTotals people={people} selfId={user.id} onApprove={setApproving} />
          <WeekGroups entries={team.data.entries} showPerson actions={actions} />
        </>
      )}
      <ApproveDialog
        key={approving?.userId ?? 0}
        person={approving}
        month={month}
        range={range}
        onClose={() => setApproving(null)}
      />
      <RejectDialog key={rejecting?.id ?? 0} entry={rejecting} onClose={() => setRejecting(null)} />
    </Box>
  );
}

export default definePage(function TeamTimePage(_props: PageProps) {
  const { t } = useAppTranslation(timeTexts);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route index element={<TeamTimeList />} />
    </PageRoutes>
  );
});
