// Send orders (issue 13.5; also the widget variant): participants (search or my participants),
// questionnaires (favourites first), validity, security level, sharing and an SMS from one of the
// tenant's SMS templates. qnrResponse makes the questionnaires; the dispatch route sends them and
// the SMS; each participant's problem from either is listed.
import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useAppTranslation, useGqlQuery, useGraphQL, useUserContext } from '@portal/sdk';
import { refusalText, useQnrApi } from './qnr-api';
import { qnrTexts } from './qnr-texts';

interface Person {
  id: number;
  full_name: string;
}
interface TemplateOption {
  id: number;
  title: string;
  context: string | null;
  favourite: boolean;
}

const PEOPLE = `query SendPeople($where: recipients_bool_exp!) {
  recipients(where: $where, order_by: { full_name: asc }, limit: 30) { id full_name }
}`;
const OPTIONS = `query SendOptions($me: bigint!) {
  templates: qnr_effective_templates(where: { archived: { _eq: false }, hide: { _eq: false } }, order_by: { title: asc }, limit: 500) { id title context }
  favorite_templates_order(where: { user_id: { _eq: $me } }, order_by: { order: asc }) { template_id }
  security_levels(order_by: { security_level: asc }) { name security_level }
  sms_templates(where: { active: { _eq: true } }, order_by: { title: asc }) { id title content }
}`;
const QNR_RESPONSE = `mutation Send($participants: [qnr_participant_input!]!, $qnrs: [qnr_input!]!, $context: String) {
  qnrResponse(participants: $participants, qnrs: $qnrs, shareQnr: true, additionalData: { context: $context }) {
    queries { id participant_id template_id }
    errors { error participant_id template_id }
  }
}`;

const dayStart = (d: string) => (d ? new Date(`${d}T00:00:00`).toISOString() : null);
const dayEnd = (d: string) => (d ? new Date(`${d}T23:59:00`).toISOString() : null);

export function SendOrders(props: { presetTemplateIds?: number[]; context?: string | null; onSent?: () => void }) {
  const { t, language } = useAppTranslation(qnrTexts);
  const { user, selectedRecipient } = useUserContext();
  const graphql = useGraphQL();
  const api = useQnrApi();
  const [search, setSearch] = useState('');
  const [mine, setMine] = useState(false);
  const [people, setPeople] = useState<Person[]>(selectedRecipient ? [{ id: selectedRecipient.id, full_name: selectedRecipient.name }] : []);
  const [templateIds, setTemplateIds] = useState<number[]>(props.presetTemplateIds ?? []);
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');
  const [level, setLevel] = useState<string>('');
  const [share, setShare] = useState(true);
  const [smsTemplate, setSmsTemplate] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ sent: number; errors: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const where: Record<string, unknown> = {
    ...(search.trim() ? { full_name: { _ilike: `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` } } : {}),
    ...(mine ? { recipient_staffs: { user_id: { _eq: user.id }, status: { _eq: 'accepted' } } } : {}),
  };
  const candidates = useGqlQuery<{ recipients: Person[] }, Person[]>({
    key: ['artifact', 'questionnaires', 'send-people'],
    query: PEOPLE,
    variables: { where },
    select: (d) => d.recipients.map((p) => ({ ...p, id: Number(p.id) })),
  });
  const options = useGqlQuery<
    {
      templates: { id: number; title: string; context: string | null }[];
      favorite_templates_order: { template_id: number }[];
      security_levels: { name: string; security_level: number }[];
      sms_templates: { id: number; title: string; content: string }[];
    }
  >({ key: ['artifact', 'questionnaires', 'send-options'], query: OPTIONS, variables: { me: user.id } });
  const favourites = new Set((options.data?.favorite_templates_order ?? []).map((f) => Number(f.template_id)));
  const templates: TemplateOption[] = (options.data?.templates ?? [])
    .map((tpl) => ({ ...tpl, id: Number(tpl.id), favourite: favourites.has(Number(tpl.id)) }))
    .sort((a, b) => Number(b.favourite) - Number(a.favourite));
  const names = new Map([...people, ...(candidates.data ?? [])].map((p) => [p.id, p.full_name]));

  const send = async () => {
    setProblem(null);
    setResult(null);
    if (people.length === 0 || templateIds.length === 0) return setProblem(t('needParticipantsAndTemplates'));
    if (validFrom && validTo && validTo < validFrom) return setProblem(t('validToBeforeFrom'));
    setBusy(true);
    try {
      const made = await graphql.request<{
        qnrResponse: { queries: { id: string; participant_id: string }[]; errors: { error: string; participant_id: string | null }[] };
      }>(QNR_RESPONSE, {
        participants: people.map((p) => ({ id: p.id })),
        qnrs: templateIds.map((id) => ({ template_id: id, valid_from: dayStart(validFrom), valid_to: dayEnd(validTo) })),
        context: props.context ?? null,
      });
      const ids = made.qnrResponse.queries.map((q) => Number(q.id));
      const errors = made.qnrResponse.errors.map((e) =>
        t('errorLine', { name: names.get(Number(e.participant_id)) ?? String(e.participant_id ?? ''), error: e.error }),
      );
      let sent = 0;
      if (ids.length > 0) {
        const dispatched = await api.dispatch({
          query_ids: ids,
          security_level: level === '' ? null : Number(level),
          share_with_recipient: share,
          sms_template_id: smsTemplate === '' ? null : Number(smsTemplate),
        });
        sent = dispatched.sent.length;
        for (const e of dispatched.errors)
          errors.push(t('errorLine', { name: names.get(Number(e.participant_id)) ?? String(e.query_id), error: e.error }));
      }
      setResult({ sent, errors });
      void api.refresh();
      props.onSent?.();
    } catch (error) {
      setProblem(refusalText(error, language, error instanceof Error ? error.message : t('error_general')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" aria-labelledby="send-title" sx={{ maxWidth: 720 }} onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <Typography id="send-title" component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('sendTitle')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <Stack sx={{ gap: 1 }}>
          <Autocomplete
            multiple
            options={candidates.data ?? []}
            value={people}
            filterOptions={(x) => x}
            getOptionLabel={(p) => p.full_name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, value) => setPeople(value)}
            onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
            renderInput={(params) => <TextField {...params} label={t('participants')} placeholder={t('pickParticipants')} />}
          />
          <FormControlLabel control={<Switch checked={mine} onChange={(e) => setMine(e.target.checked)} />} label={t('myParticipantsOnly')} />
        </Stack>
        <Autocomplete
          multiple
          options={templates}
          value={templates.filter((tpl) => templateIds.includes(tpl.id))}
          groupBy={(tpl) => (tpl.favourite ? t('favourites') : t('templates'))}
          getOptionLabel={(tpl) => tpl.title}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, value) => setTemplateIds(value.map((v) => v.id))}
          renderInput={(params) => <TextField {...params} label={t('templates')} placeholder={t('pickTemplates')} />}
        />
        <Stack sx={{ gap: 2 }} direction={{ xs: 'column', sm: 'row' }}>
          <TextField type="date" label={t('validFrom')} value={validFrom} onChange={(e) => setValidFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            type="date"
            label={t('validToField')}
            value={validTo}
            onChange={(e) => setValidTo(e.target.value)}
            helperText={t('validDaysHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField select label={t('securityLevel')} value={level} onChange={(e) => setLevel(e.target.value)}>
          <MenuItem value="">{t('noSecurityLevel')}</MenuItem>
          {(options.data?.security_levels ?? []).map((l) => (
            <MenuItem key={l.security_level} value={String(l.security_level)}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={share} onChange={(e) => setShare(e.target.checked)} />} label={t('shareWithRecipient')} />
        <TextField select label={t('smsTemplate')} value={smsTemplate} onChange={(e) => setSmsTemplate(e.target.value)} data-testid="sms-template">
          <MenuItem value="">{t('noSms')}</MenuItem>
          {(options.data?.sms_templates ?? []).map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.title}
            </MenuItem>
          ))}
        </TextField>
        {problem && <Alert severity="error">{problem}</Alert>}
        {result && (
          <Alert severity={result.errors.length > 0 ? 'warning' : 'success'} role="status" data-testid="send-result">
            {t('sentCount', { count: result.sent })}
            {result.errors.length > 0 && (
              <>
                {' '}
                {t('perParticipantErrors')}
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {result.errors.map((e, i) => (
                    <li key={i}>{e}</li>
                  ))}
                </Box>
              </>
            )}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            {busy ? t('sending') : t('send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
