// The chat beside the video: ephemeral, through the signalling socket to those in the room now.
import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { meetingTexts } from './meeting-texts';
import type { ChatLine } from './room-state';

export const CHAT_MAX = 1000;

export function ChatPanel({ lines, onSend }: { lines: ChatLine[]; onSend(text: string): void }) {
  const { t, locale } = useAppTranslation(meetingTexts);
  const [text, setText] = useState('');
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    onSend(body);
    setText('');
  };
  return (
    <Box component="section" aria-labelledby="meeting-chat-heading" data-testid="meeting-chat">
      <Typography id="meeting-chat-heading" component="h2" variant="h6">
        {t('chatHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('chatNote')}
      </Typography>
      <Box
        role="log"
        aria-live="polite"
        aria-labelledby="meeting-chat-heading"
        tabIndex={0}
        sx={{ maxHeight: 280, overflowY: 'auto', mb: 1 }}
      >
        {lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('chatEmpty')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {lines.map((line) => (
              <Box component="li" key={line.id} sx={{ mb: 1 }} data-testid="chat-line">
                <Typography variant="body2" component="div">
                  <strong>{line.fromSelf ? t('you') : line.name}</strong>{' '}
                  <Box component="time" dateTime={line.at} sx={{ color: 'text.secondary' }}>
                    {time.format(new Date(line.at))}
                  </Box>
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {line.text}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('chatMessage')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHAT_MAX } }}
          fullWidth
        />
        <Button type="submit" variant="outlined">
          {t('send')}
        </Button>
      </Stack>
    </Box>
  );
}
