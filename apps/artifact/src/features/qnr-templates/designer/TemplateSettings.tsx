// Issue 13.1: every §3 template field and flag of the design (title, context, region, therapist
// role, accessible, plan category, offer, offer type, valid days, journal roles, offer types,
// offers, settings_ui and the twelve template_flags).
import type { Dispatch } from 'react';
import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import type { TemplateDesign } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import type { DesignAction } from './design-state';
import { JournalRolesField, NumberListField, SettingsUiField, TemplateFlags } from './settings-fields';

type Fields = TemplateDesign['template'];

const numberOrNull = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);
export function TemplateSettings({
  fields,
  contexts,
  dispatch,
  readOnly,
}: {
  fields: Fields;
  contexts: { name: string; label: string }[];
  dispatch: Dispatch<DesignAction>;
  readOnly: boolean;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const set = (field: keyof Fields, value: Fields[keyof Fields]) =>
    dispatch({ type: 'setTemplate', field, patch: { [field]: value } as Partial<Fields> });
  const numberField = (
    field: 'region' | 'plan_category' | 'offer' | 'offer_type' | 'valid_days',
    label: string,
  ) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={fields[field] ?? ''}
      onChange={(event) => set(field, numberOrNull(event.target.value))}
      disabled={readOnly}
      slotProps={{ htmlInput: { min: 0 } }}
      sx={{ width: 140 }}
    />
  );
  return (
    <Box>
      <Stack sx={{ gap: 2 }}>
        <TextField
          label={t('title')}
          required
          value={fields.title}
          onChange={(event) => set('title', event.target.value)}
          disabled={readOnly}
          fullWidth
        />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <ContextSelect
            value={fields.context}
            contexts={contexts}
            onChange={(context) => set('context', context)}
            disabled={readOnly}
          />
          {numberField('region', t('region'))}
          {numberField('valid_days', t('validDays'))}
          {numberField('plan_category', t('planCategory'))}
          {numberField('offer', t('offer'))}
          {numberField('offer_type', t('offerType'))}
          <TextField
            size="small"
            label={t('therapistRole')}
            value={fields.therapist_role ?? ''}
            onChange={(event) => set('therapist_role', event.target.value || null)}
            disabled={readOnly}
          />
        </Stack>
        <JournalRolesField
          value={fields.journal_roles}
          onChange={(roles) => set('journal_roles', roles)}
          disabled={readOnly}
        />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <NumberListField
            label={t('offerTypes')}
            value={fields.offer_types}
            onChange={(numbers) => set('offer_types', numbers)}
            disabled={readOnly}
          />
          <NumberListField
            label={t('offers')}
            value={fields.offers}
            onChange={(numbers) => set('offers', numbers)}
            disabled={readOnly}
          />
        </Stack>
        <SettingsUiField
          value={fields.settings_ui}
          onChange={(value) => set('settings_ui', value)}
          disabled={readOnly}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={fields.accessible}
              onChange={(event) => set('accessible', event.target.checked)}
            />
          }
          label={t('accessible')}
          disabled={readOnly}
        />
      </Stack>
      <TemplateFlags flags={fields.flags} dispatch={dispatch} readOnly={readOnly} />
    </Box>
  );
}

/** The template's questionnaire context, or none. */
function ContextSelect(props: {
  value: string | null;
  contexts: { name: string; label: string }[];
  onChange: (context: string | null) => void;
  disabled: boolean;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (
    <TextField
      select
      size="small"
      label={t('context')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value || null)}
      disabled={props.disabled}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('noContext')}</MenuItem>
      {props.contexts.map((context) => (
        <MenuItem key={context.name} value={context.name}>
          {context.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
