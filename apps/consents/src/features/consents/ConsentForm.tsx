// Publishing a consent: a new template's first version, or an edited template's next version. The
// form's rule is the contract's (consentTemplateInputSchema); the server checks it again.
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DateField, useAppTranslation, useShell, useShellEvents } from '@portal/sdk';
import type { ConsentGroup, ConsentTemplateInputIn, ConsentVersion } from '@portal/rules';
import { useConsentWrites } from './consents-api';
import { consentsTexts } from './consents-texts';
import { refusalText } from './consent-format';
import { RichTextField } from './RichTextField';

interface Props {
  group: ConsentGroup;
  /** The version being edited; null for a new template. */
  current: ConsentVersion | null;
  onDone: () => void;
}

function initial(group: ConsentGroup, current: ConsentVersion | null): ConsentTemplateInputIn {
  return {
    title: current?.title ?? '',
    description: current?.description ?? '',
    type: current?.type ?? (group === 'QUESTIONNAIRE_CONSENTS' ? 'QUESTIONNAIRE' : 'CONSENT'),
    group,
    region: current?.region ?? null,
    renew: current?.renew ?? group === 'PRIVACY_POLICY',
    validDays: current?.validDays ?? null,
    validTo: current?.validTo ? current.validTo.slice(0, 10) : null,
    bodyEn: current?.bodyEn ?? '',
    bodyNo: current?.bodyNo ?? '',
  };
}

function TermsFields({
  value,
  set,
}: {
  value: ConsentTemplateInputIn;
  set: (patch: Partial<ConsentTemplateInputIn>) => void;
}) {
  const { t } = useAppTranslation(consentsTexts);
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  return (
    <>
      <TextField
        label={t('description')}
        value={value.description}
        onChange={(e) => set({ description: e.target.value })}
        multiline
        minRows={3}
      />
      <TextField
        select
        label={t('type')}
        value={value.type}
        onChange={(e) => set({ type: e.target.value as 'CONSENT' })}
      >
        <MenuItem value="CONSENT">{t('typeCONSENT')}</MenuItem>
        <MenuItem value="QUESTIONNAIRE">{t('typeQUESTIONNAIRE')}</MenuItem>
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('region')}
          type="number"
          value={value.region ?? ''}
          onChange={(e) => set({ region: number(e.target.value) })}
        />
        <TextField
          label={t('validDays')}
          type="number"
          value={value.validDays ?? ''}
          onChange={(e) => set({ validDays: number(e.target.value) })}
        />
        <DateField
          label={t('validTo')}
          value={value.validTo ?? ''}
          onChange={(validTo) => set({ validTo: validTo || null })}
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={value.renew ?? false} onChange={(e) => set({ renew: e.target.checked })} />
        }
        label={t('renew')}
      />
    </>
  );
}

export function ConsentForm({ group, current, onDone }: Props) {
  const { t } = useAppTranslation(consentsTexts);
  const { language } = useShell();
  const events = useShellEvents();
  const writes = useConsentWrites();
  const [value, setValue] = useState(() => initial(group, current));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<ConsentTemplateInputIn>) => setValue((before) => ({ ...before, ...patch }));
  const policy = group === 'PRIVACY_POLICY';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const saved = current ? await writes.publish(current.templateId, value) : await writes.create(value);
      events.emit('snackbar', { message: t('published', { version: saved.version }) });
      onDone();
    } catch (error) {
      setProblem(refusalText(error, language, t('failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      aria-label={current ? t('publish') : t('newConsent')}
      data-testid="consent-form"
    >
      <Typography variant="body2" color="text.secondary">
        {policy ? t('policyNote') : t('versionNote')}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        label={t('title')}
        value={value.title}
        onChange={(e) => set({ title: e.target.value })}
        required
      />
      {policy ? (
        <>
          <RichTextField
            id="consent-body-en"
            label={t('bodyEn')}
            value={value.bodyEn ?? ''}
            onChange={(bodyEn) => set({ bodyEn })}
          />
          <RichTextField
            id="consent-body-no"
            label={t('bodyNo')}
            value={value.bodyNo ?? ''}
            onChange={(bodyNo) => set({ bodyNo })}
          />
        </>
      ) : (
        <TermsFields value={value} set={set} />
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          {current ? t('publish') : t('publishFirst')}
        </Button>
        <Button onClick={onDone}>{t('cancel')}</Button>
      </Stack>
    </Stack>
  );
}
