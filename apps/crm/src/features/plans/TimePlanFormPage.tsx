// page:time-plan-edit (routes timePlanCreate and timePlanEdit, staff): a participant's time plan —
// started from a template (its hours and length fill in), a workplace, a period and the planned
// hours per weekday; an existing plan shows its week grid against the registered time.
import { useState, type FormEvent } from 'react';
import { Route } from 'react-router';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  DateField,
  PageRoutes,
  definePage,
  useAppTranslation,
  useNavigate,
  useNotify,
  usePageHeader,
  type PageProps,
} from '@portal/sdk';
import { today } from '../time';
import {
  addDays,
  hoursToMinutes,
  minutesToHours,
  refusalText,
  usePlan,
  usePlanOptions,
  usePlanWrites,
  type PlanTemplate,
  type TimePlan,
} from './plan-api';
import { RecordForm, WhenLoaded } from '../record-form';
import { DayHoursFields } from './plan-parts';
import { planTexts } from './plan-texts';
import { WeekGrid } from './WeekGrid';

interface Fields {
  recipientId: string;
  templateId: string;
  organizationId: string;
  title: string;
  startsOn: string;
  endsOn: string;
  note: string;
  hours: string[];
}

function fieldsOf(plan: TimePlan | null): Fields {
  const start = today();
  return {
    recipientId: plan ? String(plan.recipientId) : '',
    templateId: plan?.templateId ? String(plan.templateId) : '',
    organizationId: plan?.organizationId ? String(plan.organizationId) : '',
    title: plan?.title ?? '',
    startsOn: plan?.startsOn ?? start,
    endsOn: plan?.endsOn ?? addDays(start, 55),
    note: plan?.note ?? '',
    hours: (plan?.dayMinutes ?? [0, 0, 0, 0, 0, 0, 0]).map(minutesToHours),
  };
}

/** The fields a template fills in: its hours, its name as the title, its length from the start. */
const fromTemplate = (f: Fields, template: PlanTemplate): Fields => ({
  ...f,
  templateId: String(template.id),
  title: f.title || template.name,
  endsOn: addDays(f.startsOn, template.weeks * 7 - 1),
  hours: template.dayMinutes.map(minutesToHours),
});

function usePlanSubmit(plan: TimePlan | null, f: Fields, setError: (e: string) => void) {
  const { t, language } = useAppTranslation(planTexts);
  const navigate = useNavigate();
  const notify = useNotify();
  const writes = usePlanWrites();
  return async () => {
    const dayMinutes = f.hours.map(hoursToMinutes);
    if (!f.recipientId || !f.title.trim() || f.endsOn < f.startsOn || dayMinutes.some((m) => m === null))
      return;
    try {
      await writes.savePlan(plan?.id ?? null, {
        recipientId: Number(f.recipientId),
        templateId: f.templateId ? Number(f.templateId) : null,
        organizationId: f.organizationId ? Number(f.organizationId) : null,
        title: f.title.trim(),
        startsOn: f.startsOn,
        endsOn: f.endsOn,
        dayMinutes: dayMinutes as number[],
        note: f.note.trim() || null,
      });
      await writes.refresh();
      notify({ message: t('saved'), severity: 'success' });
      navigate({ route: 'timePlans' });
    } catch (failure) {
      setError(refusalText(failure, language, t('saveFailed')));
    }
  };
}

/** The plan's first and last day; an end before the start is named under the end. */
function PlanPeriodFields({
  fields,
  onChange,
}: {
  fields: Pick<Fields, 'startsOn' | 'endsOn'>;
  onChange: (period: Partial<Pick<Fields, 'startsOn' | 'endsOn'>>) => void;
}) {
  const { t } = useAppTranslation(planTexts);
  const endBeforeStart = fields.endsOn < fields.startsOn;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DateField
        required
        label={t('startsOn')}
        value={fields.startsOn}
        onChange={(startsOn) => onChange({ startsOn })}
      />
      <DateField
        required
        label={t('endsOn')}
        value={fields.endsOn}
        onChange={(endsOn) => onChange({ endsOn })}
        error={endBeforeStart}
        helperText={endBeforeStart ? t('endBeforeStart') : undefined}
      />
    </Stack>
  );
}

function PlanForm({ plan }: { plan: TimePlan | null }) {
  const { t } = useAppTranslation(planTexts);
  usePageHeader({ title: t(plan ? 'editPlanTitle' : 'newPlanTitle') });
  const navigate = useNavigate();
  const options = usePlanOptions();
  const [f, setF] = useState(() => fieldsOf(plan));
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = usePlanSubmit(plan, f, setError);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });
  const pickTemplate = (id: string) => {
    const template = options.data?.templates.find((x) => String(x.id) === id);
    setF(template ? fromTemplate(f, template) : { ...f, templateId: '' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    void save();
  };
  const missing = (v: string) => shown && !v.trim();
  // The form opens once its choices are there, so a select never opens empty.
  if (!options.data) return <Typography>{t('loading')}</Typography>;
  return (
    <RecordForm
      error={error}
      onSubmit={submit}
      saveLabel={t('save')}
      cancelLabel={t('cancel')}
      onCancel={() => navigate({ route: 'timePlans' })}
    >
      <TextField
        select
        required
        label={t('participant')}
        value={f.recipientId}
        onChange={set('recipientId')}
        error={missing(f.recipientId)}
        helperText={missing(f.recipientId) ? t('required') : undefined}
      >
        {options.data?.participants.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('template')}
        value={f.templateId}
        onChange={(e) => pickTemplate(e.target.value)}
      >
        <MenuItem value="">{t('noTemplate')}</MenuItem>
        {options.data?.templates.map((x) => (
          <MenuItem key={x.id} value={String(x.id)}>
            {x.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        label={t('title')}
        value={f.title}
        onChange={set('title')}
        error={missing(f.title)}
        helperText={missing(f.title) ? t('required') : undefined}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField select label={t('organization')} value={f.organizationId} onChange={set('organizationId')}>
        <MenuItem value="">{t('noOrganization')}</MenuItem>
        {options.data?.organizations.map((o) => (
          <MenuItem key={o.id} value={String(o.id)}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <PlanPeriodFields fields={f} onChange={(period) => setF({ ...f, ...period })} />
      <DayHoursFields hours={f.hours} onChange={(hours) => setF({ ...f, hours })} />
      <TextField
        label={t('note')}
        multiline
        minRows={2}
        value={f.note}
        onChange={set('note')}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </RecordForm>
  );
}

function EditPlan({ id }: { id: number }) {
  const { t } = useAppTranslation(planTexts);
  const plan = usePlan(id);
  return (
    <WhenLoaded query={plan} loadingText={t('loading')} notFoundText={t('notFound')}>
      {(data) => (
        <>
          <PlanForm key={data.updatedAt} plan={data} />
          <WeekGrid plan={data} />
        </>
      )}
    </WhenLoaded>
  );
}

export default definePage(function TimePlanFormPage({ params }: PageProps) {
  const { t } = useAppTranslation(planTexts);
  const id = Number(params.timePlanId);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route
        index
        element={Number.isSafeInteger(id) && id > 0 ? <EditPlan id={id} /> : <PlanForm plan={null} />}
      />
    </PageRoutes>
  );
});
