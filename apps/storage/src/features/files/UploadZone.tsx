// Drag and drop (or choose) several files at once; each uploads with its own progress bar.
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ApiRequestError, useAppTranslation, useNotify, useShell } from '@portal/sdk';
import { SECURITY_LEVELS, fileWrites } from './files-api';
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
  patientName,
  onFiles,
}: {
  patientName: string | null;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useAppTranslation(filesTexts);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
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
        onClick={() => input.current?.click()}
      >
        {t('chooseFiles')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {patientName ? t('uploadFor', { name: patientName }) : t('uploadForOrganisation')}
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

export function UploadZone({
  patientId,
  patientName,
  onUploaded,
}: {
  patientId: number | null;
  patientName: string | null;
  onUploaded: () => void;
}) {
  const { t } = useAppTranslation(filesTexts);
  const { api } = useShell();
  const notify = useNotify();
  const refusalText = useRefusalText();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [category, setCategory] = useState('');
  const [securityLevel, setSecurityLevel] = useState('3');

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: File[]) => {
    const writes = fileWrites(api);
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
        try {
          await writes.upload(file, { patientId, category, securityLevel }, (loaded, total) =>
            update(key, { loaded, total }),
          );
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
      <UploadChoices
        category={category}
        onCategory={setCategory}
        securityLevel={securityLevel}
        onSecurityLevel={setSecurityLevel}
      />
      <DropZone patientName={patientName} onFiles={start} />
      {uploads.length > 0 && <UploadRows uploads={uploads} />}
    </Stack>
  );
}
