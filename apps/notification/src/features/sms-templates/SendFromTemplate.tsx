// Issue 31 item 6: send an SMS template to chosen participants; each gets their first name, the
// portal link and the tenant's name filled in. The server queues one SMS each through the adapter.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useAppTranslation, useGqlQuery, useKeyPerContent, useNavigate, useShell } from '@portal/sdk';
import { SMS_SEND_MAX, smsContract, type SmsTemplate } from '@portal/rules';
import { SmsPreview } from './SmsTemplateForm';
import { refusalText } from './sms-templates-api';
import { smsTemplatesTexts } from './sms-templates-texts';

const PARTICIPANTS = `query SmsParticipants {
  recipients(order_by: [{ full_name: asc }, { id: asc }], limit: 200) { id full_name }
}`;

export function SendFromTemplate({
  basePath,
  template,
  tenantName,
}: {
  basePath: string;
  template: SmsTemplate;
  tenantName: string;
}) {
  const { t } = useAppTranslation(smsTemplatesTexts);
  const navigate = useNavigate();
  const people = useGqlQuery<{ recipients: { id: number; full_name: string }[] }>({
    key: ['notification', 'sms', 'participants'],
    query: PARTICIPANTS,
  });
  const { chosen, setChosen, result, problem, busy, send } = useTemplateSend(template.id);
  return (
    <Box data-testid="sms-send" sx={{ maxWidth: 720 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('sendTitle', { title: template.title })}
      </Typography>
      <SmsPreview content={template.content} tenantName={tenantName} />
      {!template.active && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('inactiveCannotSend')}
        </Alert>
      )}
      <FormGroup sx={{ mt: 2 }}>
        <FormLabel component="legend">{t('participants')}</FormLabel>
        {people.isPending && <Typography role="status">{t('loading')}</Typography>}
        {people.data?.recipients.length === 0 && <Typography>{t('noParticipants')}</Typography>}
        {people.data?.recipients.map((p) => {
          const id = Number(p.id);
          return (
            <FormControlLabel
              key={id}
              label={p.full_name}
              control={
                <Checkbox
                  checked={chosen.includes(id)}
                  disabled={!chosen.includes(id) && chosen.length >= SMS_SEND_MAX}
                  onChange={(e) =>
                    setChosen(e.target.checked ? [...chosen, id] : chosen.filter((c) => c !== id))
                  }
                />
              }
            />
          );
        })}
      </FormGroup>
      {problem && <Alert severity="error">{problem}</Alert>}
      {result && (
        <Alert severity="success" role="status">
          {result}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
        <Button variant="contained" disabled={busy || !template.active} onClick={() => void send()}>
          {t('sendNow')}
        </Button>
        <Button onClick={() => navigate(basePath)}>{t('cancel')}</Button>
      </Stack>
    </Box>
  );
}

/** The send's state: the participants chosen, the answer or refusal, one send at a time under one key per choice. */
function useTemplateSend(templateId: number) {
  const { t, language } = useAppTranslation(smsTemplatesTexts);
  const { api } = useShell();
  const [chosen, setChosen] = useState<number[]>([]);
  const [result, setResult] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Issue 26 item 6: the same choice tried again keeps its key, so the server sends once.
  const idempotency = useKeyPerContent();
  const send = async () => {
    if (chosen.length === 0) return setProblem(t('chooseParticipants'));
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.call(
        smsContract.send,
        { params: { id: templateId }, body: { recipientIds: chosen } },
        { idempotencyKey: idempotency.keyFor([templateId, chosen]) },
      );
      idempotency.done();
      setResult(
        [
          t('queued', { count: answer.queued }),
          answer.withoutMobile > 0 ? t('withoutMobile', { count: answer.withoutMobile }) : '',
        ]
          .filter(Boolean)
          .join('. '),
      );
      setChosen([]);
    } catch (error) {
      setProblem(refusalText(error, language, t('error')));
    } finally {
      setBusy(false);
    }
  };
  return { chosen, setChosen, result, problem, busy, send };
}
