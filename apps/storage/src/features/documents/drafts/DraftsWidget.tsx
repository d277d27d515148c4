// §3 overview widget DRAFTS (issue 14 part 4): the user's latest unfinished drafts, each a link that
// resumes it in the editor (/documents/drafts/<id>), and "New draft". It replaces the data grid's
// generic DRAFTS table. In the RECIPIENT context it shows the drafts about the chosen participant.
// A list at every width: the title in full and when it last changed read well at 375 px too.
import type { MouseEvent } from 'react';
import { Alert, Box, Button, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import {
  ROUTE_PATHS,
  defineWidget,
  routeHref,
  useAppTranslation,
  useGqlQuery,
  useNavigate,
  useUserContext,
  type WidgetProps,
} from '@portal/sdk';
import { DOCUMENTS_KEY } from '../documents-api';
import { documentsTexts } from '../documents-texts';

interface WidgetDraft {
  id: number;
  title: string;
  updated_at: string;
  recipient: { full_name: string } | null;
}

const WIDGET_DRAFTS = `query DraftsWidget($where: dockladd_properties_bool_exp!, $rows: Int!) {
  dockladd_properties(where: $where, limit: $rows, order_by: [{ updated_at: desc }, { id: desc }]) {
    id title updated_at recipient { full_name }
  }
}`;

const DraftsWidget = defineWidget(function DraftsWidget({ name, amountOfRows }: WidgetProps) {
  const { t, locale } = useAppTranslation(documentsTexts);
  const { user, userContext, selectedRecipient } = useUserContext();
  const navigate = useNavigate();
  const recipientId = userContext === 'RECIPIENT' ? (selectedRecipient?.id ?? -1) : null;
  const drafts = useGqlQuery<{ dockladd_properties: WidgetDraft[] }, WidgetDraft[]>({
    key: [DOCUMENTS_KEY, 'drafts-widget', amountOfRows, recipientId],
    query: WIDGET_DRAFTS,
    variables: {
      rows: amountOfRows,
      where: {
        created_by: { _eq: user.id },
        document_id: { _is_null: true },
        ...(recipientId === null ? {} : { patient_id: { _eq: recipientId } }),
      },
    },
    select: (data) => data.dockladd_properties.map((row) => ({ ...row, id: Number(row.id) })),
  });
  // The drafts page keeps the context (§2.3 query parameters) by the shell's navigation.
  const context =
    recipientId === null ? {} : { user_context: 'RECIPIENT', selected_patient_id: recipientId };
  const all = routeHref(ROUTE_PATHS.drafts, context);
  const newHref = routeHref(`${ROUTE_PATHS.drafts}/new`, context);
  const draftHref = (id: number) => routeHref(`${ROUTE_PATHS.drafts}/${id}`, context);
  const open = (href: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const title = name || t('draftsTitle');
  return (
    <Paper component="article" variant="outlined" data-widget="DRAFTS" data-testid="drafts-widget" aria-label={title} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', m: 0 }}>
          <Link href={all} onClick={open(all)} underline="hover" color="inherit">
            {title}
          </Link>
        </Typography>
        <Button size="small" variant="outlined" href={newHref} onClick={open(newHref)}>
          {t('newDraft')}
        </Button>
      </Box>
      {drafts.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : drafts.error ? (
        <Alert severity="error">{t('failed')}</Alert>
      ) : drafts.data.length === 0 ? (
        <Typography>{t('widgetNoDrafts')}</Typography>
      ) : (
        <List dense sx={{ p: 0 }} aria-label={t('draftsLabel')}>
          {drafts.data.map((draft) => (
            <ListItem key={draft.id} disableGutters divider>
              <ListItemText
                primary={
                  <Link
                    href={draftHref(draft.id)}
                    onClick={open(draftHref(draft.id))}
                    aria-label={t('resumeDraft', { title: draft.title })}
                    data-draft={draft.title}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {draft.title}
                  </Link>
                }
                secondary={[
                  draft.recipient && recipientId === null ? t('aboutParticipant', { name: draft.recipient.full_name }) : null,
                  t('updated', { when: when(draft.updated_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
});

export default DraftsWidget;
export { DraftsWidget };
