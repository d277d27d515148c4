// The user's drafts, newest change first, each opening in the editor; a list that reads well on a
// phone (the title in full, whom it is about, when it last changed).
import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useAppTranslation, useNavigate, usePageHeader } from '@portal/sdk';
import { useMyDrafts } from '../documents-api';
import { documentsTexts } from '../documents-texts';

export function DraftList({ basePath, title }: { basePath: string; title?: string }) {
  const { t, locale } = useAppTranslation(documentsTexts);
  const navigate = useNavigate();
  const drafts = useMyDrafts();
  usePageHeader({ title: title ?? t('draftsTitle') });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" onClick={() => navigate(`${basePath}/new`)}>
          {t('newDraft')}
        </Button>
      </Box>
      {drafts.isPending && <Typography role="status">{t('loading')}</Typography>}
      {drafts.error && <Alert severity="error">{t('failed')}</Alert>}
      {drafts.data?.length === 0 && <Typography>{t('noDrafts')}</Typography>}
      {drafts.data && drafts.data.length > 0 && (
        <List aria-label={t('draftsLabel')} data-testid="draft-list">
          {drafts.data.map((draft) => (
            <ListItem key={draft.id} disablePadding divider>
              <ListItemButton
                data-draft={draft.title}
                aria-label={t('openDraft', { title: draft.title })}
                onClick={() => navigate(`${basePath}/${draft.id}`)}
              >
                <ListItemText
                  primary={draft.title}
                  secondary={[
                    draft.recipient ? t('aboutParticipant', { name: draft.recipient.full_name }) : null,
                    t('updated', { when: when(draft.updated_at) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
