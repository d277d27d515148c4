// Issue 31 item 5: write an SMS template: title, category, active, the questionnaire templates it
// goes with, and the text with merge fields, shown as a preview with its length and SMS count
// (the rule of packages/rules: GSM-7 or UCS-2, æøå counted right). The server checks the same rule.
import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useAppTranslation, useNavigate, useNotify, useShell } from '@portal/sdk';
import {
  SMS_MAX_PARTS,
  SMS_MERGE_FIELDS,
  fillMergeFields,
  previewValues,
  smsContract,
  smsLength,
  unknownMergeFields,
  type SmsTemplate,
} from '@portal/rules';
import { SMS_TEMPLATES_KEY, refusalText, useSmsTemplates } from './sms-templates-api';
import { smsTemplatesTexts } from './sms-templates-texts';

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
  const { t, language } = useAppTranslation(smsTemplatesTexts);
  const { api, queryClient } = useShell();
  const navigate = useNavigate();
  const notify = useNotify();
  const data = useSmsTemplates();
  const [title, setTitle] = useState(template?.title ?? '');
  const [content, setContent] = useState(template?.content ?? '');
  const [category, setCategory] = useState(template?.category ?? '');
  const [active, setActive] = useState(template?.active ?? true);
  const [templateIds, setTemplateIds] = useState<number[]>(template?.templateIds ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const insert = (field: string) => {
    const el = text.current;
    const at = el?.selectionStart ?? content.length;
    const next = `${content.slice(0, at)}{{${field}}}${content.slice(el?.selectionEnd ?? at)}`;
    setContent(next);
    el?.focus();
  };
  const save = async () => {
    setBusy(true);
    setProblem(null);
    const body = { title, content, category: category || null, active, templateIds };
    try {
      if (template) await api.call(smsContract.update, { params: { id: template.id }, body });
      else await api.call(smsContract.create, { body });
      await queryClient.invalidateQueries({ queryKey: SMS_TEMPLATES_KEY });
      notify({ severity: 'success', message: t('saved') });
      navigate(basePath);
    } catch (error) {
      setProblem(refusalText(error, language, t('error')));
    } finally {
      setBusy(false);
    }
  };
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
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={t('category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <MenuItem value="">{t('noCategory')}</MenuItem>
          {(data.data?.categories ?? []).map((c) => (
            <MenuItem key={c.name} value={c.name}>
              {c.comment ?? c.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography id="merge-fields" variant="body2" sx={{ mb: 0.5 }}>
            {t('mergeFields')}
          </Typography>
          <Stack
            direction="row"
            role="group"
            aria-labelledby="merge-fields"
            sx={{ gap: 1, flexWrap: 'wrap' }}
          >
            {SMS_MERGE_FIELDS.map((field) => (
              <Button key={field} size="small" variant="outlined" onClick={() => insert(field)}>
                {t(`field_${field}`)}
              </Button>
            ))}
          </Stack>
        </Box>
        <TextField
          required
          multiline
          minRows={4}
          label={t('content')}
          value={content}
          inputRef={text}
          onChange={(e) => setContent(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <SmsPreview content={content} tenantName={data.data?.tenantName ?? ''} />
        <FormControlLabel
          control={<Checkbox checked={active} onChange={(e) => setActive(e.target.checked)} />}
          label={t('activeLabel')}
        />
        {(data.data?.qnrTemplates.length ?? 0) > 0 && (
          <FormGroup>
            <FormLabel component="legend">{t('qnrTemplates')}</FormLabel>
            {data.data!.qnrTemplates.map((q) => (
              <FormControlLabel
                key={q.id}
                label={q.title}
                control={
                  <Checkbox
                    checked={templateIds.includes(q.id)}
                    onChange={(e) =>
                      setTemplateIds(
                        e.target.checked ? [...templateIds, q.id] : templateIds.filter((id) => id !== q.id),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('save')}
          </Button>
          <Button onClick={() => navigate(basePath)}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
