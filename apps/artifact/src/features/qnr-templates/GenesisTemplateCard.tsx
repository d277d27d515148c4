// One genesis template on the adjust-templates page: its sets, whether this tenant overrides it,
// the effective context and generate_on_start, the override form, and the change log (who changed
// what and when).
import { Button, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { GenesisOverrideForm } from './GenesisOverrideForm';
import type { GenesisTemplate, LogRow, OverrideRow } from './genesis-templates-api';
import { qnrTemplatesTexts } from './qnr-templates-texts';

export function GenesisTemplateCard(props: {
  template: GenesisTemplate;
  current: OverrideRow | undefined;
  log: LogRow[];
  /** A user's name, or null when unknown. */
  nameOf: (id: string | null) => string | null;
  editing: boolean;
  /** Opens (true) or closes (false) the override form; absent when the tenant may not adjust. */
  onEdit?: (editing: boolean) => void;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const { template, current } = props;
  const headingId = `genesis-${template.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-genesis={template.title}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {template.title}
          </Typography>
          {template.genesis_templates.map((set) => (
            <Chip key={set.genesis_set} size="small" label={t('genesisSet', { set: set.genesis_set })} />
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
          {(current?.generate_on_start ?? template.template_flag?.generate_on_start) ? t('yes') : t('no')}
        </Typography>
        {props.editing ? (
          <GenesisOverrideForm template={template} current={current} onDone={() => props.onEdit?.(false)} />
        ) : (
          props.onEdit && (
            <Button
              sx={{ mt: 1 }}
              onClick={() => props.onEdit?.(true)}
              aria-label={`${t('adjust')}: ${template.title}`}
            >
              {t('adjust')}
            </Button>
          )
        )}
        <OverrideLog title={template.title} log={props.log} nameOf={props.nameOf} />
      </CardContent>
    </Card>
  );
}

/** The override's change log, newest first. */
function OverrideLog(props: { title: string; log: LogRow[]; nameOf: (id: string | null) => string | null }) {
  const { t, locale } = useAppTranslation(qnrTemplatesTexts);
  const when = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value))
      : '';
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {t('log')}
      </Typography>
      {props.log.length === 0 ? (
        <Typography variant="body2">{t('logEmpty')}</Typography>
      ) : (
        <List dense aria-label={`${t('log')}: ${props.title}`} data-testid="genesis-log">
          {props.log.map((row) => (
            <ListItem key={row.id} sx={{ px: 0 }}>
              {t('logRow', {
                when: when(row.db_op === 'DELETE' ? row.created_at : (row.changed_at ?? row.created_at)),
                op: t(`logOp.${row.db_op}`),
                who:
                  props.nameOf(row.db_op === 'DELETE' ? row.deleted_by : row.changed_by) ?? t('unknownUser'),
              })}
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
