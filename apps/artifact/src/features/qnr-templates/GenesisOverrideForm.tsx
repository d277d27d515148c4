// What this tenant overrides of one genesis template: context, generate_on_start, journal roles,
// offer types, offers and qnr_info; an empty field keeps the template's own value. The roles and
// numbers have the designer's controls (issue 26 item 11), not comma-separated text. Saved or reset
// through the override mutation, whose every change is logged.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { GenesisOverride } from '@portal/rules';
import { useAppTranslation, useShellEvents } from '@portal/sdk';
import { useGenesisOverrideWrite, type GenesisTemplate, type OverrideRow } from './genesis-templates-api';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import { JournalRolesField, NumberListField, useRoleName } from './designer/settings-fields';
import { problemText, useNumberLookups, useTemplateLookups } from './templates-api';

/** The form's fields, from the current override (an empty list keeps the template's own). */
function fieldsOf(current: OverrideRow | undefined) {
  return {
    context: current?.context ?? '',
    start: current?.generate_on_start === null || !current ? '' : String(current.generate_on_start),
    roles: current?.journal_roles ?? [],
    offerTypes: current?.offer_types ?? [],
    offers: current?.offers ?? [],
    note: typeof current?.qnr_info?.note === 'string' ? current.qnr_info.note : '',
  };
}
type Fields = ReturnType<typeof fieldsOf>;

const listOrNull = <T,>(values: T[]) => (values.length > 0 ? values : null);

function overrideOf(fields: Fields): GenesisOverride {
  return {
    context: fields.context || null,
    generate_on_start: fields.start === '' ? null : fields.start === 'true',
    journal_roles: listOrNull(fields.roles),
    offer_types: listOrNull(fields.offerTypes),
    offers: listOrNull(fields.offers),
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
  const change = (patch: Partial<Fields>) => setFields((before) => ({ ...before, ...patch }));
  const set = (field: 'context' | 'start' | 'note') => (event: { target: { value: string } }) =>
    change({ [field]: event.target.value });
  const numbers = useNumberLookups();
  const roleName = useRoleName();
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
      <JournalRolesField
        value={fields.roles}
        onChange={(roles) => change({ roles })}
        disabled={false}
        help={own(template.journal_roles.map(roleName))}
      />
      <NumberListField
        label={t('offerTypes')}
        value={fields.offerTypes}
        choices={numbers.data?.offer_type.map((choice) => choice.value)}
        onChange={(offerTypes) => change({ offerTypes })}
        disabled={false}
        help={own(template.offer_types)}
      />
      <NumberListField
        label={t('offers')}
        value={fields.offers}
        choices={numbers.data?.offer.map((choice) => choice.value)}
        onChange={(offers) => change({ offers })}
        disabled={false}
        help={own(template.offers)}
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
