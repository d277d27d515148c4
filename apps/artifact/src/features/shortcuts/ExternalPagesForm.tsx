// §2.4 The top bar's external pages, configured per tenant beside the shortcuts: one web address a
// page (checked by the same rule as a shortcut's link), empty to leave the page out of the menu.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EXTERNAL_PAGES, shortcutsContract, type ExternalPage, type ShortcutProblem } from '@portal/rules';
import { ApiRequestError, useAppTranslation, useShell, useShellEvents } from '@portal/sdk';
import { shortcutsTexts } from './shortcuts-texts';

type Links = Partial<Record<ExternalPage, string>>;
const KEY = ['artifact', 'external-pages'] as const;

export function ExternalPagesForm() {
  const { t } = useAppTranslation(shortcutsTexts);
  const { api } = useShell();
  const events = useShellEvents();
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: KEY,
    queryFn: () => api.call(shortcutsContract.externalPages, {}),
  });
  const [edited, setEdited] = useState<Links | null>(null);
  const [problem, setProblem] = useState<ShortcutProblem | null>(null);
  const [failure, setFailure] = useState(false);
  const links = edited ?? stored.data?.links ?? {};
  if (stored.isPending) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFailure(false);
    try {
      await api.call(shortcutsContract.setExternalPages, { body: { links } });
      await queryClient.invalidateQueries({ queryKey: KEY });
      setEdited(null);
      events.emit('snackbar', { message: t('externalSaved') });
    } catch (error) {
      // The server's rule names the problem (a link that is not http(s)); nothing was saved.
      const code = error instanceof ApiRequestError ? error.issues[0]?.code : undefined;
      if (code?.startsWith('shortcut.')) setProblem(code as ShortcutProblem);
      else setFailure(true);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ mt: 4, maxWidth: 640 }}
      aria-labelledby="external-pages-title"
    >
      <Typography id="external-pages-title" component="h2" variant="h6">
        {t('externalTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('externalHelp')}
      </Typography>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{t('saveFailed')}</Alert>}
        {problem && <Alert severity="error">{t(problem)}</Alert>}
        {EXTERNAL_PAGES.map((page) => (
          <TextField
            key={page}
            label={t(`page.${page}`)}
            type="url"
            value={links[page] ?? ''}
            onChange={(event) => setEdited({ ...links, [page]: event.target.value })}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained">
            {t('externalSave')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
