// A questionnaire workspace (issue 13.4: qnr-module/{module}, a §2.4 context group): its contexts
// (qnr_context picks one, a group of one context picks it by itself, ADVOCA never shows), and for
// the chosen context the templates and the participant's (RECIPIENT) or the user's own (ME)
// questionnaires in it, with their statuses. Staff send from here; a generate_on_start template is
// started here.
import { Box, Button, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  useAppTranslation,
  useGqlQuery,
  useHref,
  useNavigate,
  useNotify,
  usePageHeader,
  useUserContext,
} from '@portal/sdk';
import type { QnrStatus } from '@portal/rules';
import { refusalText, useQnrApi } from './qnr-api';
import { qnrTexts } from './qnr-texts';
import { preloadQnrView, usePreloadQnrView } from './view-pages-loader';

interface ContextRow {
  id: number;
  name: string;
  label: string;
  is_user_context_me: boolean;
}

const GROUP = `query QnrWorkspace($module: String!) {
  group_context(where: { name: { _eq: $module } }, limit: 1) {
    id name label
    context_group_contexts { description context { id name label is_user_context_me } }
  }
}`;
// The templates of a context as the tenant has them: a genesis template's override of its context
// and generate_on_start applies (qnr_effective_templates, docs/questionnaires.md).
const CONTEXT = `query QnrWorkspaceContext($context: String!, $where: queries_bool_exp!) {
  templates: qnr_effective_templates(where: { context: { _eq: $context }, archived: { _eq: false }, hide: { _eq: false } }, order_by: [{ title: asc }, { id: asc }]) {
    id title generate_on_start user_context_me
  }
  queries(where: $where, order_by: { created_at: desc }, limit: 50) { id title status created_at }
}`;

function QnrLink({ id, title }: { id: number; title: string }) {
  const href = useHref({ route: 'qnrViewDetail', params: { qnrId: id } });
  const navigate = useNavigate();
  const { prefetchDetail } = useQnrApi();
  return (
    <a
      href={href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.button !== 0) return;
        e.preventDefault();
        prefetchDetail(id);
        preloadQnrView();
        navigate({ route: 'qnrViewDetail', params: { qnrId: id } });
      }}
    >
      {title}
    </a>
  );
}

function ContextPanel({ context }: { context: ContextRow }) {
  const { t, language, locale } = useAppTranslation(qnrTexts);
  const { user, userContext, selectedRecipient } = useUserContext();
  const staff = user.role !== 'participant';
  const navigate = useNavigate();
  const notify = useNotify();
  const api = useQnrApi();
  const patientId = selectedRecipient?.id ?? null;
  const where = {
    template: { effective: { context: { _eq: context.name } } },
    ...(staff ? { patient_id: { _eq: patientId ?? 0 } } : {}),
  };
  const data = useGqlQuery<{
    templates: { id: number; title: string; generate_on_start: boolean; user_context_me: boolean }[];
    queries: { id: number; title: string; status: QnrStatus; created_at: string }[];
  }>({ key: ['artifact', 'questionnaires', 'workspace', context.name], query: CONTEXT, variables: { context: context.name, where } });
  usePreloadQnrView((data.data?.queries.length ?? 0) > 0 || (data.data?.templates.length ?? 0) > 0);
  const start = async (templateId: number) => {
    try {
      const { id } = await api.start(templateId, staff ? (patientId ?? undefined) : undefined);
      void api.refresh();
      navigate({ route: 'qnrViewDetail', params: { qnrId: id } });
    } catch (error) {
      notify({ severity: 'error', message: refusalText(error, language, t('error_general')) });
    }
  };
  if (data.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (data.error) return <Typography role="alert">{t('failed')}</Typography>;
  const templates = data.data.templates;
  const showQnrs = !staff || (userContext === 'RECIPIENT' && patientId !== null);
  return (
    <Stack sx={{ gap: 2, mt: 1 }}>
      <Box component="section" aria-labelledby="ws-templates">
        <Typography id="ws-templates" component="h2" variant="h6">
          {t('templatesOfContext')}
        </Typography>
        {templates.length === 0 && <Typography>{t('noTemplates')}</Typography>}
        {staff && !patientId && templates.length > 0 && <Typography color="text.secondary">{t('chooseParticipantFirst')}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {templates.map((tpl) => {
            const startable = tpl.generate_on_start && (staff ? patientId !== null : true);
            return (
              <Stack component="li" key={tpl.id} direction="row" sx={{ gap: 1, alignItems: "center", py: 0.5, flexWrap: 'wrap' }}>
                <Typography sx={{ flex: 1, minWidth: 160, overflowWrap: 'anywhere' }}>{tpl.title}</Typography>
                {startable && (
                  <Button size="small" variant="outlined" sx={{ minHeight: 44 }} onClick={() => void start(Number(tpl.id))}>
                    {t('start')}
                  </Button>
                )}
                {staff && patientId !== null && (
                  <Button
                    size="small"
                    sx={{ minHeight: 44 }}
                    onClick={() => navigate({ route: 'sendOrders', query: { template: String(tpl.id), qnr_context: context.name } })}
                    aria-label={`${t('sendThis')}: ${tpl.title}`}
                  >
                    {t('sendThis')}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Box>
      </Box>
      {showQnrs && (
        <Box component="section" aria-labelledby="ws-qnrs">
          <Typography id="ws-qnrs" component="h2" variant="h6">
            {staff ? t('questionnairesOfParticipant', { name: selectedRecipient?.name ?? '' }) : t('myQuestionnaires')}
          </Typography>
          {data.data.queries.length === 0 && <Typography>{t('noQuestionnaires')}</Typography>}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="workspace-qnrs">
            {data.data.queries.map((q) => (
              <Stack component="li" key={q.id} direction="row" sx={{ gap: 1, alignItems: "center", py: 0.5, flexWrap: 'wrap' }}>
                <Box sx={{ flex: 1, minWidth: 160, overflowWrap: 'anywhere' }}>
                  <QnrLink id={Number(q.id)} title={q.title} />
                </Box>
                <Chip size="small" label={t(`status_${q.status}`)} />
                <Typography variant="body2">{new Date(q.created_at).toLocaleDateString(locale)}</Typography>
              </Stack>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

export function QnrWorkspace({ module, qnrContext, basePath }: { module: string; qnrContext: string | undefined; basePath: string }) {
  const { t } = useAppTranslation(qnrTexts);
  const navigate = useNavigate();
  const group = useGqlQuery<{
    group_context: { id: number; name: string; label: string; context_group_contexts: { context: ContextRow | null }[] }[];
  }>({ key: ['artifact', 'questionnaires', 'workspace-group', module], query: GROUP, variables: { module } });
  const g = group.data?.group_context[0];
  const label = g ? (g.label === 'Arbeidsflater' ? t('workspaceTitle') : g.label) : t('workspaceTitle');
  usePageHeader({ title: label });
  if (group.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (group.error || !g) return <Typography role="alert">{t('noContexts')}</Typography>;
  const contexts = g.context_group_contexts
    .map((c) => c.context)
    .filter((c): c is ContextRow => c !== null && c.name !== 'ADVOCA')
    .sort((a, b) => a.label.localeCompare(b.label));
  if (contexts.length === 0) return <Typography>{t('noContexts')}</Typography>;
  const chosen = contexts.find((c) => c.name === qnrContext) ?? (contexts.length === 1 ? contexts[0] : undefined) ?? contexts[0]!;
  return (
    <Box>
      <Typography component="h1" variant="h5">
        {label}
      </Typography>
      {contexts.length > 1 && (
        <Tabs
          value={chosen.name}
          onChange={(_, name: string) => navigate(`${basePath}?qnr_context=${encodeURIComponent(name)}`)}
          variant="scrollable"
          aria-label={t('chooseContext')}
        >
          {contexts.map((c) => (
            <Tab key={c.id} value={c.name} label={c.label} />
          ))}
        </Tabs>
      )}
      <ContextPanel key={chosen.name} context={chosen} />
    </Box>
  );
}
