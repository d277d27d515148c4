// One stored message: who and when, the message it answers, the text (links made clickable), its
// files, and reply (and for its writer, within the edit window, edit and remove).
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { EDIT_WINDOW_MS, type ChatMessage } from './chat-api';
import { useChatTexts, type ChatT } from './chat-texts';
import { AttachmentList } from './AttachmentList';
import { LinkifiedText } from './linkify';

export function MessageItem({
  message: m,
  own,
  name,
  quoted,
  quotedName,
  receipt,
  t,
  onReply,
  onEdit,
  onRemove,
  download,
}: {
  message: ChatMessage;
  own: boolean;
  name: string;
  quoted: ChatMessage | undefined;
  quotedName: string;
  receipt: string;
  t: ChatT;
  onReply: (m: ChatMessage) => void;
  onEdit: (m: ChatMessage) => void;
  onRemove: (m: ChatMessage) => void;
  download: (id: number) => Promise<Blob>;
}) {
  const { locale } = useChatTexts();
  const removed = m.removed_at !== null;
  const changeable = own && !removed && Date.now() - Date.parse(m.created_at) < EDIT_WINDOW_MS;
  const time = new Date(m.created_at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-message-id={m.id}
      sx={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%', minWidth: 0 }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1,
          bgcolor: own ? 'action.selected' : 'background.paper',
          // Reply, edit and remove show on the message pointed at or focused (Tab reaches them);
          // where there is no pointer that hovers (a phone), always.
          '@media (hover: hover)': {
            '& .chat-message-actions': { opacity: 0 },
            '&:hover .chat-message-actions, &:focus-within .chat-message-actions': { opacity: 1 },
          },
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          <strong>{name}</strong> · <time dateTime={m.created_at}>{time}</time>{' '}
          {m.edited_at && !removed ? t('edited') : ''}
        </Typography>
        {quoted && (
          <Box
            component="blockquote"
            sx={{ m: 0, my: 0.5, pl: 1, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {quotedName}: {quoted.removed_at ? t('removed') : quoted.body.slice(0, 140)}
            </Typography>
          </Box>
        )}
        {removed ? (
          <Typography sx={{ fontStyle: 'italic' }} color="text.secondary">
            {t('removed')}
          </Typography>
        ) : (
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="chat-message-body"
          >
            <LinkifiedText text={m.body} newTabHint={t('opensInNewTab')} />
          </Typography>
        )}
        {!removed && (m.chat_attachments?.length ?? 0) > 0 && (
          <AttachmentList items={m.chat_attachments ?? []} download={download} t={t} />
        )}
        {!removed && (
          <MessageActions
            label={t('actionsFor', { name })}
            changeable={changeable}
            t={t}
            onReply={() => onReply(m)}
            onEdit={() => onEdit(m)}
            onRemove={() => onRemove(m)}
          />
        )}
        {receipt && (
          <Typography variant="caption" color="text.secondary" data-testid="chat-receipt">
            {receipt}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

/** Reply, and for the writer within the edit window edit and remove (shown as the message is pointed at or focused). */
function MessageActions({
  label,
  changeable,
  t,
  onReply,
  onEdit,
  onRemove,
}: {
  label: string;
  changeable: boolean;
  t: ChatT;
  onReply: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="group"
      className="chat-message-actions"
      aria-label={label}
      sx={{ mt: 0.5 }}
    >
      <Button size="small" onClick={onReply} sx={{ minWidth: 0, px: 1 }}>
        {t('reply')}
      </Button>
      {changeable && (
        <Button size="small" onClick={onEdit} sx={{ minWidth: 0, px: 1 }}>
          {t('edit')}
        </Button>
      )}
      {changeable && (
        <Button size="small" onClick={onRemove} sx={{ minWidth: 0, px: 1 }}>
          {t('remove')}
        </Button>
      )}
    </Stack>
  );
}
