// The event form's groups of fields: when, repetition, who and what for, and a series' scope.
import {
  Autocomplete,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useAppTranslation, useGqlQuery } from '@portal/sdk';
import { usePeople, type Scope } from './calendar-api';
import { calendarTexts } from './calendar-texts';
import { DateTimeFields } from './DateTimeFields';
import type { EventFields, RepeatChoice } from './event-form-values';
import type { SetField } from './use-event-form';

const REMINDERS = ['', '5', '15', '60', '1440'] as const;
const REPEATS: readonly RepeatChoice[] = ['none', 'daily', 'weekly', 'monthly', 'custom'];

interface SectionProps {
  fields: EventFields;
  set: SetField;
}

/** All day, start and end (the date and time fields are the keyboard way to move and resize). */
export function WhenFields({ fields, set }: SectionProps) {
  const { t } = useAppTranslation(calendarTexts);
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={fields.allDay} onChange={(e) => set('allDay', e.target.checked)} />}
        label={t('allDay')}
      />
      <DateTimeFields
        dateLabel={t('startDate')}
        timeLabel={t('startTime')}
        date={fields.startDate}
        time={fields.startTime}
        onDate={(value) => set('startDate', value)}
        onTime={(value) => set('startTime', value)}
        withTime={!fields.allDay}
        required
      />
      <DateTimeFields
        dateLabel={t('endDate')}
        timeLabel={t('endTime')}
        date={fields.endDate}
        time={fields.endTime}
        onDate={(value) => set('endDate', value)}
        onTime={(value) => set('endTime', value)}
        withTime={!fields.allDay}
        required
      />
    </>
  );
}

/** How the event repeats: a preset with a count, or a rule of one's own. */
export function RepeatFields({ fields, set }: SectionProps) {
  const { t } = useAppTranslation(calendarTexts);
  return (
    <>
      <TextField
        select
        label={t('repeat')}
        value={fields.repeat}
        onChange={(e) => set('repeat', e.target.value as RepeatChoice)}
      >
        {REPEATS.map((repeat) => (
          <MenuItem key={repeat} value={repeat}>
            {t(`repeat.${repeat}`)}
          </MenuItem>
        ))}
      </TextField>
      {fields.repeat !== 'none' && fields.repeat !== 'custom' && (
        <TextField
          label={t('repeatCount')}
          type="number"
          value={fields.repeatCount}
          onChange={(e) => set('repeatCount', e.target.value)}
          helperText={t('repeatCountHelp')}
          slotProps={{ htmlInput: { min: 1, max: 1000 } }}
        />
      )}
      {fields.repeat === 'custom' && (
        <TextField
          label={t('customRule')}
          value={fields.customRule}
          onChange={(e) => set('customRule', e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
    </>
  );
}

/** The invited people, the participant the event is about, the reminder and the plan. */
export function PeopleFields({ fields, set }: SectionProps) {
  const { t } = useAppTranslation(calendarTexts);
  const people = usePeople(true);
  const userOptions = people.data?.users ?? [];
  const chosen = userOptions.filter((u) => fields.participantIds.includes(u.id));
  return (
    <>
      <Autocomplete
        multiple
        options={userOptions}
        value={chosen}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, value) =>
          set(
            'participantIds',
            value.map((v) => v.id),
          )
        }
        renderInput={(params) => <TextField {...params} label={t('participants')} />}
      />
      <TextField
        select
        label={t('recipient')}
        value={fields.recipientId}
        onChange={(e) => set('recipientId', e.target.value)}
      >
        <MenuItem value="">{t('noRecipient')}</MenuItem>
        {(people.data?.recipients ?? []).map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('reminder')}
        value={fields.reminder}
        onChange={(e) => set('reminder', e.target.value)}
      >
        {REMINDERS.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {t(minutes === '' ? 'reminder.none' : `reminder.${minutes}`)}
          </MenuItem>
        ))}
      </TextField>
      <PlanField fields={fields} set={set} />
    </>
  );
}

/** The plan the event belongs to (shown when the plans could be read). */
function PlanField({ fields, set }: SectionProps) {
  const { t } = useAppTranslation(calendarTexts);
  const people = usePeople(true);
  const plans = useGqlQuery<{
    artifact_packages: { id: number | string; recipient_id: number | string | null }[];
  }>({
    key: ['calendar', 'plans'],
    query: `query CalendarPlans { artifact_packages(where: { is_blueprint: { _eq: false } }, order_by: { id: desc }, limit: 200) { id recipient_id } }`,
  });
  const recipientName = (id: number | string | null) =>
    people.data?.recipients.find((r) => r.id === Number(id))?.name ?? null;
  if (!plans.data) return null;
  return (
    <TextField select label={t('plan')} value={fields.planId} onChange={(e) => set('planId', e.target.value)}>
      <MenuItem value="">{t('noPlan')}</MenuItem>
      {plans.data.artifact_packages.map((plan) => (
        <MenuItem key={String(plan.id)} value={String(plan.id)}>
          {t('planNumber', { id: String(plan.id) })}
          {recipientName(plan.recipient_id) ? ` – ${recipientName(plan.recipient_id)}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** For an occurrence of a series: which occurrences the change is for. */
export function ScopeField({
  formId,
  scope,
  onScope,
}: {
  formId: string;
  scope: Scope;
  onScope: (s: Scope) => void;
}) {
  const { t } = useAppTranslation(calendarTexts);
  return (
    <FormControl>
      <FormLabel id={`${formId}-scope`}>{t('scopeTitle')}</FormLabel>
      <RadioGroup
        aria-labelledby={`${formId}-scope`}
        value={scope}
        onChange={(e) => onScope(e.target.value as Scope)}
      >
        {(['this', 'following', 'all'] as const).map((s) => (
          <FormControlLabel key={s} value={s} control={<Radio />} label={t(`scope.${s}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
