// One conversation's live data (the chat, its members, its messages and the outbox's messages not
// yet stored) and what the user does in it: reply, edit, remove, send, resolve or reopen.
import { useMemo, useState } from 'react';
import { useUserContext } from '@portal/sdk';
import {
  CHAT_DETAIL,
  CHAT_MEMBERS,
  CHAT_MESSAGES,
  MESSAGES_LIMIT,
  errorText,
  normaliseMembers,
  normaliseMessages,
  type ChatDetail,
  type ChatMember,
  type ChatMessage,
  type ChatWrites,
} from './chat-api';
import { useChatTexts } from './chat-texts';
import { useLive } from './use-live';
import { newClientId, useOutbox } from './use-outbox';

export function useConversation(chatId: number, writes: ChatWrites) {
  const { t } = useChatTexts();
  const { user } = useUserContext();
  const detail = useLive<{ chats_by_pk: ChatDetail | null }>(CHAT_DETAIL, { chatId });
  const memberRows = useLive<{ chat_members: ChatMember[] }>(CHAT_MEMBERS, { chatId });
  const live = useLive<{ chat_messages: ChatMessage[] }>(CHAT_MESSAGES, { chatId, limit: MESSAGES_LIMIT });
  const messages = useMemo(() => normaliseMessages(live.data?.chat_messages ?? []), [live.data]);
  const members = useMemo(() => normaliseMembers(memberRows.data?.chat_members ?? []), [memberRows.data]);
  const { pending, outbox } = useOutbox(writes);
  const stored = new Set(messages.map((m) => m.client_id));
  const waiting = pending.filter((p) => p.chatId === chatId && !stored.has(p.clientId));
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (id: number | null) =>
    id === user.id ? t('you') : (members.find((m) => m.user_id === id)?.display_name ?? '');
  const report = (error: unknown) => setProblem(error === null ? null : errorText(t, error));
  const settle = (write: Promise<unknown>) => write.then(() => setProblem(null), report);

  const send = async (body: string, attachmentIds: number[]): Promise<boolean> => {
    if (editing) {
      try {
        await writes.edit(editing.id, body);
        setEditing(null);
        setProblem(null);
      } catch (error) {
        setProblem(errorText(t, error));
        return false;
      }
      return true;
    }
    outbox.add({
      clientId: newClientId(),
      chatId,
      body,
      replyToId: replyTo?.id ?? null,
      ...(attachmentIds.length > 0 ? { attachmentIds } : {}),
    });
    setReplyTo(null);
    return true;
  };
  return {
    /** Read and not there: the chat is gone or not the user's. */
    missing: Boolean(detail.data) && !detail.data?.chats_by_pk,
    chat: detail.data?.chats_by_pk ?? null,
    members,
    me: members.find((m) => m.user_id === user.id),
    messages,
    loading: live.data === undefined,
    waiting,
    discard: (clientId: string) => outbox.discard(clientId),
    nameOf,
    replyTo,
    editing,
    reply: (m: ChatMessage) => {
      setEditing(null);
      setReplyTo(m);
    },
    edit: (m: ChatMessage) => {
      setReplyTo(null);
      setEditing(m);
    },
    cancel: () => {
      setReplyTo(null);
      setEditing(null);
    },
    remove: (m: ChatMessage) => {
      if (!window.confirm(t('confirmRemove'))) return;
      void settle(writes.remove(m.id));
    },
    setStatus: (status: 'resolved' | 'reopened') => settle(writes.setStatus(chatId, status)),
    send,
    problem,
    report,
  };
}
