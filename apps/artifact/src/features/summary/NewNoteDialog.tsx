// Quick access "new note" (issue 28 item 6, §2.4): a short note about the chosen participant in
// RECIPIENT, or the user's own in ME; kept in the activities log with who and when.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { NOTE_MAX_CHARS, summaryContract } from '@portal/rules';
import {
  ApiRequestError,
  defineDialog,
  useAppTranslation,
  useShell,
  useUserContext,
  type DialogProps,
} from '@portal/sdk';
import { summaryTexts } from './summary-texts';

export const NewNoteDialog = defineDialog(function NewNoteDialog({ close, setDirty }: DialogProps) {
  const { t } = useAppTranslation(summaryTexts);
  const { api } = useShell();
  const queryClient = useQueryClient();
  const { selectedRecipient } = useUserContext();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(t('notes.textRequired'));
    try {
      await api.call(summaryContract.addNote, { body: { recipientId: selectedRecipient?.id ?? null, text } });
      await queryClient.invalidateQueries({ queryKey: ['artifact', 'summary'] });
      close({ status: 'saved', message: t('noteSaved') });
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.issues[0]?.code : undefined;
      setProblem(
        code === 'notes.textTooLong' || code === 'notes.textRequired'
          ? t(code)
          : t('saveFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ minWidth: { sm: 420 } }}>
      <Stack spacing={2}>
        <Typography>
          {selectedRecipient ? t('noteAbout', { name: selectedRecipient.name }) : t('noteOwn')}
        </Typography>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          label={t('noteLabel')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setDirty?.(e.target.value.trim() !== '');
          }}
          multiline
          minRows={4}
          autoFocus
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_CHARS } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('save')}
          </Button>
          <Button onClick={() => close({ status: 'cancelled' })}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
});

export default NewNoteDialog;
