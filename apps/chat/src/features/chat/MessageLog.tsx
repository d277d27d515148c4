// The conversation's messages, a log screen readers follow: the stored ones, then the ones still in
// the outbox (queued, sending or failed); the own newest message says who has read it.
import { useEffect, useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { ChatMember, ChatMessage } from './chat-api';
import type { ChatT } from './chat-texts';
import { MessageItem } from './MessageItem';
import type { PendingMessage } from './outbox';
import { PendingItem } from './PendingItem';

export function MessageLog({
  messages,
  waiting,
  members,
  me,
  nameOf,
  t,
  onReply,
  onEdit,
  onRemove,
  onDiscard,
  download,
  loading,
}: {
  messages: ChatMessage[];
  waiting: readonly PendingMessage[];
  members: ChatMember[];
  me: number;
  nameOf: (id: number | null) => string;
  t: ChatT;
  onReply: (m: ChatMessage) => void;
  onEdit: (m: ChatMessage) => void;
  onRemove: (m: ChatMessage) => void;
  onDiscard: (p: PendingMessage) => void;
  download: (id: number) => Promise<Blob>;
  loading: boolean;
}) {
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length + waiting.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const byId = new Map(messages.map((m) => [m.id, m]));
  const others = members.filter((m) => m.user_id !== me);
  const lastOwn = [...messages].reverse().find((m) => m.sender_user_id === me && !m.removed_at);
  return (
    <Box
      role="log"
      aria-label={t('messages')}
      tabIndex={0}
      data-testid="chat-messages"
      sx={{
        flex: '1 1 auto',
        overflowY: 'auto',
        maxHeight: { xs: '60vh', md: '55vh' },
        minHeight: 160,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
      }}
    >
      {loading && <Typography role="status">{t('loading')}</Typography>}
      {!loading && count === 0 && <Typography color="text.secondary">{t('noMessages')}</Typography>}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {messages.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            own={m.sender_user_id === me}
            name={nameOf(m.sender_user_id)}
            quoted={m.reply_to_id ? byId.get(m.reply_to_id) : undefined}
            quotedName={m.reply_to_id ? nameOf(byId.get(m.reply_to_id)?.sender_user_id ?? null) : ''}
            receipt={m.id === lastOwn?.id ? receiptOf(m, others, t) : ''}
            t={t}
            onReply={onReply}
            onEdit={onEdit}
            onRemove={onRemove}
            download={download}
          />
        ))}
        {waiting.map((p) => (
          <PendingItem key={p.clientId} pending={p} t={t} onDiscard={onDiscard} />
        ))}
      </Stack>
      <div ref={end} />
    </Box>
  );
}

/** The own newest message's state: read by whom, delivered, or sent. */
function receiptOf(m: ChatMessage, others: ChatMember[], t: ChatT): string {
  if (others.length === 0) return t('sent');
  const readers = others.filter((o) => (o.last_read_message_id ?? 0) >= m.id);
  if (readers.length === others.length && others.length === 1) return t('read');
  if (readers.length > 0) return t('readBy', { names: readers.map((r) => r.display_name).join(', ') });
  if (others.every((o) => (o.last_delivered_message_id ?? 0) >= m.id)) return t('delivered');
  return t('sent');
}
