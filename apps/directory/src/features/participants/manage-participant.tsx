// Issue 30 items 2, 4 and 5 for one participant: the invitation (send, send again, withdraw), the
// groups they are in (add, remove), and the case: the export offered first, then end; restore
// until the deletion job has run.
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { ParticipantRow } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { manageTexts } from './manage-texts';
import { serverMessage, useDirectoryActions, useGroups, useParticipantRecord } from './participants-api';

type Notice = { severity: 'success' | 'error'; text: string } | null;

function saveJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function InvitationPart({ row, run }: { row: ParticipantRow; run: (work: () => Promise<string>) => void }) {
  const { t, locale } = useAppTranslation(manageTexts);
  const actions = useDirectoryActions();
  if (row.status === 'to_be_deleted') return null;
  const invite = () => run(async () => t('invited', await actions.invite(row.id)));
  return (
    <section aria-labelledby="invitation-title">
      <Typography id="invitation-title" component="h3" variant="subtitle1">{t('invitation')}</Typography>
      {row.status === 'accepted' ? (
        <Typography>{t('accepted')}</Typography>
      ) : (
        <>
          <Typography data-testid="invitation-state">
            {row.invitedAt ? t('invitedAt', { date: new Date(row.invitedAt).toLocaleString(locale) }) : t('notInvited')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={invite}>{row.invitedAt ? t('resend') : t('invite')}</Button>
            {row.invitedAt && (
              <Button onClick={() => run(async () => (await actions.withdraw(row.id), t('withdrawn')))}>{t('withdraw')}</Button>
            )}
          </Stack>
        </>
      )}
    </section>
  );
}

function GroupsPart({ row, run }: { row: ParticipantRow; run: (work: () => Promise<string>) => void }) {
  const { t } = useAppTranslation(manageTexts);
  const actions = useDirectoryActions();
  const groups = useGroups();
  const member = new Set(row.groups.map((g) => g.id));
  if (!groups.data?.length || row.status === 'to_be_deleted') return null;
  return (
    <section aria-labelledby="groups-title">
      <Typography id="groups-title" component="h3" variant="subtitle1">{t('groups')}</Typography>
      <FormGroup>
        {groups.data.map((group) => (
          <FormControlLabel
            key={group.id}
            label={group.name}
            control={
              <Checkbox
                checked={member.has(group.id)}
                slotProps={{ input: { 'aria-label': t('memberOf', { name: group.name }) } }}
                onChange={(event) =>
                  run(async () => (await actions.setMember(group.id, row.id, event.target.checked), ''))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </section>
  );
}

function CasePart({ row, run }: { row: ParticipantRow; run: (work: () => Promise<string>) => void }) {
  const { t, locale } = useAppTranslation(manageTexts);
  const actions = useDirectoryActions();
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale);
  return (
    <section aria-labelledby="case-title">
      <Typography id="case-title" component="h3" variant="subtitle1">{t('caseTitle')}</Typography>
      {row.deleteAfter ? (
        <Typography data-testid="case-state">{t('ended', { date: day(row.deleteAfter) })}</Typography>
      ) : (
        <Typography>{t('exportFirst')}</Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => run(async () => (saveJson(`participant-${row.id}.json`, await actions.exportData(row.id)), ''))}>
          {t('exportData')}
        </Button>
        {row.status === 'to_be_deleted' ? (
          <Button variant="contained" onClick={() => run(async () => (await actions.restore(row.id), t('restored')))}>{t('restore')}</Button>
        ) : (
          <Button color="error" variant="contained" onClick={() => run(async () => t('ended', { date: day((await actions.endCase(row.id)).deleteAfter) }))}>
            {t('endCase')}
          </Button>
        )}
      </Stack>
    </section>
  );
}

export function ManageParticipantDialog({ first, onClose }: { first: ParticipantRow; onClose: () => void }) {
  const { t, language } = useAppTranslation(manageTexts);
  const [notice, setNotice] = useState<Notice>(null);
  const record = useParticipantRecord(first.id);
  const row = record.data ?? first;
  const run = (work: () => Promise<string>) => {
    setNotice(null);
    work().then(
      (text) => setNotice(text ? { severity: 'success', text } : null),
      (error: unknown) => setNotice({ severity: 'error', text: serverMessage(error, language) ?? t('failed') }),
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="manage-title">
      <DialogTitle id="manage-title">{t('manageTitle', { name: row.fullName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <InvitationPart row={row} run={run} />
          <GroupsPart row={row} run={run} />
          <CasePart row={row} run={run} />
          {notice && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} data-testid="manage-notice">
              {notice.text}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
