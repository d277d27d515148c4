// Drag and drop (or choose) several files at once; each uploads with its own progress bar.
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ApiRequestError, newIdempotencyKey, useAppTranslation, useNotify, useShell } from '@portal/sdk';
import { SECURITY_LEVELS, fileWrites, useUploadParticipants } from './files-api';
import { filesTexts } from './files-texts';
import { CategorySelect } from './CategorySelect';

interface Upload {
  key: string;
  name: string;
  loaded: number;
  total: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
}

const KNOWN_REFUSALS = [
  'file_too_large',
  'file_type_refused',
  'file_name_invalid',
  'file_empty',
  'upload_incomplete',
  'network',
];

/** Why an upload failed, in the user's language. */
function useRefusalText() {
  const { t } = useAppTranslation(filesTexts);
  const { language } = useShell();
  return (error: unknown): string => {
    const code = error instanceof ApiRequestError ? error.code : 'other';
    // A refusal that carries its text in both languages (the upload rate, the storage quota) is shown as the server words it.
    const messages =
      error instanceof ApiRequestError
        ? (error.extra.messages as Record<string, unknown> | undefined)
        : undefined;
    const serverText = messages?.[language];
    if (typeof serverText === 'string') return serverText;
    return KNOWN_REFUSALS.includes(code) ? t(`error.${code}` as 'error.other') : t('error.other', { code });
  };
}

/** The category and security level the next files are uploaded with. */
function UploadChoices(props: {
  category: string;
  onCategory: (category: string) => void;
  securityLevel: string;
  onSecurityLevel: (level: string) => void;
}) {
  const { t } = useAppTranslation(filesTexts);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <CategorySelect value={props.category} onChange={props.onCategory} />
      <TextField
        select
        size="small"
        label={t('securityLevel')}
        value={props.securityLevel}
        onChange={(e) => props.onSecurityLevel(e.target.value)}
        sx={{ minWidth: 160 }}
      >
        {SECURITY_LEVELS.map((level) => (
          <MenuItem key={level} value={String(level)}>
            {t(`level.${level}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** Each upload with its progress, done or why it failed. */
function UploadRows({ uploads }: { uploads: Upload[] }) {
  const { t } = useAppTranslation(filesTexts);
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-live="polite">
      {uploads.map((u) => (
        <Box component="li" key={u.key} data-testid="upload-row" data-state={u.state}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {u.state === 'failed'
              ? t('uploadFailed', { name: u.name, reason: u.message ?? '' })
              : u.state === 'done'
                ? t('uploaded', { name: u.name })
                : t('uploading', { name: u.name })}
          </Typography>
          <LinearProgress
            variant="determinate"
            color={u.state === 'failed' ? 'error' : u.state === 'done' ? 'success' : 'primary'}
            value={
              u.total > 0
                ? Math.min(100, Math.round((u.loaded / u.total) * 100))
                : u.state === 'done'
                  ? 100
                  : 0
            }
            aria-label={t('uploading', { name: u.name })}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** Files dropped here or chosen: each list of them handed to `onFiles`. */
function DropZone({
  destination,
  disabled,
  onFiles,
}: {
  /** Where the files go, in words: the participant's name or the organisation's files. */
  destination: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useAppTranslation(filesTexts);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <Box
      data-testid="drop-zone"
      role="group"
      aria-label={t('dropZoneLabel')}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: '2px dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: 2,
        textAlign: 'center',
      }}
    >
      <Typography component="span">{t('dropHere')} </Typography>
      <Button
        variant="outlined"
        size="small"
        data-testid="choose-files"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {t('chooseFiles')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="upload-destination">
        {destination}
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}

/**
 * Where an upload goes: a participant (the one chosen in the context, or the participant's own
 * page), the organisation's files, or, on the participants' tab with no participant chosen, one
 * picked here first (issue 26 item 9: that tab's uploads went to the organisation's files).
 */
export type UploadTarget =
  { kind: 'participant'; id: number | null; name: string } | { kind: 'organisation' } | { kind: 'pick' };

/** The participant the next files are for, on the participants' tab with none chosen in the context. */
function ParticipantPick({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useAppTranslation(filesTexts);
  const participants = useUploadParticipants(true);
  return (
    <TextField
      select
      size="small"
      label={t('uploadParticipant')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'upload-participant' } }}
    >
      <MenuItem value="">{t('uploadChooseParticipant')}</MenuItem>
      {(participants.data ?? []).map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function UploadZone({ target, onUploaded }: { target: UploadTarget; onUploaded: () => void }) {
  const { t } = useAppTranslation(filesTexts);
  const { api } = useShell();
  const notify = useNotify();
  const refusalText = useRefusalText();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const sending = useRef(new Map<string, string>());
  const [category, setCategory] = useState('');
  const [securityLevel, setSecurityLevel] = useState('3');
  const [picked, setPicked] = useState('');
  const participants = useUploadParticipants(target.kind === 'pick');
  const pickedName = participants.data?.find((p) => String(p.id) === picked)?.name ?? null;
  const patientId =
    target.kind === 'participant' ? target.id : target.kind === 'pick' && picked ? Number(picked) : null;
  const destination =
    target.kind === 'participant'
      ? t('uploadFor', { name: target.name })
      : target.kind === 'organisation'
        ? t('uploadForOrganisation')
        : pickedName
          ? t('uploadFor', { name: pickedName })
          : t('uploadPickFirst');
  const disabled = target.kind === 'pick' && !picked;

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: File[]) => {
    const writes = fileWrites(api);
    // One key per file and destination while it is not yet stored: the same file dropped again
    // before its answer came is stored once (issue 26 item 6).
    const keyOf = (file: File) => {
      const content = JSON.stringify([
        file.name,
        file.size,
        file.lastModified,
        patientId,
        category,
        securityLevel,
      ]);
      const key = sending.current.get(content) ?? newIdempotencyKey();
      sending.current.set(content, key);
      return { content, key };
    };
    const started = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((list) => [
      ...list.filter((u) => u.state === 'uploading'),
      ...started.map(({ file, key }) => ({
        key,
        name: file.name,
        loaded: 0,
        total: file.size,
        state: 'uploading' as const,
      })),
    ]);
    void Promise.all(
      started.map(async ({ file, key }) => {
        const once = keyOf(file);
        try {
          await writes.upload(
            file,
            { patientId, category, securityLevel },
            (loaded, total) => update(key, { loaded, total }),
            once.key,
          );
          sending.current.delete(once.content);
          update(key, { state: 'done', loaded: file.size });
          notify({ severity: 'success', message: t('uploaded', { name: file.name }) });
        } catch (error) {
          const reason = refusalText(error);
          update(key, { state: 'failed', message: reason });
          notify({ severity: 'error', message: t('uploadFailed', { name: file.name, reason }) });
        }
      }),
    ).then(onUploaded);
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={t('chooseFiles')}>
      {target.kind === 'pick' && <ParticipantPick value={picked} onChange={setPicked} />}
      <UploadChoices
        category={category}
        onCategory={setCategory}
        securityLevel={securityLevel}
        onSecurityLevel={setSecurityLevel}
      />
      <DropZone destination={destination} disabled={disabled} onFiles={start} />
      {uploads.length > 0 && <UploadRows uploads={uploads} />}
    </Stack>
  );
}
