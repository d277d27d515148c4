// Issue 30 item 4: a staff member makes a participant group (members are added from a participant's
// manage dialog, and the list filters by group).
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { manageTexts } from './manage-texts';
import { serverMessage, useDirectoryActions } from './participants-api';

export function NewGroupForm() {
  const { t, language } = useAppTranslation(manageTexts);
  const actions = useDirectoryActions();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const group = await actions.createGroup({ name, description: description.trim() || null });
      setName('');
      setDescription('');
      setNotice({ ok: true, text: t('groupCreated', { name: group.name }) });
    } catch (error) {
      setNotice({ ok: false, text: serverMessage(error, language) ?? t('failed') });
    }
  };
  return (
    <Stack component="form" aria-label={t('newGroup')} onSubmit={(e) => void submit(e)} spacing={1.5} sx={{ mb: 3 }} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField size="small" required label={t('groupName')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField size="small" label={t('groupDescription')} value={description} onChange={(e) => setDescription(e.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 500 } }} />
        <Button type="submit" variant="outlined" disabled={name.trim() === ''}>{t('createGroup')}</Button>
      </Stack>
      {notice && <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>{notice.text}</Alert>}
    </Stack>
  );
}
