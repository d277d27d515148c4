// The versions of a draft to go back to, newest first; going back keeps the text before as a
// version too, so it can be undone.
import { useQuery } from '@tanstack/react-query';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useAppTranslation, useNotify, useShell } from '@portal/sdk';
import { DOCUMENTS_KEY, useDocumentWrites } from '../documents-api';
import { documentsTexts } from '../documents-texts';
import { useErrorText } from '../use-error-text';

export function VersionsPanel({
  draftId,
  onRestored,
}: {
  draftId: number;
  onRestored: (next: { title: string; html: string; revision: number }, when: string) => void;
}) {
  const { t, locale } = useAppTranslation(documentsTexts);
  const { queryClient } = useShell();
  const writes = useDocumentWrites();
  const notify = useNotify();
  const errorText = useErrorText();
  const versions = useQuery(
    {
      queryKey: [DOCUMENTS_KEY, 'versions', draftId],
      queryFn: () => writes.versions(draftId),
      gcTime: 0,
      staleTime: 0,
    },
    queryClient,
  );
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary aria-controls="documents-versions" id="documents-versions-header">
        <Typography component="h2" variant="subtitle1">
          {t('versions')}
          {versions.data ? ` (${versions.data.versions.length})` : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="documents-versions">
        {versions.isPending && <Typography role="status">{t('loading')}</Typography>}
        {versions.data?.versions.length === 0 && (
          <Typography color="text.secondary">{t('noVersions')}</Typography>
        )}
        <List dense aria-label={t('versions')} data-testid="draft-versions">
          {versions.data?.versions.map((version) => (
            <ListItem
              key={version.id}
              divider
              secondaryAction={
                <Button
                  size="small"
                  aria-label={`${t('restore')}: ${t('versionOf', { when: when(version.created_at) })}`}
                  onClick={() =>
                    void writes
                      .restore(draftId, version.id)
                      .then((next) => onRestored(next, when(version.created_at)))
                      .catch((error: unknown) => notify({ severity: 'error', message: errorText(error) }))
                  }
                >
                  {t('restore')}
                </Button>
              }
              sx={{ pr: 22 }}
            >
              <ListItemText
                primary={t('versionOf', { when: when(version.created_at) })}
                secondary={[version.title, version.created_by_name].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
