// The templates route's query parameters (spec §2.3, issue 28 item 7): `qnr_template=<id>` opens that
// template (the designer for admins and team leaders; for others it is chosen in the list), and
// `anonymous=true` lists the templates for anonymous questionnaires, each leading to a new
// invitation. An id the tenant does not have (unknown, or another tenant's: the reads are
// row-level secured) gets a message saying so, over the list.
import { useEffect } from 'react';
import { Alert, Box, Button, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { anonymousContract } from '@portal/rules';
import { useAppTranslation, useGqlQuery, useNavigate, useShell } from '@portal/sdk';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import { TEMPLATES_KEY } from './templates-api';

const DESIGNERS = new Set(['admin', 'team_leader']);
const ONE = `query QnrTemplateLinked($id: bigint!) { templates(where: { id: { _eq: $id } }) { id title } }`;

/** The id a query parameter names, or null when it is no id at all. */
export const linkedIdOf = (value: string | undefined) =>
  value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;

/** The template `qnr_template` names: loading, missing (with the id as written) or found. */
export function useLinkedTemplate(raw: string | undefined) {
  const id = linkedIdOf(raw);
  const read = useGqlQuery<{ templates: { id: string | number; title: string }[] }>({
    key: [...TEMPLATES_KEY, 'linked'],
    query: ONE,
    variables: { id },
    enabled: id !== null,
  });
  if (raw === undefined) return { state: 'none' as const };
  if (id === null) return { state: 'missing' as const, raw };
  if (read.isPending) return { state: 'loading' as const };
  const row = read.data?.templates[0];
  return row
    ? { state: 'found' as const, id: Number(row.id), title: row.title }
    : { state: 'missing' as const, raw };
}

/** Above the list: opens the linked template for a designer, or says which one it is. */
export function LinkedTemplate({ raw, basePath }: { raw: string | undefined; basePath: string }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const { user } = useShell();
  const navigate = useNavigate();
  const linked = useLinkedTemplate(raw);
  const open = linked.state === 'found' && DESIGNERS.has(user.role) ? linked.id : null;
  useEffect(() => {
    if (open !== null) navigate(`${basePath}/${open}`, { replace: true });
  }, [open, basePath, navigate]);
  if (linked.state === 'missing')
    return (
      <Alert severity="error" role="alert" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('linkedNotFound', { id: linked.raw.slice(0, 40) })}
      </Alert>
    );
  if (linked.state === 'found')
    return (
      <Alert severity="info" sx={{ mb: 1, overflowWrap: 'anywhere' }} data-linked-template={linked.id}>
        {t('linkedTemplate', { title: linked.title })}
      </Alert>
    );
  return null;
}

/** `anonymous=true`: the tenant's templates for anonymous questionnaires, `raw` the linked one. */
export function AnonymousTemplates({ raw }: { raw: string | undefined }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const { api } = useShell();
  const navigate = useNavigate();
  const templates = useQuery({
    queryKey: ['artifact', 'anonymous', 'templates'],
    queryFn: () => api.call(anonymousContract.templates, {}),
  });
  if (templates.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (templates.error) return <Alert severity="error">{t('failed')}</Alert>;
  const rows = templates.data.templates;
  const linked = linkedIdOf(raw);
  const missing = raw !== undefined && !rows.some((row) => row.id === linked);
  return (
    <Box>
      {missing && (
        <Alert severity="error" role="alert" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {t('linkedNotFound', { id: raw.slice(0, 40) })}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('anonymousEmpty')}</Typography>
      ) : (
        <List aria-label={t('anonymousTitle')}>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              divider
              aria-current={row.id === linked ? 'true' : undefined}
              sx={{ flexWrap: 'wrap', gap: 1, bgcolor: row.id === linked ? 'action.selected' : undefined }}
            >
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('anonymousQuestions', { count: row.questions })}
                </Typography>
              </Box>
              <Button
                aria-label={`${t('anonymousInvite')}: ${row.title}`}
                onClick={() => navigate({ route: 'anonymousQnrs', query: { template: row.id } })}
              >
                {t('anonymousInvite')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
