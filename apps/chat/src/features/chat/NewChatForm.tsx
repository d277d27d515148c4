// Starting a conversation: staff pick one person (a one-to-one) or several (a group, with a title);
// a participant picks one of their contact persons. Used by the quick-access dialog and the page.
import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useUserContext } from '@portal/sdk';
import { errorText, type ChatWrites, type ChatPerson } from './chat-api';
import { useChatTexts } from './chat-texts';
import { PeoplePicker } from './PeoplePicker';

export function NewChatForm({
  writes,
  onStarted,
  onCancel,
}: {
  writes: ChatWrites;
  onStarted: (chatId: number) => void;
  onCancel: () => void;
}) {
  const { t } = useChatTexts();
  const { user } = useUserContext();
  const staff = user.role !== 'participant';
  const [people, setPeople] = useState<ChatPerson[]>([]);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (people.length === 0) {
      setProblem(t('pickSomeone'));
      return;
    }
    setBusy(true);
    try {
      const { id } = await writes.createChat({
        memberIds: people.map((p) => p.id),
        ...(title.trim() ? { title: title.trim() } : {}),
      });
      onStarted(id);
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} sx={{ pt: 1 }} noValidate>
      <PeoplePicker
        writes={writes}
        multiple={staff}
        value={people}
        onChange={setPeople}
        label={t('person')}
      />
      {staff && people.length > 1 && (
        <TextField
          size="small"
          label={t('chatTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      )}
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('start')}
        </Button>
      </Stack>
    </Stack>
  );
}
