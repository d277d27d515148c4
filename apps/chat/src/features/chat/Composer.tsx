// The composer: a message (Enter sends, Shift+Enter a new line), files to attach, and the reply or
// edit it is for. Its state is in use-composer.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Box, Button, Chip, Stack, SvgIcon, TextField, Typography, type SvgIconProps } from '@mui/material';
import { BODY_MAX, type ChatAttachment, type ChatMessage } from './chat-api';
import type { ChatT } from './chat-texts';
import { ATTACHMENTS_MAX, useComposer, type ComposerActions } from './use-composer';

interface ComposerProps extends ComposerActions {
  t: ChatT;
  replyTo: ChatMessage | null;
  replyName: string;
  editing: ChatMessage | null;
  onCancel: () => void;
  onTyped: () => void;
}

export function Composer({ t, replyTo, replyName, editing, onCancel, onTyped, ...actions }: ComposerProps) {
  const composer = useComposer(editing?.body ?? '', actions);
  const { body, files, uploading, picker } = composer;
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (replyTo || editing) input.current?.focus();
  }, [replyTo, editing]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void composer.submit();
    }
    if (event.key === 'Escape' && (replyTo || editing)) onCancel();
  };
  const over = composer.tooLong || body.length > BODY_MAX;
  return (
    <Box component="form" onSubmit={(e) => void composer.submit(e)}>
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
        <AttachedFiles files={files} uploading={uploading} onRemove={composer.unattach} t={t} />
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
              onChange={(event) => void composer.pick(event.target.files)}
            />
            <Button
              variant="outlined"
              onClick={() => picker.current?.click()}
              disabled={files.length >= ATTACHMENTS_MAX || uploading !== null}
              aria-label={t('attach')}
              sx={{ minWidth: 0, px: 1.25, flex: '0 0 auto' }}
            >
              <AttachIcon fontSize="small" />
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
            composer.write(event.target.value);
            onTyped();
          }}
          onKeyDown={onKeyDown}
          error={over}
          helperText={
            over
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

/** The files attached so far (each with a way to take it off) and the one uploading. */
function AttachedFiles({
  files,
  uploading,
  onRemove,
  t,
}: {
  files: ChatAttachment[];
  uploading: string | null;
  onRemove: (id: number) => void;
  t: ChatT;
}) {
  return (
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
            onDelete={() => onRemove(f.id)}
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
  );
}

/** Material's "attach file" paperclip, drawn by the shared SvgIcon (an emoji needs a font the device may lack). */
function AttachIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5a2.5 2.5 0 0 1 5 0v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5a2.5 2.5 0 0 0 5 0V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6z" />
    </SvgIcon>
  );
}
