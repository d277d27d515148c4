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
import { DateField, useAppTranslation, useUserContext } from '@portal/sdk';
import { refusalText } from './qnr-api';
import { useSend, useSendChoices, type Fields, type Person, type SendOptions } from './send-orders-data';
import { qnrTexts } from './qnr-texts';

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
        <DateField
          label={t('validFrom')}
          value={fields.validFrom}
          onChange={(validFrom) => set({ validFrom })}
        />
        <DateField
          label={t('validToField')}
          value={fields.validTo}
          min={fields.validFrom || undefined}
          onChange={(validTo) => set({ validTo })}
          helperText={t('validDaysHint')}
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
