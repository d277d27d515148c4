// The picker of an image from stored files (issue 14 part 6): the tenant's image files the user may
// read (the data API's permissions decide), newest first, filtered by name as one types; a list of
// buttons, so arrows are not needed: Tab moves, Enter or Space picks, Escape closes.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useAppTranslation, useGqlQuery } from '@portal/sdk';
import { DOCUMENTS_KEY } from '../documents-api';
import { documentsTexts } from '../documents-texts';

export interface StoredImage {
  id: number;
  name: string;
  created_at: string;
}

const STORED_IMAGES = `query StoredImages($where: documents_bool_exp!) {
  documents(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: 100) { id name created_at }
}`;

export function StoredImagePicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (image: StoredImage) => void;
}) {
  const { t, locale } = useAppTranslation(documentsTexts);
  const [filter, setFilter] = useState('');
  const images = useGqlQuery<{ documents: StoredImage[] }, StoredImage[]>({
    key: [DOCUMENTS_KEY, 'stored-images'],
    query: STORED_IMAGES,
    variables: {
      where: {
        content_type: { _in: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
        path: { _is_null: false },
      },
    },
    enabled: open,
    select: (data) => data.documents.map((row) => ({ ...row, id: Number(row.id) })),
  });
  const words = filter.trim().toLowerCase();
  const shown = (images.data ?? []).filter((image) => words === '' || image.name.toLowerCase().includes(words));
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="documents-stored-image-title" fullWidth maxWidth="sm">
      <DialogTitle id="documents-stored-image-title">{t('storedImageTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          size="small"
          label={t('storedImageFilter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        {images.isPending && open && <Typography role="status">{t('loading')}</Typography>}
        {images.error && <Alert severity="error">{t('failed')}</Alert>}
        {images.data && shown.length === 0 && <Typography sx={{ mt: 1 }}>{t('storedImageNone')}</Typography>}
        {shown.length > 0 && (
          <List dense aria-label={t('storedImageList')} data-testid="stored-image-list">
            {shown.map((image) => (
              <ListItem key={image.id} disablePadding divider>
                <ListItemButton onClick={() => onPick(image)} aria-label={t('storedImagePick', { name: image.name })}>
                  <ListItemText primary={image.name} secondary={when(image.created_at)} sx={{ overflowWrap: 'anywhere' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
