// One conversation, live: its messages (a log screen readers follow), who has read what, typing,
// and the composer. Messages written go through the outbox, so nothing written is lost offline.
// The data and the actions are in use-conversation; the parts in MessageLog, Composer and
// ConversationHeader.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNavigate, useUserContext } from '@portal/sdk';
import type { ChatWrites } from './chat-api';
import { useChatTexts } from './chat-texts';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MembersPanel } from './MembersPanel';
import { MessageLog } from './MessageLog';
import { useConversation } from './use-conversation';
import { useOnline } from './use-online';
import { useReadMarks } from './use-read-marks';
import { useTyping } from './use-typing';

export function Conversation({
  chatId,
  basePath,
  writes,
  showBack,
}: {
  chatId: number;
  basePath: string;
  writes: ChatWrites;
  showBack: boolean;
}) {
  const { t } = useChatTexts();
  const { user } = useUserContext();
  const navigate = useNavigate();
  const c = useConversation(chatId, writes);
  const { chat, members, replyTo, editing } = c;
  const { typingNames, typed } = useTyping(writes, chatId);
  const online = useOnline();
  const isStaff = user.role !== 'participant';

  useReadMarks(chatId, c.messages, c.me, writes);

  if (c.missing)
    return (
      <Stack spacing={2}>
        <Typography role="alert">{t('notFound')}</Typography>
        <Button onClick={() => navigate(basePath)}>{t('back')}</Button>
      </Stack>
    );

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0, height: '100%' }} data-testid="chat-conversation">
      <ConversationHeader
        chat={chat}
        canResolve={isStaff}
        onBack={showBack ? () => navigate(basePath) : null}
        onStatus={(status) => void c.setStatus(status)}
      />
      {chat && <MembersPanel chatId={chatId} members={members} writes={writes} canManage={isStaff} />}
      {chat?.status === 'resolved' && <Alert severity="success">{t('resolvedNote')}</Alert>}
      {!online && <Alert severity="warning">{t('offline')}</Alert>}
      <MessageLog
        messages={c.messages}
        waiting={c.waiting}
        members={members}
        me={user.id}
        nameOf={c.nameOf}
        t={t}
        onReply={c.reply}
        onEdit={c.edit}
        onRemove={c.remove}
        onDiscard={(p) => c.discard(p.clientId)}
        download={writes.attachment}
        loading={c.loading}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {typingNames.length > 0 ? t('typing', { name: typingNames.join(', ') }) : ''}
      </Typography>
      {c.problem && (
        <Alert severity="error" onClose={() => c.report(null)}>
          {c.problem}
        </Alert>
      )}
      <Composer
        key={editing ? `edit-${editing.id}` : 'new'}
        t={t}
        replyTo={replyTo}
        replyName={replyTo ? c.nameOf(replyTo.sender_user_id) : ''}
        editing={editing}
        onCancel={c.cancel}
        onTyped={typed}
        attach={(file) => writes.attach(chatId, file)}
        onProblem={c.report}
        onSubmit={c.send}
      />
    </Stack>
  );
}
