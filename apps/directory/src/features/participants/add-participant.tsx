// Issue 30 item 2: a staff member adds a participant (name, national id, mobile, an activity, case
// number and measure) and, by default, invites them by SMS at once. The server checks the national
// id and the mobile number; a national id the tenant has already offers the existing participant.
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { personalNumberInput } from '@portal/rules';
import { ApiRequestError, useAppTranslation, useIdempotencyKey } from '@portal/sdk';
import { manageTexts } from './manage-texts';
import { serverMessage, useDirectoryActions, useDirectoryFilters } from './participants-api';

interface Existing {
  id: number;
  fullName: string;
  inYourCaseload: boolean;
}

const EMPTY = { fullName: '', nationalId: '', mobile: '', activityId: '', caseNumber: '', tiltak: '' };

function DuplicateOffer({ existing, onDone }: { existing: Existing; onDone: (text: string) => void }) {
  const { t } = useAppTranslation(manageTexts);
  const actions = useDirectoryActions();
  if (existing.inYourCaseload)
    return <Alert severity="info">{t('duplicateMine', { name: existing.fullName })}</Alert>;
  return (
    <Button
      variant="outlined"
      onClick={() => void actions.takeOver(existing.id).then(() => onDone(t('takenOver', { name: existing.fullName })))}
    >
      {t('takeOver', { name: existing.fullName })}
    </Button>
  );
}

export function AddParticipantDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (text: string) => void }) {
  const { t, language } = useAppTranslation(manageTexts);
  const filters = useDirectoryFilters();
  const actions = useDirectoryActions();
  const idempotency = useIdempotencyKey();
  const [form, setForm] = useState(EMPTY);
  const [inviteNow, setInviteNow] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<Existing | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((old) => ({ ...old, [name]: name === 'nationalId' ? personalNumberInput(event.target.value) : event.target.value })),
  });
  const finish = (text: string) => {
    setForm(EMPTY);
    setExisting(null);
    setError(null);
    idempotency.next();
    onDone(text);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setExisting(null);
    try {
      const body = {
        fullName: form.fullName,
        nationalId: form.nationalId,
        mobile: form.mobile,
        activityId: form.activityId === '' ? null : Number(form.activityId),
        caseNumber: form.caseNumber.trim() || null,
        tiltak: form.tiltak.trim() || null,
      };
      const row = await actions.create(body, idempotency.key);
      if (inviteNow) await actions.invite(row.id);
      finish(t(inviteNow ? 'addedInvited' : 'added', { name: row.fullName }));
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('failed'));
      if (failure instanceof ApiRequestError && failure.code === 'directory_duplicate')
        setExisting(failure.extra.existing as Existing);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-participant-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="add-participant-form">
        <DialogTitle id="add-participant-title">{t('addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField required label={t('fullName')} {...field('fullName')} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField required label={t('nationalId')} {...field('nationalId')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField required label={t('mobile')} type="tel" {...field('mobile')} slotProps={{ htmlInput: { maxLength: 40 } }} />
            <TextField select label={t('activity')} {...field('activityId')}>
              <MenuItem value="">{t('noActivity')}</MenuItem>
              {filters.data?.activities.map((a) => <MenuItem key={a.id} value={String(a.id)}>{a.name}</MenuItem>)}
            </TextField>
            <TextField label={t('caseNumber')} {...field('caseNumber')} slotProps={{ htmlInput: { maxLength: 50 } }} />
            <TextField label={t('tiltak')} {...field('tiltak')} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <FormControlLabel control={<Checkbox checked={inviteNow} onChange={(e) => setInviteNow(e.target.checked)} />} label={t('inviteNow')} />
            {error && <Alert severity="error" role="alert">{error}</Alert>}
            {existing && <DuplicateOffer existing={existing} onDone={finish} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{t('save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
