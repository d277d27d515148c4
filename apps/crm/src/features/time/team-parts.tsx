// The team leader's list: its filters, the approval of a person's month and sending one
// registration back with a reason.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { formatMinutes } from '@portal/rules';
import { useAppTranslation, useNotify } from '@portal/sdk';
import { monthLabel } from './period';
import { serverMessage, useTimeOptions, useTimeWrites, type TimeEntry } from './time-api';
import { timeTexts } from './time-texts';

export interface TeamFilterFields {
  userId: string;
  recipientId: string;
  leaderId: string;
}

export function TeamFilters({
  value,
  onChange,
}: {
  value: TeamFilterFields;
  onChange: (v: TeamFilterFields) => void;
}) {
  const { t } = useAppTranslation(timeTexts);
  const options = useTimeOptions();
  const set = (key: keyof TeamFilterFields) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const field = { size: 'small', sx: { minWidth: 180, flex: '1 1 180px' } } as const;
  return (
    <Stack
      role="group"
      aria-label={t('filters')}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap' }}
    >
      {(options.data?.leaders.length ?? 0) > 0 && (
        <TextField select label={t('team')} value={value.leaderId} onChange={set('leaderId')} {...field}>
          <MenuItem value="">{t('allTeams')}</MenuItem>
          {options.data?.leaders.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField select label={t('person')} value={value.userId} onChange={set('userId')} {...field}>
        <MenuItem value="">{t('everyone')}</MenuItem>
        {options.data?.team.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('participant')}
        value={value.recipientId}
        onChange={set('recipientId')}
        {...field}
      >
        <MenuItem value="">{t('allParticipants')}</MenuItem>
        {options.data?.participants.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

export interface PersonMonth {
  userId: number;
  name: string;
  minutes: number;
  open: number;
  approvedBy: string | null;
}

/** Each person of the list with their month's total, how many are not approved and who approved. */
export function peopleOf(
  entries: readonly TimeEntry[],
  approvals: readonly { userId: number; approvedByName: string }[],
): PersonMonth[] {
  const people = new Map<number, PersonMonth>();
  for (const entry of entries) {
    const person = people.get(entry.userId) ?? {
      userId: entry.userId,
      name: entry.userName,
      minutes: 0,
      open: 0,
      approvedBy: null,
    };
    person.minutes += entry.minutes;
    if (entry.status !== 'approved') person.open += 1;
    people.set(entry.userId, person);
  }
  for (const approval of approvals) {
    const person = people.get(approval.userId);
    if (person) person.approvedBy = approval.approvedByName;
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function ApproveDialog({
  person,
  month,
  range,
  onClose,
}: {
  person: PersonMonth | null;
  month: string;
  range: { from: string; to: string };
  onClose: () => void;
}) {
  const { t, language, locale } = useAppTranslation(timeTexts);
  const writes = useTimeWrites();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  if (!person) return null;
  const vars = {
    name: person.name,
    month: monthLabel(month, locale),
    count: person.open,
    hours: formatMinutes(person.minutes),
  };
  const approve = async () => {
    try {
      const { approved } = await writes.approve(person.userId, range.from, range.to);
      await writes.refresh();
      onClose();
      notify({ message: t('approved', { count: approved }), severity: 'success' });
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('saveFailed'));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="approve-title">
      <DialogTitle id="approve-title">{t('approveTitle', vars)}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <DialogContentText>{t('approveConfirm', vars)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void approve()}>
          {t('approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RejectDialog({ entry, onClose }: { entry: TimeEntry | null; onClose: () => void }) {
  const { t, language } = useAppTranslation(timeTexts);
  const writes = useTimeWrites();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!entry) return null;
  const reject = async () => {
    try {
      await writes.reject(entry.id, note);
      await writes.refresh();
      onClose();
      notify({ message: t('rejected'), severity: 'success' });
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('saveFailed'));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reject-title" fullWidth maxWidth="xs">
      <DialogTitle id="reject-title">{t('rejectTitle')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <DialogContentText>
          {entry.userName}, {entry.date}, {formatMinutes(entry.minutes)}
        </DialogContentText>
        <TextField
          label={t('rejectReason')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required
          fullWidth
          multiline
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={note.trim() === ''} onClick={() => void reject()}>
          {t('reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
