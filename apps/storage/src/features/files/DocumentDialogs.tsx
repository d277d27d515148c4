// The preview of a PDF (its pages as images) or an image in the page, and the soft delete with its reason.
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
  useMediaQuery,
} from '@mui/material';
import { ApiRequestError, useAppTranslation, useShell } from '@portal/sdk';
import { fileWrites, type SigningStatus } from './files-api';
import { PdfPages } from './preview/PdfPages';
import { filesTexts } from './files-texts';

export interface PreviewTarget {
  documentId: number;
  name: string;
  contentType: string | null;
  /** The share, when it was sent for signing: a signed one previews its signed copy. */
  shareId?: number;
  signing?: SigningStatus;
}

export const canPreview = (contentType: string | null) =>
  contentType === 'application/pdf' || (contentType?.startsWith('image/') ?? false);

/** The file the preview shows: the signed copy of a signed share, else the document's file. */
function usePreviewFile(target: PreviewTarget | null) {
  const { api } = useShell();
  const [file, setFile] = useState<Blob | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFile(null);
    setFailed(false);
    if (!target || !canPreview(target.contentType)) return undefined;
    let live = true;
    fileWrites(api)
      .rowFile({ id: target.shareId ?? 0, documentId: target.documentId, name: target.name, signing: target.signing ?? null })
      // The type is the one the server sniffed at upload, never the browser's guess.
      .then(({ blob }) => live && setFile(new Blob([blob], { type: target.contentType ?? 'application/octet-stream' })))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, target]);
  return { file, failed };
}

function ImagePreview({ blob, name }: { blob: Blob; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url ? (
    <Box
      component="img"
      src={url}
      alt={name}
      data-testid="image-preview"
      sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
    />
  ) : null;
}

/**
 * A PDF (as its pages, fitted to the width: PdfPages) or an image in the page; on a phone the
 * dialog takes the whole screen, so a page is as wide as the phone.
 */
export function PreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const { t } = useAppTranslation(filesTexts);
  // MUI's sm breakpoint, as a query (the app may render outside a theme provider in tests).
  const phone = useMediaQuery('(max-width: 599.95px)');
  const { file, failed } = usePreviewFile(target);
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="preview-title"
    >
      <DialogTitle id="preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {target ? t('previewOf', { name: target.name }) : ''}
      </DialogTitle>
      {/* The pages scroll here: a keyboard user reaches and scrolls them with Tab and the arrows. */}
      <DialogContent
        tabIndex={0}
        role="region"
        aria-labelledby="preview-title"
        data-testid="preview-pages"
        sx={{ px: { xs: 1, sm: 3 } }}
      >
        {target?.signing === 'signed' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('previewSignedCopy')}
          </Typography>
        )}
        {target && !canPreview(target.contentType) && <Typography>{t('noPreview')}</Typography>}
        {failed && <Typography role="alert">{t('failed')}</Typography>}
        {!file && !failed && target && canPreview(target.contentType) && (
          <Typography role="status">{t('loading')}</Typography>
        )}
        {file && target?.contentType === 'application/pdf' && <PdfPages blob={file} name={target.name} />}
        {file && target?.contentType?.startsWith('image/') && <ImagePreview blob={file} name={target.name} />}
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
