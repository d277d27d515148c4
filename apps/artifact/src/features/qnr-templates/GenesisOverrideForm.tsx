// What this tenant overrides of one genesis template: context, generate_on_start, journal roles,
// offer types, offers and qnr_info; an empty field keeps the template's own value. Saved or reset
// through the override mutation, whose every change is logged.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { GenesisOverride } from '@portal/rules';
import { useAppTranslation, useShellEvents } from '@portal/sdk';
import { useGenesisOverrideWrite, type GenesisTemplate, type OverrideRow } from './genesis-templates-api';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import { problemText, useTemplateLookups } from './templates-api';

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const numbers = (value: string) => (value.trim() ? list(value).map(Number).filter(Number.isFinite) : null);

/** The form's fields as typed (lists comma-separated), from the current override. */
function fieldsOf(current: OverrideRow | undefined) {
  return {
    context: current?.context ?? '',
    start: current?.generate_on_start === null || !current ? '' : String(current.generate_on_start),
    roles: current?.journal_roles?.join(', ') ?? '',
    offerTypes: current?.offer_types?.join(', ') ?? '',
    offers: current?.offers?.join(', ') ?? '',
    note: typeof current?.qnr_info?.note === 'string' ? current.qnr_info.note : '',
  };
}
type Fields = ReturnType<typeof fieldsOf>;

function overrideOf(fields: Fields): GenesisOverride {
  return {
    context: fields.context || null,
    generate_on_start: fields.start === '' ? null : fields.start === 'true',
    journal_roles: fields.roles.trim() ? list(fields.roles) : null,
    offer_types: numbers(fields.offerTypes),
    offers: numbers(fields.offers),
    qnr_info: fields.note.trim() ? { note: fields.note.trim() } : null,
  };
}

export function GenesisOverrideForm({
  template,
  current,
  onDone,
}: {
  template: GenesisTemplate;
  current: OverrideRow | undefined;
  onDone: () => void;
}) {
  const { t, language } = useAppTranslation(qnrTemplatesTexts);
  const events = useShellEvents();
  const write = useGenesisOverrideWrite();
  const [fields, setFields] = useState(() => fieldsOf(current));
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((before) => ({ ...before, [field]: event.target.value }));
  const send = async (variables: Parameters<typeof write>[1], done: string) => {
    setFailure(null);
    try {
      await write(template.id, variables);
      events.emit('snackbar', { message: done });
      onDone();
    } catch (error) {
      setFailure(problemText(error, language, t('actionFailed')));
    }
  };
  const own = (values: readonly (string | number)[]) => t('ownValue', { value: values.join(', ') || '–' });
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void send({ override: overrideOf(fields) }, t('overrideSaved'));
      }}
      sx={{ display: 'grid', gap: 2, mt: 2 }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <OverrideChoices
        context={fields.context}
        start={fields.start}
        onContext={set('context')}
        onStart={set('start')}
      />
      <TextField
        size="small"
        label={t('journalRoles')}
        value={fields.roles}
        onChange={set('roles')}
        helperText={own(template.journal_roles)}
      />
      <TextField
        size="small"
        label={t('offerTypes')}
        value={fields.offerTypes}
        onChange={set('offerTypes')}
        helperText={own(template.offer_types)}
      />
      <TextField
        size="small"
        label={t('offers')}
        value={fields.offers}
        onChange={set('offers')}
        helperText={own(template.offers)}
      />
      <TextField size="small" label={t('qnrInfo')} value={fields.note} onChange={set('note')} multiline />
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

type OnText = (event: { target: { value: string } }) => void;

/** The overridden context and generate_on_start, each with "use the template's own value". */
function OverrideChoices(props: { context: string; start: string; onContext: OnText; onStart: OnText }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const lookups = useTemplateLookups();
  return (
    <>
      <TextField select size="small" label={t('context')} value={props.context} onChange={props.onContext}>
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
        value={props.start}
        onChange={props.onStart}
      >
        <MenuItem value="">{t('useTemplateValue')}</MenuItem>
        <MenuItem value="true">{t('yes')}</MenuItem>
        <MenuItem value="false">{t('no')}</MenuItem>
      </TextField>
    </>
  );
}
