// Issue 13.1: every §3 template field and flag of the design (title, context, region, therapist
// role, accessible, plan category, offer, offer type, valid days, journal roles, offer types,
// offers, settings_ui and the twelve template_flags), each with a control made for it (issue 26
// item 11): the offer settings are picked from the numbers in use, settings_ui is checkboxes.
import type { Dispatch } from 'react';
import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import type { TemplateDesign } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import type { DesignAction } from './design-state';
import { DisplaySettings } from './DisplaySettings';
import { LookupNumberField } from './LookupNumberField';
import { JournalRolesField, NumberListField, TemplateFlags, TherapistRoleSelect } from './settings-fields';
import { useNumberLookups } from '../templates-api';

type Fields = TemplateDesign['template'];
type SetField = <K extends keyof Fields>(field: K, value: Fields[K]) => void;

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
  const set: SetField = (field, value) =>
    dispatch({ type: 'setTemplate', field, patch: { [field]: value } as Partial<Fields> });
  const numberField = (field: 'region' | 'valid_days', label: string) => (
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
          <TherapistRoleSelect
            value={fields.therapist_role}
            onChange={(role) => set('therapist_role', role)}
            disabled={readOnly}
          />
        </Stack>
        <JournalRolesField
          value={fields.journal_roles}
          onChange={(roles) => set('journal_roles', roles)}
          disabled={readOnly}
        />
        <OfferSettings fields={fields} set={set} disabled={readOnly} />
        <DisplaySettings
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

/** Plan category, offer and offer type (one number each) and the offer types and offers (lists). */
function OfferSettings({ fields, set, disabled }: { fields: Fields; set: SetField; disabled: boolean }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const lookups = useNumberLookups();
  const single = (field: 'plan_category' | 'offer' | 'offer_type', label: string) => (
    <LookupNumberField
      field={field}
      label={label}
      value={fields[field]}
      onChange={(value) => set(field, value)}
      disabled={disabled}
    />
  );
  return (
    <>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {single('plan_category', t('planCategory'))}
        {single('offer', t('offer'))}
        {single('offer_type', t('offerType'))}
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <NumberListField
          label={t('offerTypes')}
          value={fields.offer_types}
          choices={lookups.data?.offer_type.map((choice) => choice.value)}
          onChange={(numbers) => set('offer_types', numbers)}
          disabled={disabled}
        />
        <NumberListField
          label={t('offers')}
          value={fields.offers}
          choices={lookups.data?.offer.map((choice) => choice.value)}
          onChange={(numbers) => set('offers', numbers)}
          disabled={disabled}
        />
      </Stack>
    </>
  );
}
