// Send orders (issue 13.5; also the widget variant): participants (search or my participants),
// questionnaires (favourites first), validity, security level, sharing and an SMS from one of the
// tenant's SMS templates. qnrResponse makes the questionnaires; the dispatch route sends them and
// the SMS; each participant's problem from either is listed. Issue 26 item 6: the form's one key
// goes with both, so a second click or a retry never sends the same questionnaire twice; after a
// success the form shows the result, empties and takes a new key.
import { useRef, useState } from 'react';
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
import { useAppTranslation, useGqlQuery, useGraphQL, newIdempotencyKey, useUserContext } from '@portal/sdk';
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
interface SendOptions {
  templates: { id: number; title: string; context: string | null }[];
  favorite_templates_order: { template_id: number }[];
  security_levels: { name: string; security_level: number }[];
  sms_templates: { id: number; title: string; content: string }[];
}
interface Made {
  qnrResponse: {
    queries: { id: string; participant_id: string }[];
    errors: { error: string; participant_id: string | null }[];
  };
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
const QNR_RESPONSE = `mutation Send($participants: [qnr_participant_input!]!, $qnrs: [qnr_input!]!, $context: String, $key: String) {
  qnrResponse(participants: $participants, qnrs: $qnrs, shareQnr: true, additionalData: { context: $context }, idempotencyKey: $key) {
    queries { id participant_id template_id }
    errors { error participant_id template_id }
  }
}`;

const dayStart = (d: string) => (d ? new Date(`${d}T00:00:00`).toISOString() : null);
const dayEnd = (d: string) => (d ? new Date(`${d}T23:59:00`).toISOString() : null);

interface Fields {
  people: Person[];
  templateIds: number[];
  validFrom: string;
  validTo: string;
  level: string;
  share: boolean;
  smsTemplate: string;
}

/** The participants to choose from (a search, or only mine) and the send page's lookups. */
function useSendChoices(search: string, mine: boolean) {
  const { user } = useUserContext();
  const where: Record<string, unknown> = {
    ...(search.trim()
      ? { full_name: { _ilike: `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` } }
      : {}),
    ...(mine ? { recipient_staffs: { user_id: { _eq: user.id }, status: { _eq: 'accepted' } } } : {}),
  };
  const candidates = useGqlQuery<{ recipients: Person[] }, Person[]>({
    key: ['artifact', 'questionnaires', 'send-people'],
    query: PEOPLE,
    variables: { where },
    select: (d) => d.recipients.map((p) => ({ ...p, id: Number(p.id) })),
  });
  const options = useGqlQuery<SendOptions>({
    key: ['artifact', 'questionnaires', 'send-options'],
    query: OPTIONS,
    variables: { me: user.id },
  });
  const favourites = new Set(
    (options.data?.favorite_templates_order ?? []).map((f) => Number(f.template_id)),
  );
  const templates: TemplateOption[] = (options.data?.templates ?? [])
    .map((tpl) => ({ ...tpl, id: Number(tpl.id), favourite: favourites.has(Number(tpl.id)) }))
    .sort((a, b) => Number(b.favourite) - Number(a.favourite));
  return { candidates: candidates.data ?? [], options: options.data, templates };
}

/** Makes and sends the questionnaires under the form's key; the result's lines name each participant's problem. */
function useSend(fields: Fields, names: Map<number, string>, context: string | null) {
  const { t } = useAppTranslation(qnrTexts);
  const graphql = useGraphQL();
  const api = useQnrApi();
  // One key per thing sent: kept while the same form is tried again (a double click, a retry after
  // a lost answer), new when the form changed or the last send succeeded (newIdempotencyKey).
  const attempt = useRef<{ key: string; input: string } | null>(null);
  return {
    next: () => {
      attempt.current = null;
    },
    send: async () => {
      const input = JSON.stringify([fields, context]);
      if (attempt.current?.input !== input) attempt.current = { key: newIdempotencyKey(), input };
      const { key } = attempt.current;
      const made = await graphql.request<Made>(QNR_RESPONSE, {
        participants: fields.people.map((p) => ({ id: p.id })),
        qnrs: fields.templateIds.map((id) => ({
          template_id: id,
          valid_from: dayStart(fields.validFrom),
          valid_to: dayEnd(fields.validTo),
        })),
        context,
        key,
      });
      const ids = made.qnrResponse.queries.map((q) => Number(q.id));
      const errors = made.qnrResponse.errors.map((e) =>
        t('errorLine', {
          name: names.get(Number(e.participant_id)) ?? String(e.participant_id ?? ''),
          error: e.error,
        }),
      );
      let sent = 0;
      if (ids.length > 0) {
        const dispatched = await api.dispatch(
          {
            query_ids: ids,
            security_level: fields.level === '' ? null : Number(fields.level),
            share_with_recipient: fields.share,
            sms_template_id: fields.smsTemplate === '' ? null : Number(fields.smsTemplate),
          },
          key,
        );
        sent = dispatched.sent.length;
        for (const e of dispatched.errors)
          errors.push(
            t('errorLine', {
              name: names.get(Number(e.participant_id)) ?? String(e.query_id),
              error: e.error,
            }),
          );
      }
      void api.refresh();
      return { sent, errors };
    },
  };
}

function SendResult({ result }: { result: { sent: number; errors: string[] } }) {
  const { t } = useAppTranslation(qnrTexts);
  return (
    <Alert
      severity={result.errors.length > 0 ? 'warning' : 'success'}
      role="status"
      data-testid="send-result"
    >
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
  );
}

/** Validity, security level, sharing and the SMS. */
function SendSettings({
  fields,
  set,
  options,
}: {
  fields: Fields;
  set: (patch: Partial<Fields>) => void;
  options: SendOptions | undefined;
}) {
  const { t } = useAppTranslation(qnrTexts);
  return (
    <>
      <Stack sx={{ gap: 2 }} direction={{ xs: 'column', sm: 'row' }}>
        <TextField
          type="date"
          label={t('validFrom')}
          value={fields.validFrom}
          onChange={(e) => set({ validFrom: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('validToField')}
          value={fields.validTo}
          onChange={(e) => set({ validTo: e.target.value })}
          helperText={t('validDaysHint')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        select
        label={t('securityLevel')}
        value={fields.level}
        onChange={(e) => set({ level: e.target.value })}
      >
        <MenuItem value="">{t('noSecurityLevel')}</MenuItem>
        {(options?.security_levels ?? []).map((l) => (
          <MenuItem key={l.security_level} value={String(l.security_level)}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={fields.share} onChange={(e) => set({ share: e.target.checked })} />}
        label={t('shareWithRecipient')}
      />
      <TextField
        select
        label={t('smsTemplate')}
        value={fields.smsTemplate}
        onChange={(e) => set({ smsTemplate: e.target.value })}
        data-testid="sms-template"
      >
        <MenuItem value="">{t('noSms')}</MenuItem>
        {(options?.sms_templates ?? []).map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.title}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** The participants: a search (or only my participants) and the chosen ones. */
function ParticipantsField(props: {
  people: Person[];
  candidates: Person[];
  onPeople: (people: Person[]) => void;
  onSearch: (text: string) => void;
  mine: boolean;
  onMine: (mine: boolean) => void;
}) {
  const { t } = useAppTranslation(qnrTexts);
  return (
    <Stack sx={{ gap: 1 }}>
      <Autocomplete
        multiple
        options={props.candidates}
        value={props.people}
        filterOptions={(x) => x}
        getOptionLabel={(p) => p.full_name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, value) => props.onPeople(value)}
        onInputChange={(_, value, reason) => reason === 'input' && props.onSearch(value)}
        renderInput={(params) => (
          <TextField {...params} label={t('participants')} placeholder={t('pickParticipants')} />
        )}
      />
      <FormControlLabel
        control={<Switch checked={props.mine} onChange={(e) => props.onMine(e.target.checked)} />}
        label={t('myParticipantsOnly')}
      />
    </Stack>
  );
}

export function SendOrders(props: {
  presetTemplateIds?: number[];
  context?: string | null;
  onSent?: () => void;
}) {
  const { t, language } = useAppTranslation(qnrTexts);
  const { selectedRecipient } = useUserContext();
  const empty = (): Fields => ({
    people: selectedRecipient ? [{ id: selectedRecipient.id, full_name: selectedRecipient.name }] : [],
    templateIds: props.presetTemplateIds ?? [],
    validFrom: '',
    validTo: '',
    level: '',
    share: true,
    smsTemplate: '',
  });
  const [fields, setFields] = useState<Fields>(empty);
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));
  const [search, setSearch] = useState('');
  const [mine, setMine] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [result, setResult] = useState<{ sent: number; errors: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { candidates, options, templates } = useSendChoices(search, mine);
  const names = new Map([...fields.people, ...candidates].map((p) => [p.id, p.full_name]));
  const sender = useSend(fields, names, props.context ?? null);

  const send = async () => {
    if (sending.current) return; // a second click while the first is on its way
    setProblem(null);
    setResult(null);
    if (fields.people.length === 0 || fields.templateIds.length === 0)
      return setProblem(t('needParticipantsAndTemplates'));
    if (fields.validFrom && fields.validTo && fields.validTo < fields.validFrom)
      return setProblem(t('validToBeforeFrom'));
    sending.current = true;
    setBusy(true);
    try {
      setResult(await sender.send());
      // Done: a new key for the next send, and the form empty again.
      sender.next();
      setFields(empty());
      props.onSent?.();
    } catch (error) {
      // The key stays: sending again repeats this send, it does not make a second one.
      setProblem(refusalText(error, language, error instanceof Error ? error.message : t('error_general')));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      aria-labelledby="send-title"
      sx={{ maxWidth: 720 }}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Typography id="send-title" component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('sendTitle')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <ParticipantsField
          people={fields.people}
          candidates={candidates}
          onPeople={(people) => set({ people })}
          onSearch={setSearch}
          mine={mine}
          onMine={setMine}
        />
        <Autocomplete
          multiple
          options={templates}
          value={templates.filter((tpl) => fields.templateIds.includes(tpl.id))}
          groupBy={(tpl) => (tpl.favourite ? t('favourites') : t('templates'))}
          getOptionLabel={(tpl) => tpl.title}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, value) => set({ templateIds: value.map((v) => v.id) })}
          renderInput={(params) => (
            <TextField {...params} label={t('templates')} placeholder={t('pickTemplates')} />
          )}
        />
        <SendSettings fields={fields} set={set} options={options} />
        {problem && <Alert severity="error">{problem}</Alert>}
        {result && <SendResult result={result} />}
        <Box>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            {busy ? t('sending') : t('send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
