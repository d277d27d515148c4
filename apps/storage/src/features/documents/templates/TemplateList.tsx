// The tenant's document templates for its administrators: those in use or the archived ones,
// each to edit, archive or restore, and a new one.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useAppTranslation, useNavigate, useNotify, usePageHeader, useShell } from '@portal/sdk';
import { TEMPLATES_KEY, useTemplateWrites, type AdminTemplate } from './templates-api';
import { templatesTexts, useTemplateErrorText } from './templates-texts';

export function TemplateList({ basePath, backTo }: { basePath: string; backTo: string }) {
  const { t } = useAppTranslation(templatesTexts);
  const { queryClient, user } = useShell();
  const writes = useTemplateWrites();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useTemplateErrorText();
  const [archived, setArchived] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  usePageHeader({ title: t('templatesTitle'), backTo });
  const list = useQuery(
    {
      queryKey: [...TEMPLATES_KEY, user.customerId, archived],
      queryFn: () => writes.list(archived),
      retry: false,
    },
    queryClient,
  );
  const toggle = (template: AdminTemplate) => {
    setBusy(template.id);
    void (template.archived ? writes.restore(template.id) : writes.archive(template.id))
      .then(async () => {
        notify({
          severity: 'success',
          message: t(template.archived ? 'restoredDone' : 'archivedDone', { title: template.title }),
        });
        await writes.refresh();
      })
      .catch((error: unknown) => notify({ severity: 'error', message: errorText(error) }))
      .finally(() => setBusy(null));
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }} data-testid="template-list">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box role="group" aria-label={t('whichTemplates')} sx={{ display: 'flex', gap: 1 }}>
          {(['active', 'archived'] as const).map((which) => (
            <Button
              key={which}
              size="small"
              variant={archived === (which === 'archived') ? 'contained' : 'outlined'}
              aria-pressed={archived === (which === 'archived')}
              onClick={() => setArchived(which === 'archived')}
            >
              {t(which)}
            </Button>
          ))}
        </Box>
        <Button variant="contained" sx={{ ml: 'auto' }} onClick={() => navigate(`${basePath}/new`)}>
          {t('newTemplate')}
        </Button>
      </Box>
      {list.isPending && <Typography role="status">{t('loading')}</Typography>}
      {list.error && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data?.templates.length === 0 && (
        <Typography>{archived ? t('noArchived') : t('noActive')}</Typography>
      )}
      {list.data && list.data.templates.length > 0 && (
        <List aria-label={archived ? t('archived') : t('active')}>
          {list.data.templates.map((template) => (
            <ListItem key={template.id} divider sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="template-row">
              <ListItemText
                primary={template.title}
                secondary={template.language === 'no' ? t('norwegian') : t('english')}
                sx={{ minWidth: 200, overflowWrap: 'anywhere' }}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                {!template.archived && (
                  <Button
                    size="small"
                    aria-label={t('editNamed', { title: template.title })}
                    onClick={() => navigate(`${basePath}/${template.id}`)}
                  >
                    {t('edit')}
                  </Button>
                )}
                <Button
                  size="small"
                  disabled={busy === template.id}
                  aria-label={t(template.archived ? 'restoreNamed' : 'archiveNamed', {
                    title: template.title,
                  })}
                  onClick={() => toggle(template)}
                >
                  {template.archived ? t('restore') : t('archive')}
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
