// One draft open in the editor (issue 14 parts 4 and 6): its title and text autosaved, versions to
// go back to, export to PDF, and "make document". The address is the draft's own
// (…/drafts/<id>), so a reload or a later visit opens the same text.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
  Typography,
} from '@mui/material';
import {
  useAppTranslation,
  useNavigate,
  useNotify,
  usePageHeader,
  useShell,
  useUnsavedChangesGuard,
} from '@portal/sdk';
import { DOCUMENTS_KEY, downloadPdf, useDocumentWrites, type Draft } from '../documents-api';
import { documentsTexts } from '../documents-texts';
import { useErrorText } from '../use-error-text';
import { RichTextEditor } from './RichTextEditor';
import { useDraftAutosave } from './use-draft-autosave';
import { VersionsPanel } from './VersionsPanel';

function FinishDialog({
  draft,
  open,
  onClose,
  onDone,
}: {
  draft: Draft;
  open: boolean;
  onClose: () => void;
  onDone: (share: boolean) => Promise<void>;
}) {
  const { t } = useAppTranslation(documentsTexts);
  const [share, setShare] = useState(true);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="documents-finish-title">
      <DialogTitle id="documents-finish-title">{t('finishTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('finishText')}</DialogContentText>
        {draft.patient_name && (
          <FormControlLabel
            control={<Checkbox checked={share} onChange={(event) => setShare(event.target.checked)} />}
            label={t('shareWithParticipant', { name: draft.patient_name })}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onDone(share && draft.patient_name !== null).finally(() => setBusy(false));
          }}
        >
          {t('finish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Autosave = ReturnType<typeof useDraftAutosave>;

/** The text this device kept: brought back, or an older copy to take instead. */
function DeviceCopyNotices({ autosave, onTaken }: { autosave: Autosave; onTaken: () => void }) {
  const { t } = useAppTranslation(documentsTexts);
  return (
    <>
      {autosave.restoredFromDevice && <Alert severity="info">{t('restoredLocal')}</Alert>}
      {autosave.olderBackup && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              onClick={() => {
                autosave.takeOlderBackup();
                onTaken();
              }}
            >
              {t('useLocal')}
            </Button>
          }
        >
          {t('olderLocal')}
        </Alert>
      )}
    </>
  );
}

/** Saved, pending, saving, offline or in conflict (with a reload). */
function SaveStatus({ autosave }: { autosave: Autosave }) {
  const { t, locale } = useAppTranslation(documentsTexts);
  const { status } = autosave;
  const time = autosave.savedAt
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(autosave.savedAt)
    : '';
  const statusText = {
    saved: autosave.savedAt ? t('saveStatusSaved', { time }) : '',
    pending: t('saveStatusPending'),
    saving: t('saveStatusSaving'),
    offline: t('saveStatusOffline'),
    conflict: t('saveStatusConflict'),
  }[status];
  return (
    <>
      <Typography
        role="status"
        aria-live="polite"
        data-testid="save-status"
        data-status={status}
        color={status === 'offline' || status === 'conflict' ? 'error' : 'text.secondary'}
        sx={{ minHeight: '1.5em' }}
      >
        {statusText}
      </Typography>
      {status === 'conflict' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
          }
        >
          {t('saveStatusConflict')}
        </Alert>
      )}
    </>
  );
}

function EditorScreen({ draft, basePath }: { draft: Draft; basePath: string }) {
  const { t } = useAppTranslation(documentsTexts);
  const notify = useNotify();
  const navigate = useNavigate();
  const { unsavedChanges } = useShell();
  const errorText = useErrorText();
  const writes = useDocumentWrites();
  const autosave = useDraftAutosave(draft);
  const { content, status } = autosave;
  const [editorKey, setEditorKey] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const [versionsKey, setVersionsKey] = useState(0);
  usePageHeader({ title: t('editorTitle', { title: content.title || draft.title }), backTo: basePath });
  useUnsavedChangesGuard('storage:draft-editor', autosave.dirty && status !== 'conflict', () =>
    autosave.saveNow(),
  );

  const act = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      notify({ severity: 'error', message: errorText(error) });
    }
  };
  const saveVersion = async () => {
    await autosave.saveNow(true);
    setVersionsKey((n) => n + 1);
    notify({ severity: 'success', message: t('versionSaved') });
  };
  const exportPdf = async () => {
    await autosave.saveNow();
    downloadPdf(await writes.draftPdf(draft.id));
  };
  const askToFinish = async () => {
    await autosave.saveNow();
    if (!/<img|[^\s]/.test(autosave.content.html.replace(/<(?!img)[^>]*>/g, '')))
      notify({ severity: 'warning', message: t('draftEmpty') });
    else setFinishing(true);
  };
  const finish = async (share: boolean) => {
    await writes.finish(draft.id, share);
    unsavedChanges.setDirty('storage:draft-editor', false);
    await writes.refresh();
    setFinishing(false);
    notify({ severity: 'success', message: t('finished', { title: content.title }) });
    navigate(basePath);
  };

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="draft-editor"
      data-draft={draft.id}
    >
      <DeviceCopyNotices autosave={autosave} onTaken={() => setEditorKey((n) => n + 1)} />
      <TextField
        label={t('draftTitle')}
        value={content.title}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
        onChange={(event) => autosave.setContent({ ...content, title: event.target.value })}
      />
      <SaveStatus autosave={autosave} />
      <RichTextEditor
        key={`editor-${editorKey}`}
        initialHtml={content.html}
        label={t('editorLabel')}
        onChange={(html) => autosave.setContent({ ...autosave.content, html })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => void act(saveVersion)}>
          {t('saveVersion')}
        </Button>
        <Button variant="outlined" onClick={() => void act(exportPdf)}>
          {t('exportPdf')}
        </Button>
        <Button variant="contained" onClick={() => void act(askToFinish)}>
          {t('finish')}
        </Button>
      </Box>
      <VersionsPanel
        key={`versions-${versionsKey}`}
        draftId={draft.id}
        onRestored={(next, when) => {
          autosave.replaceFromServer(next);
          setEditorKey((n) => n + 1);
          setVersionsKey((n) => n + 1);
          notify({ severity: 'success', message: t('restored', { when }) });
        }}
      />
      <FinishDialog
        draft={draft}
        open={finishing}
        onClose={() => setFinishing(false)}
        onDone={(share) => act(() => finish(share))}
      />
    </Box>
  );
}

/** Loads the draft, then the editor (remounted per draft, so nothing of another leaks in). */
export function DraftEditor({ draftId, basePath }: { draftId: number; basePath: string }) {
  const { t } = useAppTranslation(documentsTexts);
  const writes = useDocumentWrites();
  const errorText = useErrorText();
  const { queryClient, user } = useShell();
  const draft = useQuery(
    {
      queryKey: [DOCUMENTS_KEY, 'draft', user.customerId, user.id, draftId],
      queryFn: () => writes.readDraft(draftId),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    },
    queryClient,
  );
  if (draft.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (draft.error) return <Alert severity="error">{errorText(draft.error)}</Alert>;
  if (draft.data.document_id !== null) return <Alert severity="info">{t('error_draft_finished')}</Alert>;
  return <EditorScreen key={draft.data.id} draft={draft.data} basePath={basePath} />;
}
