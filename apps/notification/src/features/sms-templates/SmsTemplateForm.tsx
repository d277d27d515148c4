// Issue 31 item 5: write an SMS template: title, category, active, the questionnaire templates it
// goes with, and the text with merge fields, shown as a preview with its length and SMS count
// (the rule of packages/rules: GSM-7 or UCS-2, æøå counted right). The server checks the same rule.
// The state and the save are use-sms-template-form.ts, the merge fields and choices sms-template-parts.tsx.
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import {
  SMS_MAX_PARTS,
  fillMergeFields,
  previewValues,
  smsLength,
  unknownMergeFields,
  type SmsTemplate,
} from '@portal/rules';
import { useSmsTemplates } from './sms-templates-api';
import { smsTemplatesTexts } from './sms-templates-texts';
import { MergeFieldButtons, QnrTemplateChoices } from './sms-template-parts';
import { useSmsTemplateForm } from './use-sms-template-form';

export function SmsPreview({ content, tenantName }: { content: string; tenantName: string }) {
  const { t } = useAppTranslation(smsTemplatesTexts);
  const unknown = unknownMergeFields(content);
  const filled = fillMergeFields(content, previewValues(tenantName));
  const size = smsLength(filled);
  const over = size.parts > SMS_MAX_PARTS;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite" data-testid="sms-preview">
      <Typography component="h3" variant="subtitle1">
        {t('preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('previewHelp')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>{filled}</Typography>
      <Typography data-testid="sms-length" color={over ? 'error' : 'text.primary'}>
        {over
          ? t('partsOver', { parts: size.parts, max: SMS_MAX_PARTS })
          : t('length', { length: size.length, encoding: size.encoding, parts: size.parts })}
      </Typography>
      {unknown.map((name) => (
        <Typography key={name} color="error" role="alert">
          {t('unknownField', { field: `{{${name}}}` })}
        </Typography>
      ))}
    </Paper>
  );
}

export function SmsTemplateForm({ basePath, template }: { basePath: string; template: SmsTemplate | null }) {
  const { t } = useAppTranslation(smsTemplatesTexts);
  const data = useSmsTemplates();
  const { fields, set, text, insert, save, problem, busy, cancel } = useSmsTemplateForm(basePath, template);
  return (
    <Box
      component="form"
      data-testid="sms-template-form"
      sx={{ maxWidth: 720 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack sx={{ gap: 2 }}>
        <TextField
          required
          label={t('title')}
          value={fields.title}
          onChange={(e) => set.setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={t('category')}
          value={fields.category}
          onChange={(e) => set.setCategory(e.target.value)}
        >
          <MenuItem value="">{t('noCategory')}</MenuItem>
          {(data.data?.categories ?? []).map((c) => (
            <MenuItem key={c.name} value={c.name}>
              {c.comment ?? c.name}
            </MenuItem>
          ))}
        </TextField>
        <MergeFieldButtons onInsert={insert} />
        <TextField
          required
          multiline
          minRows={4}
          label={t('content')}
          value={fields.content}
          inputRef={text}
          onChange={(e) => set.setContent(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <SmsPreview content={fields.content} tenantName={data.data?.tenantName ?? ''} />
        <FormControlLabel
          control={<Checkbox checked={fields.active} onChange={(e) => set.setActive(e.target.checked)} />}
          label={t('activeLabel')}
        />
        <QnrTemplateChoices
          choices={data.data?.qnrTemplates ?? []}
          chosen={fields.templateIds}
          onChange={set.setTemplateIds}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('save')}
          </Button>
          <Button onClick={cancel}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
