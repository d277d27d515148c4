// A conversation's head: back (on a narrow screen), its title and status, and for staff the way to
// resolve or reopen it.
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { ChatDetail } from './chat-api';
import { useChatTexts } from './chat-texts';

export function ConversationHeader({
  chat,
  canResolve,
  onBack,
  onStatus,
}: {
  chat: ChatDetail | null;
  canResolve: boolean;
  onBack: (() => void) | null;
  onStatus: (status: 'resolved' | 'reopened') => void;
}) {
  const { t } = useChatTexts();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {onBack && (
        <Button size="small" onClick={onBack}>
          ← {t('back')}
        </Button>
      )}
      <Typography
        component="h2"
        variant="h6"
        sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {chat?.title ?? ''}
      </Typography>
      {chat && (
        <Chip
          size="small"
          label={t('statusLabel', { status: t(`status_${chat.status}`) })}
          data-testid="chat-status"
        />
      )}
      {chat && canResolve && chat.status !== 'resolved' && (
        <Button size="small" variant="outlined" onClick={() => onStatus('resolved')}>
          {t('resolve')}
        </Button>
      )}
      {chat && canResolve && chat.status === 'resolved' && (
        <Button size="small" variant="outlined" onClick={() => onStatus('reopened')}>
          {t('reopen')}
        </Button>
      )}
    </Stack>
  );
}
