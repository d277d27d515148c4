// A message still in the outbox: queued, sending, or failed (with the reason and "discard").
import { Box, Button, Paper, Typography } from '@mui/material';
import { codeText } from './chat-api';
import type { ChatT } from './chat-texts';
import type { PendingMessage } from './outbox';

export function PendingItem({
  pending: p,
  t,
  onDiscard,
}: {
  pending: PendingMessage;
  t: ChatT;
  onDiscard: (p: PendingMessage) => void;
}) {
  return (
    <Box component="li" data-testid="chat-pending" sx={{ alignSelf: 'flex-end', maxWidth: '85%' }}>
      <Paper variant="outlined" sx={{ p: 1, opacity: 0.8 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.body}</Typography>
        <Typography variant="caption" color={p.state === 'failed' ? 'error' : 'text.secondary'}>
          {p.state === 'failed'
            ? t('failedToSend', { reason: codeText(t, p.error ?? '') })
            : p.state === 'sending'
              ? t('sending')
              : t('queued')}
        </Typography>
        {p.state === 'failed' && (
          <Button size="small" onClick={() => onDiscard(p)}>
            {t('discard')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
