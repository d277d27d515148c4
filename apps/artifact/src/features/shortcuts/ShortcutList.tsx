// The admin's list of the tenant's shortcuts: drag a row's handle (or focus it and use space and the
// arrow keys) to reorder; the new order is saved at once, all or nothing, and put back on failure.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogTitle, Stack, Typography } from '@mui/material';
import { arrayMove } from '@dnd-kit/sortable';
import { SortableList, SortableListItem } from '../../../../shared/sortable-list';
import { useAppTranslation, useNavigate, useShellEvents } from '@portal/sdk';
import { ExternalPagesForm } from './ExternalPagesForm';
import { useShortcutWrites, useShortcuts, type Shortcut } from './shortcuts-api';
import { shortcutsTexts } from './shortcuts-texts';

function ShortcutRow({
  shortcut,
  basePath,
  onDelete,
}: {
  shortcut: Shortcut;
  basePath: string;
  onDelete: (shortcut: Shortcut) => void;
}) {
  const { t } = useAppTranslation(shortcutsTexts);
  const navigate = useNavigate();
  return (
    <SortableListItem
      id={shortcut.id}
      handleLabel={t('dragHandle', { title: shortcut.title })}
      divider
      data-shortcut={shortcut.title}
      sx={{ gap: 1, flexWrap: 'wrap', bgcolor: 'background.paper' }}
    >
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{shortcut.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {shortcut.link}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          onClick={() => navigate(`${basePath}/${shortcut.id}/edit`)}
          aria-label={`${t('edit')}: ${shortcut.title}`}
        >
          {t('edit')}
        </Button>
        <Button
          color="error"
          onClick={() => onDelete(shortcut)}
          aria-label={`${t('delete')}: ${shortcut.title}`}
        >
          {t('delete')}
        </Button>
      </Stack>
    </SortableListItem>
  );
}

export function ShortcutList({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(shortcutsTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const shortcuts = useShortcuts();
  const writes = useShortcutWrites();
  const [order, setOrder] = useState<Shortcut[] | null>(null);
  const [deleting, setDeleting] = useState<Shortcut | null>(null);
  const [failure, setFailure] = useState(false);
  if (shortcuts.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (shortcuts.error) return <Typography role="alert">{t('failed')}</Typography>;
  const rows = order ?? shortcuts.data;

  // §1: the list announces each move in the shell's language (the area's texts).
  const onMove = (from: number, to: number) => {
    const moved = arrayMove(rows, from, to);
    setOrder(moved);
    setFailure(false);
    writes
      .reorder(moved.map((s) => s.id))
      .then(async () => {
        await writes.refresh();
        setOrder(null);
        events.emit('snackbar', { message: t('moved') });
      })
      .catch(() => {
        setOrder(null);
        setFailure(true);
      });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    try {
      await writes.remove(id);
      await writes.refresh();
      events.emit('snackbar', { message: t('deleted') });
    } catch {
      setFailure(true);
    }
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography color="text.secondary">{t('count', { count: rows.length })}</Typography>
        <Button variant="contained" onClick={() => navigate(`${basePath}/new`)}>
          {t('add')}
        </Button>
      </Stack>
      {failure && <Alert severity="error">{t('saveFailed')}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {t('dragHelp')}
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('empty')}</Typography>
      ) : (
        <SortableList
          entries={rows}
          label={t('settingsTitle')}
          t={t}
          onMove={onMove}
          testId="shortcut-settings-list"
        >
          {rows.map((shortcut) => (
            <ShortcutRow key={shortcut.id} shortcut={shortcut} basePath={basePath} onDelete={setDeleting} />
          ))}
        </SortableList>
      )}
      <ExternalPagesForm />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="shortcut-delete-title"
      >
        <DialogTitle id="shortcut-delete-title">
          {t('confirmDelete', { title: deleting?.title ?? '' })}
        </DialogTitle>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} autoFocus>
            {t('cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            {t('delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
