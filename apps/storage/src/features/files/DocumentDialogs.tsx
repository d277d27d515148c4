// The preview of a PDF or an image in the page, and the soft delete with its reason.
import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { ApiRequestError, useAppTranslation, useShell } from '@portal/sdk';
import { fileWrites } from './files-api';
import { filesTexts } from './files-texts';

export interface PreviewTarget {
  documentId: number;
  name: string;
  contentType: string | null;
}

export const canPreview = (contentType: string | null) =>
  contentType === 'application/pdf' || (contentType?.startsWith('image/') ?? false);

export function PreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const { t } = useAppTranslation(filesTexts);
  const { api } = useShell();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!target || !canPreview(target.contentType)) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    setFailed(false);
    fileWrites(api)
      .download(target.documentId)
      .then((blob) => {
        // The type is the one the server sniffed at upload, never the browser's guess.
        objectUrl = URL.createObjectURL(
          new Blob([blob], { type: target.contentType ?? 'application/octet-stream' }),
        );
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      setUrl(null);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, target]);

  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="preview-title">
      <DialogTitle id="preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {target ? t('previewOf', { name: target.name }) : ''}
      </DialogTitle>
      <DialogContent>
        {target && !canPreview(target.contentType) && <Typography>{t('noPreview')}</Typography>}
        {failed && <Typography role="alert">{t('failed')}</Typography>}
        {!url && !failed && target && canPreview(target.contentType) && (
          <Typography role="status">{t('loading')}</Typography>
        )}
        {url && target?.contentType === 'application/pdf' && (
          <Box
            component="iframe"
            src={url}
            title={t('previewOf', { name: target.name })}
            data-testid="pdf-preview"
            sx={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
        {url && target?.contentType?.startsWith('image/') && (
          <Box
            component="img"
            src={url}
            alt={target.name}
            data-testid="image-preview"
            sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function DeleteDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useAppTranslation(filesTexts);
  const { api } = useShell();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [target]);

  const submit = async () => {
    if (!target) return;
    if (reason.trim().length < 3) {
      setError(t('error.delete_reason_required'));
      return;
    }
    setBusy(true);
    try {
      await fileWrites(api).remove(target.id, reason.trim());
      onDeleted();
    } catch (e) {
      const code = e instanceof ApiRequestError ? e.code : 'other';
      const noReason = e instanceof ApiRequestError && e.issues[0]?.field === 'reason';
      setError(noReason ? t('error.delete_reason_required') : t('error.other', { code }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="delete-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="delete-title" sx={{ overflowWrap: 'anywhere' }}>
          {target ? t('deleteTitle', { name: target.name }) : ''}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteHelp')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={t('deleteReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {t('delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
