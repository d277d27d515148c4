// page:time-plan-template-edit (routes timePlanTemplateCreate and timePlanTemplateEdit, staff): a
// template's name, description, length in weeks and planned hours per weekday.
import { useState, type FormEvent } from 'react';
import { Route } from 'react-router';
import { TextField } from '@mui/material';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useNavigate,
  useNotify,
  usePageHeader,
  type PageProps,
} from '@portal/sdk';
import {
  hoursToMinutes,
  minutesToHours,
  refusalText,
  usePlanWrites,
  useTemplate,
  type PlanTemplate,
} from './plan-api';
import { RecordForm, WhenLoaded } from '../record-form';
import { DayHoursFields } from './plan-parts';
import { planTexts } from './plan-texts';

function TemplateForm({ template }: { template: PlanTemplate | null }) {
  const { t, language } = useAppTranslation(planTexts);
  usePageHeader({ title: t(template ? 'editTemplateTitle' : 'newTemplateTitle') });
  const navigate = useNavigate();
  const notify = useNotify();
  const writes = usePlanWrites();
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [weeks, setWeeks] = useState(String(template?.weeks ?? 8));
  const [hours, setHours] = useState(() =>
    (template?.dayMinutes ?? [0, 0, 0, 0, 0, 0, 0]).map(minutesToHours),
  );
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const weeksBad = !/^\d{1,3}$/.test(weeks) || Number(weeks) < 1 || Number(weeks) > 104;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const dayMinutes = hours.map(hoursToMinutes);
    if (!name.trim() || weeksBad || dayMinutes.some((m) => m === null)) return;
    try {
      await writes.saveTemplate(template?.id ?? null, {
        name: name.trim(),
        description: description.trim() || null,
        weeks: Number(weeks),
        dayMinutes: dayMinutes as number[],
      });
      await writes.refresh();
      notify({ message: t('saved'), severity: 'success' });
      navigate({ route: 'timePlanTemplates' });
    } catch (failure) {
      setError(refusalText(failure, language, t('saveFailed')));
    }
  };
  return (
    <RecordForm
      error={error}
      onSubmit={submit}
      saveLabel={t('save')}
      cancelLabel={t('cancel')}
      onCancel={() => navigate({ route: 'timePlanTemplates' })}
    >
      <TextField
        label={t('name')}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={shown && !name.trim()}
        helperText={shown && !name.trim() ? t('required') : undefined}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('description')}
        multiline
        minRows={2}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <TextField
        label={t('weeks')}
        required
        value={weeks}
        onChange={(e) => setWeeks(e.target.value)}
        error={shown && weeksBad}
        helperText={shown && weeksBad ? '1–104' : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        sx={{ maxWidth: 200 }}
      />
      <DayHoursFields hours={hours} onChange={setHours} />
    </RecordForm>
  );
}

function EditTemplate({ id }: { id: number }) {
  const { t } = useAppTranslation(planTexts);
  const template = useTemplate(id);
  return (
    <WhenLoaded query={template} loadingText={t('loading')} notFoundText={t('notFound')}>
      {(data) => <TemplateForm key={data.updatedAt} template={data} />}
    </WhenLoaded>
  );
}

export default definePage(function TemplateFormPage({ params }: PageProps) {
  const { t } = useAppTranslation(planTexts);
  const id = Number(params.templateId);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route
        index
        element={
          Number.isSafeInteger(id) && id > 0 ? <EditTemplate id={id} /> : <TemplateForm template={null} />
        }
      />
    </PageRoutes>
  );
});
