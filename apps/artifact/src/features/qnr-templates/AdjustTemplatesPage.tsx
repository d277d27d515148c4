// Issue 13.3, admin panel "adjust templates" (/adjust-templates): the shared genesis templates of
// the tenant, and what this tenant overrides of each (context, generate_on_start, journal roles,
// offer types, offers, qnr_info), with the change log: who changed what and when.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { GenesisOverride } from '@portal/rules';
import {
  definePage,
  useAppTranslation,
  useGqlQuery,
  usePageHeader,
  useShell,
  useShellEvents,
  type PageProps,
} from '@portal/sdk';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import { TEMPLATES_KEY, problemText, useTemplateLookups } from './templates-api';

const GENESIS = `query QnrGenesisTemplates {
  templates(where: { template_flag: { genesis: { _eq: true } } }, order_by: [{ title: asc }, { id: asc }]) {
    id title template_uuid context journal_roles offer_types offers
    template_flag { generate_on_start }
    genesis_templates { genesis_set }
  }
  qnr_template_genesis_overrides { template_uuid context generate_on_start journal_roles offer_types offers qnr_info }
  qnr_template_genesis_overrides_log(order_by: { id: desc }, limit: 200) {
    id template_uuid db_op changed_at changed_by deleted_by created_at
  }
  genesis_denied_permissions { table_id }
}`;
const USERS = `query QnrLogUsers($ids: [bigint!]!) { users(where: { id: { _in: $ids } }) { id first_name last_name } }`;
const OVERRIDE = `mutation QnrTemplateGenesisOverride($id: bigint!, $override: jsonb, $reset: Boolean) {
  qnrTemplateGenesisOverride(template_id: $id, override: $override, reset: $reset) { template_uuid changed_at }
}`;

interface GenesisTemplate {
  id: string;
  title: string;
  template_uuid: string;
  context: string | null;
  journal_roles: string[];
  offer_types: number[];
  offers: number[];
  template_flag: { generate_on_start: boolean } | null;
  genesis_templates: { genesis_set: string }[];
}
type OverrideRow = GenesisOverride & { template_uuid: string };
interface LogRow {
  id: string;
  template_uuid: string;
  db_op: 'INSERT' | 'UPDATE' | 'DELETE';
  changed_at: string | null;
  changed_by: string | null;
  deleted_by: string | null;
  created_at: string;
}
interface GenesisData {
  templates: GenesisTemplate[];
  qnr_template_genesis_overrides: OverrideRow[];
  qnr_template_genesis_overrides_log: LogRow[];
  genesis_denied_permissions: { table_id: string }[];
}

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function OverrideForm({
  template,
  current,
  onDone,
}: {
  template: GenesisTemplate;
  current: OverrideRow | undefined;
  onDone: () => void;
}) {
  const { t, language } = useAppTranslation(qnrTemplatesTexts);
  const { graphql, queryClient } = useShell();
  const events = useShellEvents();
  const lookups = useTemplateLookups();
  const [context, setContext] = useState(current?.context ?? '');
  const [start, setStart] = useState(
    current?.generate_on_start === null || !current ? '' : String(current.generate_on_start),
  );
  const [roles, setRoles] = useState(current?.journal_roles?.join(', ') ?? '');
  const [offerTypes, setOfferTypes] = useState(current?.offer_types?.join(', ') ?? '');
  const [offers, setOffers] = useState(current?.offers?.join(', ') ?? '');
  const [note, setNote] = useState(typeof current?.qnr_info?.note === 'string' ? current.qnr_info.note : '');
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (variables: Record<string, unknown>, done: string) => {
    setFailure(null);
    try {
      await graphql.request(OVERRIDE, { id: Number(template.id), ...variables });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('qnr-templates') });
      events.emit('snackbar', { message: done });
      onDone();
    } catch (error) {
      setFailure(problemText(error, language, t('actionFailed')));
    }
  };
  const numbers = (value: string) => (value.trim() ? list(value).map(Number).filter(Number.isFinite) : null);
  const override: GenesisOverride = {
    context: context || null,
    generate_on_start: start === '' ? null : start === 'true',
    journal_roles: roles.trim() ? list(roles) : null,
    offer_types: numbers(offerTypes),
    offers: numbers(offers),
    qnr_info: note.trim() ? { note: note.trim() } : null,
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void send({ override }, t('overrideSaved'));
      }}
      sx={{ display: 'grid', gap: 2, mt: 2 }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        select
        size="small"
        label={t('context')}
        value={context}
        onChange={(e) => setContext(e.target.value)}
      >
        <MenuItem value="">{t('useTemplateValue')}</MenuItem>
        {(lookups.data?.contexts ?? []).map((c) => (
          <MenuItem key={c.name} value={c.name}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('generateOnStart')}
        value={start}
        onChange={(e) => setStart(e.target.value)}
      >
        <MenuItem value="">{t('useTemplateValue')}</MenuItem>
        <MenuItem value="true">{t('yes')}</MenuItem>
        <MenuItem value="false">{t('no')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        label={t('journalRoles')}
        value={roles}
        onChange={(e) => setRoles(e.target.value)}
        helperText={t('ownValue', { value: template.journal_roles.join(', ') || '–' })}
      />
      <TextField
        size="small"
        label={t('offerTypes')}
        value={offerTypes}
        onChange={(e) => setOfferTypes(e.target.value)}
        helperText={t('ownValue', { value: template.offer_types.join(', ') || '–' })}
      />
      <TextField
        size="small"
        label={t('offers')}
        value={offers}
        onChange={(e) => setOffers(e.target.value)}
        helperText={t('ownValue', { value: template.offers.join(', ') || '–' })}
      />
      <TextField
        size="small"
        label={t('qnrInfo')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          {t('save')}
        </Button>
        {current && (
          <Button onClick={() => void send({ reset: true }, t('overrideReset'))}>{t('resetOverride')}</Button>
        )}
        <Button onClick={onDone}>{t('cancel')}</Button>
      </Stack>
    </Box>
  );
}

const AdjustTemplatesPage = definePage(function AdjustTemplatesPage(_props: PageProps) {
  const { t, locale } = useAppTranslation(qnrTemplatesTexts);
  usePageHeader({ title: t('adjustTitle') });
  const [editing, setEditing] = useState<string | null>(null);
  const genesis = useGqlQuery<GenesisData>({ key: [...TEMPLATES_KEY, 'genesis'], query: GENESIS });
  const userIds = [
    ...new Set(
      (genesis.data?.qnr_template_genesis_overrides_log ?? [])
        .flatMap((row) => [row.changed_by, row.deleted_by])
        .filter((id): id is string => id !== null)
        .map(Number),
    ),
  ];
  const users = useGqlQuery<{ users: { id: string; first_name: string; last_name: string }[] }>({
    key: [...TEMPLATES_KEY, 'log-users'],
    query: USERS,
    variables: { ids: userIds },
    enabled: userIds.length > 0,
  });
  if (genesis.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (genesis.error || !genesis.data) return <Typography role="alert">{t('failed')}</Typography>;
  const data = genesis.data;
  const denied = data.genesis_denied_permissions.some((row) => row.table_id === 'templates');
  const nameOf = (id: string | null) => {
    const user = users.data?.users.find((u) => String(u.id) === String(id));
    return user ? `${user.first_name} ${user.last_name}`.trim() : t('unknownUser');
  };
  const when = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value))
      : '';
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('adjustIntro')}</Typography>
      {denied && <Alert severity="warning">{t('denied')}</Alert>}
      {data.templates.length === 0 && <Typography>{t('noGenesis')}</Typography>}
      <Stack sx={{ gap: 2 }}>
        {data.templates.map((template) => {
          const current = data.qnr_template_genesis_overrides.find(
            (o) => o.template_uuid === template.template_uuid,
          );
          const log = data.qnr_template_genesis_overrides_log.filter(
            (row) => row.template_uuid === template.template_uuid,
          );
          const headingId = `genesis-${template.id}`;
          return (
            <Card
              key={template.id}
              variant="outlined"
              component="section"
              aria-labelledby={headingId}
              data-genesis={template.title}
            >
              <CardContent>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                    {template.title}
                  </Typography>
                  {template.genesis_templates.map((set) => (
                    <Chip
                      key={set.genesis_set}
                      size="small"
                      label={t('genesisSet', { set: set.genesis_set })}
                    />
                  ))}
                  <Chip
                    size="small"
                    color={current ? 'primary' : 'default'}
                    variant="outlined"
                    label={current ? t('overridden') : t('notOverridden')}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('context')}: {current?.context ?? template.context ?? '–'} · {t('generateOnStart')}:{' '}
                  {(current?.generate_on_start ?? template.template_flag?.generate_on_start)
                    ? t('yes')
                    : t('no')}
                </Typography>
                {editing === template.id ? (
                  <OverrideForm template={template} current={current} onDone={() => setEditing(null)} />
                ) : (
                  !denied && (
                    <Button
                      sx={{ mt: 1 }}
                      onClick={() => setEditing(template.id)}
                      aria-label={`${t('adjust')}: ${template.title}`}
                    >
                      {t('adjust')}
                    </Button>
                  )
                )}
                <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
                  {t('log')}
                </Typography>
                {log.length === 0 ? (
                  <Typography variant="body2">{t('logEmpty')}</Typography>
                ) : (
                  <List dense aria-label={`${t('log')}: ${template.title}`} data-testid="genesis-log">
                    {log.map((row) => (
                      <ListItem key={row.id} sx={{ px: 0 }}>
                        {t('logRow', {
                          when: when(
                            row.db_op === 'DELETE' ? row.created_at : (row.changed_at ?? row.created_at),
                          ),
                          op: t(`logOp.${row.db_op}`),
                          who: nameOf(row.db_op === 'DELETE' ? row.deleted_by : row.changed_by),
                        })}
                      </ListItem>
                    ))}
                  </List>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
});

export default AdjustTemplatesPage;
export { AdjustTemplatesPage };
