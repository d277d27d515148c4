// A new plan (issue 28 item 2): a participant (or none: a blueprint), its parcels and its schedule,
// started from a blueprint or from scratch. The schedule is written as an RFC 5545 set in Oslo time
// (planRruleset of packages/rules); the server reads it again and refuses one it cannot read.
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  PLAN_FREQUENCIES,
  PLAN_WEEKDAYS,
  planRruleset,
  planScheduleChoices,
  type PlanScheduleForm,
  type PlanSummary,
} from '@portal/rules';
import { ApiRequestError, DateTimeField, useAppTranslation, useNavigate, useShellEvents } from '@portal/sdk';
import { CheckList } from './CheckList';
import { formatWhen } from './PlanList';
import { useParcelChoices, usePlanWrites, usePlans, useRecipients } from './plans-api';
import { plansTexts } from './plans-texts';

type Schedule = Omit<PlanScheduleForm, 'exceptions'>;

function tomorrowNine() {
  const day = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T09:00`;
}

function ScheduleFields({ value, onChange }: { value: Schedule; onChange: (next: Schedule) => void }) {
  const { t } = useAppTranslation(plansTexts);
  return (
    <>
      <DateTimeField
        label={t('start')}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        required
      />
      <TextField
        select
        label={t('frequency')}
        value={value.frequency}
        onChange={(e) => onChange({ ...value, frequency: e.target.value as Schedule['frequency'] })}
      >
        {PLAN_FREQUENCIES.map((f) => (
          <MenuItem key={f} value={f}>
            {t(f)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('interval')}
        type="number"
        value={value.interval}
        onChange={(e) =>
          onChange({ ...value, interval: Math.max(1, Math.min(52, Number(e.target.value) || 1)) })
        }
        slotProps={{ htmlInput: { min: 1, max: 52 } }}
      />
      {value.frequency === 'WEEKLY' && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{t('weekdays')}</FormLabel>
          <FormGroup row>
            {PLAN_WEEKDAYS.map((day) => (
              <FormControlLabel
                key={day}
                label={t(day)}
                control={
                  <Checkbox
                    checked={value.weekdays.includes(day)}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        weekdays: e.target.checked
                          ? [...value.weekdays, day]
                          : value.weekdays.filter((d) => d !== day),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      )}
      <TextField
        label={t('count')}
        type="number"
        value={value.count ?? ''}
        onChange={(e) =>
          onChange({ ...value, count: e.target.value === '' ? null : Math.max(1, Number(e.target.value)) })
        }
        slotProps={{ htmlInput: { min: 1, max: 520 } }}
      />
    </>
  );
}

/** The blueprints to start from: picking one fills the parcels and the schedule's choices. */
function BlueprintSelect({ onPick }: { onPick: (blueprint: PlanSummary) => void }) {
  const { t } = useAppTranslation(plansTexts);
  const blueprints = usePlans().data?.plans.filter((p) => p.isBlueprint) ?? [];
  const [id, setId] = useState('');
  const pick = (value: string) => {
    setId(value);
    const blueprint = blueprints.find((b) => String(b.id) === value);
    if (blueprint) onPick(blueprint);
  };
  return (
    <TextField select label={t('fromBlueprint')} value={id} onChange={(e) => pick(e.target.value)}>
      <MenuItem value="">{t('noBlueprint')}</MenuItem>
      {blueprints.map((b) => (
        <MenuItem key={b.id} value={String(b.id)}>
          {b.parcels.map((p) => p.title).join(', ') || `#${b.id}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function PlanForm({ basePath }: { basePath: string }) {
  const { t, language } = useAppTranslation(plansTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const recipients = useRecipients();
  const parcels = useParcelChoices();
  const writes = usePlanWrites();
  const [recipientId, setRecipientId] = useState('');
  const [asBlueprint, setAsBlueprint] = useState(false);
  const [parcelIds, setParcelIds] = useState<number[]>([]);
  const [schedule, setSchedule] = useState<Schedule>({
    start: tomorrowNine(),
    frequency: 'WEEKLY',
    interval: 1,
    weekdays: [],
    count: 8,
  });
  const [problem, setProblem] = useState<string | null>(null);

  const pickBlueprint = (blueprint: PlanSummary) => {
    setParcelIds(blueprint.parcels.map((p) => p.id));
    setSchedule({ ...planScheduleChoices(blueprint.rruleset), start: schedule.start });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!asBlueprint && !recipientId) return setProblem(t('chooseParticipant'));
    if (parcelIds.length === 0) return setProblem(t('chooseParcel'));
    setProblem(null);
    try {
      const created = await writes.create({
        recipientId: asBlueprint ? null : Number(recipientId),
        parcelIds,
        rruleset: planRruleset({ ...schedule, exceptions: [] }),
      });
      const message = asBlueprint
        ? t('blueprintSaved')
        : t('saved', { when: formatWhen(created.nextSendAt, language) ?? '' });
      events.emit('snackbar', { message });
      navigate(basePath);
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : t('saveFailed'));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ maxWidth: 640 }}
      aria-label={t('newPlan')}
    >
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <BlueprintSelect onPick={pickBlueprint} />
        <FormControlLabel
          label={t('saveAsBlueprint')}
          control={<Checkbox checked={asBlueprint} onChange={(e) => setAsBlueprint(e.target.checked)} />}
        />
        {!asBlueprint && (
          <TextField
            select
            label={t('participant')}
            value={recipientId}
            onChange={(e) => setRecipientId(e.target.value)}
            required
          >
            {(recipients.data ?? []).map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <CheckList
          legend={t('parcels')}
          options={(parcels.data ?? []).map((p) => ({ id: p.id, label: p.title }))}
          value={parcelIds}
          onChange={setParcelIds}
        />
        <ScheduleFields value={schedule} onChange={setSchedule} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('save')}
          </Button>
          <Button onClick={() => navigate(basePath)}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
