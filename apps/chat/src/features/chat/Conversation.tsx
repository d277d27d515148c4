// One conversation, live: its messages (a log screen readers follow), who has read what, typing,
// and the composer. Messages written go through the outbox, so nothing written is lost offline.
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNavigate, useUserContext } from '@portal/sdk';
import {
  BODY_MAX,
  CHAT_DETAIL,
  CHAT_MEMBERS,
  CHAT_MESSAGES,
  EDIT_WINDOW_MS,
  MESSAGES_LIMIT,
  codeText,
  errorText,
  normaliseMembers,
  normaliseMessages,
  type ChatAttachment,
  type ChatDetail,
  type ChatMember,
  type ChatMessage,
  type ChatWrites,
} from './chat-api';
import { useChatTexts, type ChatT } from './chat-texts';
import { LinkifiedText } from './linkify';
import { MembersPanel } from './MembersPanel';
import { newClientId, useOutbox } from './use-outbox';
import { useLive } from './use-live';
import { useTyping } from './use-typing';
import type { PendingMessage } from './outbox';

/** Files on one message (the server's limit too). */
const ATTACHMENTS_MAX = 5;

const sizeText = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} kB`
    : `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;

/** Hands a downloaded file to the browser: an image opens in a tab, any other file is saved. */
function openBlob(blob: Blob, name: string, inline: boolean) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  if (inline) {
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  } else a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A message's files: images as thumbnails, other files as chips; each opens or saves by click or key. */
function AttachmentList({
  items,
  download,
  t,
}: {
  items: ChatAttachment[];
  download: (id: number) => Promise<Blob>;
  t: ChatT;
}) {
  const { locale } = useChatTexts();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('attachmentsOf')}
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
      data-testid="chat-attachments"
    >
      {items.map((a) => (
        <li key={a.id}>
          {a.content_type.startsWith('image/') ? (
            <ImageThumb item={a} download={download} label={t('openImage', { name: a.file_name })} />
          ) : (
            <Chip
              size="small"
              variant="outlined"
              clickable
              label={`📄 ${a.file_name}`}
              aria-label={t('downloadFile', { name: a.file_name, size: sizeText(a.size_bytes, locale) })}
              onClick={() => void download(a.id).then((blob) => openBlob(blob, a.file_name, false))}
              sx={{ maxWidth: '100%' }}
              data-testid="chat-attachment-file"
            />
          )}
        </li>
      ))}
    </Stack>
  );
}

function ImageThumb({
  item,
  download,
  label,
}: {
  item: ChatAttachment;
  download: (id: number) => Promise<Blob>;
  label: string;
}) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    download(item.id).then(
      (b) => {
        if (!live) return;
        made = URL.createObjectURL(b);
        setBlob(b);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [download, item.id]);
  return (
    <Button
      variant="outlined"
      aria-label={label}
      disabled={!blob}
      onClick={() => blob && openBlob(blob, item.file_name, true)}
      sx={{ p: 0.25, minWidth: 64, minHeight: 48 }}
      data-testid="chat-attachment-image"
    >
      {url ? (
        <Box component="img" src={url} alt="" sx={{ display: 'block', maxWidth: 160, maxHeight: 120 }} />
      ) : (
        <Typography variant="caption">{item.file_name}</Typography>
      )}
    </Button>
  );
}

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
  const detail = useLive<{ chats_by_pk: ChatDetail | null }>(CHAT_DETAIL, { chatId });
  const memberRows = useLive<{ chat_members: ChatMember[] }>(CHAT_MEMBERS, { chatId });
  const live = useLive<{ chat_messages: ChatMessage[] }>(CHAT_MESSAGES, { chatId, limit: MESSAGES_LIMIT });
  const messages = useMemo(() => normaliseMessages(live.data?.chat_messages ?? []), [live.data]);
  const members = useMemo(() => normaliseMembers(memberRows.data?.chat_members ?? []), [memberRows.data]);
  const chat = detail.data?.chats_by_pk ?? null;
  const { pending, outbox } = useOutbox(writes);
  const stored = new Set(messages.map((m) => m.client_id));
  const waiting = pending.filter((p) => p.chatId === chatId && !stored.has(p.clientId));
  const { typingNames, typed } = useTyping(writes, chatId);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const isStaff = user.role !== 'participant';
  const me = members.find((m) => m.user_id === user.id);
  const nameOf = (id: number | null) =>
    id === user.id ? t('you') : (members.find((m) => m.user_id === id)?.display_name ?? '');

  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);

  useReadMarks(chatId, messages, me, writes);

  if (detail.data && !chat)
    return (
      <Stack spacing={2}>
        <Typography role="alert">{t('notFound')}</Typography>
        <Button onClick={() => navigate(basePath)}>{t('back')}</Button>
      </Stack>
    );

  const setStatus = (status: 'resolved' | 'reopened') =>
    writes.setStatus(chatId, status).then(
      () => setProblem(null),
      (error: unknown) => setProblem(errorText(t, error)),
    );

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0, height: '100%' }} data-testid="chat-conversation">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {showBack && (
          <Button size="small" onClick={() => navigate(basePath)}>
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
        {chat && isStaff && chat.status !== 'resolved' && (
          <Button size="small" variant="outlined" onClick={() => void setStatus('resolved')}>
            {t('resolve')}
          </Button>
        )}
        {chat && isStaff && chat.status === 'resolved' && (
          <Button size="small" variant="outlined" onClick={() => void setStatus('reopened')}>
            {t('reopen')}
          </Button>
        )}
      </Stack>
      {chat && <MembersPanel chatId={chatId} members={members} writes={writes} canManage={isStaff} />}
      {chat?.status === 'resolved' && <Alert severity="success">{t('resolvedNote')}</Alert>}
      {!online && <Alert severity="warning">{t('offline')}</Alert>}
      <MessageLog
        messages={messages}
        waiting={waiting}
        members={members}
        me={user.id}
        nameOf={nameOf}
        t={t}
        onReply={(m) => {
          setEditing(null);
          setReplyTo(m);
        }}
        onEdit={(m) => {
          setReplyTo(null);
          setEditing(m);
        }}
        onRemove={(m) => {
          if (!window.confirm(t('confirmRemove'))) return;
          writes.remove(m.id).then(
            () => setProblem(null),
            (error: unknown) => setProblem(errorText(t, error)),
          );
        }}
        onDiscard={(p) => outbox.discard(p.clientId)}
        download={writes.attachment}
        loading={live.data === undefined}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {typingNames.length > 0 ? t('typing', { name: typingNames.join(', ') }) : ''}
      </Typography>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Composer
        key={editing ? `edit-${editing.id}` : 'new'}
        t={t}
        replyTo={replyTo}
        replyName={replyTo ? nameOf(replyTo.sender_user_id) : ''}
        editing={editing}
        onCancel={() => {
          setReplyTo(null);
          setEditing(null);
        }}
        onTyped={typed}
        attach={(file) => writes.attach(chatId, file)}
        onProblem={(error) => setProblem(error === null ? null : errorText(t, error))}
        onSubmit={async (body, attachmentIds) => {
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
        }}
      />
    </Stack>
  );
}

/**
 * Marks the conversation read up to its newest message while it is on screen; asks again a little
 * later while the member's unseen count has not come down (a lost answer, a busy server).
 */
function useReadMarks(
  chatId: number,
  messages: ChatMessage[],
  me: ChatMember | undefined,
  writes: ChatWrites,
) {
  const inFlight = useRef(false);
  const [round, setRound] = useState(0);
  const newest = messages.at(-1)?.id ?? 0;
  const read = me?.last_read_message_id ?? 0;
  const unseen = me?.unseen_count ?? 0;
  const known = me !== undefined;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mark = () => {
      if (document.visibilityState !== 'visible' || !known || newest === 0) return;
      if (newest <= read && unseen === 0) return;
      if (!inFlight.current) {
        inFlight.current = true;
        writes
          .read(chatId, newest)
          .catch(() => undefined)
          .finally(() => {
            inFlight.current = false;
          });
      }
      timer = setTimeout(() => setRound((n) => n + 1), 3000);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [chatId, newest, read, unseen, known, writes, round]);
}

function MessageLog({
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
          <Box
            component="li"
            key={p.clientId}
            data-testid="chat-pending"
            sx={{ alignSelf: 'flex-end', maxWidth: '85%' }}
          >
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

function MessageItem({
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
      <Paper variant="outlined" sx={{ p: 1, bgcolor: own ? 'action.selected' : 'background.paper' }}>
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
          <Stack
            direction="row"
            spacing={0.5}
            role="group"
            aria-label={t('actionsFor', { name })}
            sx={{ mt: 0.5 }}
          >
            <Button size="small" onClick={() => onReply(m)} sx={{ minWidth: 0, px: 1 }}>
              {t('reply')}
            </Button>
            {changeable && (
              <Button size="small" onClick={() => onEdit(m)} sx={{ minWidth: 0, px: 1 }}>
                {t('edit')}
              </Button>
            )}
            {changeable && (
              <Button size="small" onClick={() => onRemove(m)} sx={{ minWidth: 0, px: 1 }}>
                {t('remove')}
              </Button>
            )}
          </Stack>
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

function Composer({
  t,
  replyTo,
  replyName,
  editing,
  onCancel,
  onTyped,
  onSubmit,
  attach,
  onProblem,
}: {
  t: ChatT;
  replyTo: ChatMessage | null;
  replyName: string;
  editing: ChatMessage | null;
  onCancel: () => void;
  onTyped: () => void;
  onSubmit: (body: string, attachmentIds: number[]) => Promise<boolean>;
  attach: (file: File) => Promise<ChatAttachment>;
  onProblem: (error: unknown) => void;
}) {
  const [body, setBody] = useState(editing?.body ?? '');
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const pick = async (chosen: FileList | null) => {
    for (const file of [...(chosen ?? [])].slice(0, ATTACHMENTS_MAX - files.length)) {
      setUploading(file.name);
      try {
        const uploaded = await attach(file);
        setFiles((previous) => [...previous, uploaded]);
        onProblem(null);
      } catch (error) {
        onProblem(error);
      }
    }
    setUploading(null);
    if (picker.current) picker.current.value = '';
  };
  const [tooLong, setTooLong] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (replyTo || editing) input.current?.focus();
  }, [replyTo, editing]);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (!text && files.length === 0) return;
    if (uploading) return;
    if (text.length > BODY_MAX) {
      setTooLong(true);
      return;
    }
    if (
      await onSubmit(
        text,
        files.map((f) => f.id),
      )
    ) {
      setBody('');
      setFiles([]);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
    if (event.key === 'Escape' && (replyTo || editing)) onCancel();
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)}>
      {(replyTo || editing) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {editing ? t('editing') : t('replyingTo', { name: replyName })}
            {replyTo ? `: ${replyTo.body.slice(0, 80)}` : ''}
          </Typography>
          <Button size="small" onClick={onCancel}>
            {editing ? t('cancelEdit') : t('cancelReply')}
          </Button>
        </Stack>
      )}
      {(files.length > 0 || uploading) && (
        <Stack
          component="ul"
          direction="row"
          aria-label={t('attached')}
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, mb: 0.5, p: 0 }}
          data-testid="chat-composer-files"
        >
          {files.map((f) => (
            <li key={f.id}>
              <Chip
                size="small"
                label={f.file_name}
                onDelete={() => setFiles((previous) => previous.filter((x) => x.id !== f.id))}
                deleteIcon={<span aria-label={t('removeAttachment', { name: f.file_name })}>×</span>}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
          {uploading && (
            <li>
              <Typography variant="body2" role="status">
                {t('attaching', { name: uploading })}
              </Typography>
            </li>
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        {!editing && (
          <>
            <input
              ref={picker}
              type="file"
              hidden
              multiple
              accept="image/*,application/pdf,.doc,.docx,.odt,.xls,.xlsx,.ods,.txt"
              data-testid="chat-file-input"
              onChange={(event) => void pick(event.target.files)}
            />
            <Button
              variant="outlined"
              onClick={() => picker.current?.click()}
              disabled={files.length >= ATTACHMENTS_MAX || uploading !== null}
              aria-label={t('attach')}
              sx={{ minWidth: 0, px: 1.25, flex: '0 0 auto' }}
            >
              📎
            </Button>
          </>
        )}
        <TextField
          inputRef={input}
          fullWidth
          multiline
          maxRows={6}
          size="small"
          label={t('messageLabel')}
          placeholder={t('messagePlaceholder')}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setTooLong(false);
            onTyped();
          }}
          onKeyDown={onKeyDown}
          error={tooLong || body.length > BODY_MAX}
          helperText={
            tooLong || body.length > BODY_MAX
              ? t('error_chat_message_too_long', { max: BODY_MAX })
              : body.length > BODY_MAX - 200
                ? `${body.length} / ${BODY_MAX}`
                : undefined
          }
          slotProps={{ htmlInput: { 'data-testid': 'chat-input' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={(!body.trim() && files.length === 0) || uploading !== null}
        >
          {editing ? t('save') : t('send')}
        </Button>
      </Stack>
    </Box>
  );
}
