// Issue 13.1: every §3 template field and flag of the design (title, context, region, therapist
// role, accessible, plan category, offer, offer type, valid days, journal roles, offer types,
// offers, settings_ui and the twelve template_flags).
import { useState, type Dispatch } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { TEMPLATE_FLAGS, type TemplateDesign } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import type { DesignAction } from './design-state';

type Fields = TemplateDesign['template'];

const numberOrNull = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);
const numberList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && Number.isFinite(Number(part)))
    .map(Number);
const textList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

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
  const [settingsUi, setSettingsUi] = useState(() => JSON.stringify(fields.settings_ui));
  const [settingsUiInvalid, setSettingsUiInvalid] = useState(false);
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
          <TextField
            select
            size="small"
            label={t('context')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            value={fields.context ?? ''}
            onChange={(event) => set('context', event.target.value || null)}
            disabled={readOnly}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('noContext')}</MenuItem>
            {contexts.map((context) => (
              <MenuItem key={context.name} value={context.name}>
                {context.label}
              </MenuItem>
            ))}
          </TextField>
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
        <TextField
          size="small"
          label={t('journalRoles')}
          defaultValue={fields.journal_roles.join(', ')}
          onBlur={(event) => set('journal_roles', textList(event.target.value))}
          disabled={readOnly}
        />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={t('offerTypes')}
            defaultValue={fields.offer_types.join(', ')}
            onBlur={(event) => set('offer_types', numberList(event.target.value))}
            disabled={readOnly}
            sx={{ flex: '1 1 200px' }}
          />
          <TextField
            size="small"
            label={t('offers')}
            defaultValue={fields.offers.join(', ')}
            onBlur={(event) => set('offers', numberList(event.target.value))}
            disabled={readOnly}
            sx={{ flex: '1 1 200px' }}
          />
        </Stack>
        <TextField
          size="small"
          label={t('settingsUi')}
          value={settingsUi}
          multiline
          minRows={2}
          error={settingsUiInvalid}
          helperText={settingsUiInvalid ? t('settingsUiInvalid') : ' '}
          disabled={readOnly}
          onChange={(event) => {
            setSettingsUi(event.target.value);
            try {
              const value: unknown = JSON.parse(event.target.value || '{}');
              const valid = typeof value === 'object' && value !== null && !Array.isArray(value);
              setSettingsUiInvalid(!valid);
              if (valid) set('settings_ui', value as Record<string, unknown>);
            } catch {
              setSettingsUiInvalid(true);
            }
          }}
          slotProps={{ htmlInput: { spellCheck: false } }}
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
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }} id="qnr-flags-title">
        {t('flags')}
      </Typography>
      <FormGroup
        aria-labelledby="qnr-flags-title"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
      >
        {TEMPLATE_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Checkbox
                checked={fields.flags[flag]}
                onChange={(event) => dispatch({ type: 'setFlag', flag, value: event.target.checked })}
              />
            }
            label={t(`flag.${flag}`)}
            // The genesis flag is the platform's: a tenant never sets it.
            disabled={readOnly || flag === 'genesis'}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
