// §2.3 SMS templates (/sms-templates): the tenant's templates, active first; a new one, an edit
// and a send each on their own screen (/sms-templates/new, /<id>/edit, /<id>/send).
import { Route, useParams } from 'react-router';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useNavigate,
  usePageHeader,
  type PageProps,
} from '@portal/sdk';
import { smsLength } from '@portal/rules';
import { SendFromTemplate } from './SendFromTemplate';
import { SmsTemplateForm } from './SmsTemplateForm';
import { refusalText, useSmsTemplates } from './sms-templates-api';
import { smsTemplatesTexts } from './sms-templates-texts';

function TemplateList({ basePath }: { basePath: string }) {
  const { t, language } = useAppTranslation(smsTemplatesTexts);
  const navigate = useNavigate();
  const data = useSmsTemplates();
  if (data.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (data.error) return <Alert severity="error">{refusalText(data.error, language, t('failed'))}</Alert>;
  return (
    <Box>
      <Button variant="contained" onClick={() => navigate(`${basePath}/new`)} sx={{ mb: 2 }}>
        {t('add')}
      </Button>
      {data.data.templates.length === 0 && <Typography>{t('empty')}</Typography>}
      <List aria-label={t('listLabel')} data-testid="sms-template-list" sx={{ p: 0 }}>
        {data.data.templates.map((template) => (
          <ListItem
            key={template.id}
            divider
            sx={{
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'center' },
              gap: 1,
            }}
          >
            <ListItemText
              primary={template.title}
              secondary={`${template.category ?? ''} · ${template.content.slice(0, 80)} · ${smsLength(template.content).parts} SMS`}
              sx={{ overflowWrap: 'anywhere' }}
            />
            <Chip
              size="small"
              label={template.active ? t('active') : t('inactive')}
              color={template.active ? 'success' : 'default'}
            />
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button
                size="small"
                aria-label={`${t('edit')}: ${template.title}`}
                onClick={() => navigate(`${basePath}/${template.id}/edit`)}
              >
                {t('edit')}
              </Button>
              <Button
                size="small"
                disabled={!template.active}
                aria-label={`${t('send')}: ${template.title}`}
                onClick={() => navigate(`${basePath}/${template.id}/send`)}
              >
                {t('send')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function OneTemplate({ basePath, screen }: { basePath: string; screen: 'edit' | 'send' }) {
  const { t } = useAppTranslation(smsTemplatesTexts);
  const { id } = useParams();
  const data = useSmsTemplates();
  const template = data.data?.templates.find((one) => String(one.id) === id);
  usePageHeader({ title: screen === 'edit' ? t('editTitle') : t('send'), backTo: basePath });
  if (data.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (!template) return <Alert severity="error">{t('notFound')}</Alert>;
  return screen === 'edit' ? (
    <SmsTemplateForm key={template.id} basePath={basePath} template={template} />
  ) : (
    <SendFromTemplate basePath={basePath} template={template} tenantName={data.data?.tenantName ?? ''} />
  );
}

function NewTemplate({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(smsTemplatesTexts);
  usePageHeader({ title: t('newTitle'), backTo: basePath });
  return <SmsTemplateForm basePath={basePath} template={null} />;
}

export const SmsTemplatesPage = definePage(function SmsTemplatesPage({ basePath }: PageProps) {
  const { t } = useAppTranslation(smsTemplatesTexts);
  return (
    <PageRoutes app="notification" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={<TemplateList basePath={basePath} />} />
      <Route path="new" element={<NewTemplate basePath={basePath} />} />
      <Route path=":id/edit" element={<OneTemplate basePath={basePath} screen="edit" />} />
      <Route path=":id/send" element={<OneTemplate basePath={basePath} screen="send" />} />
    </PageRoutes>
  );
});

export default SmsTemplatesPage;
