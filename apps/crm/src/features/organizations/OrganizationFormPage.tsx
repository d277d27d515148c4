// page:organization-new and page:organization-edit (routes organizationsNew, organizationsEdit):
// an organization's details; the number is checked by its mod-11 rule before it is sent (and by the
// server again); an existing one can be archived or taken out of the archive.
import { useState, type FormEvent } from 'react';
import { Route } from 'react-router';
import { Button, MenuItem, TextField } from '@mui/material';
import { ORGANIZATION_KINDS, isValidOrgNumber, type OrganizationKind } from '@portal/rules';
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
  useOrganization,
  useOrganizationWrites,
  type Organization,
  type OrganizationBody,
} from './organization-api';
import { RecordForm, WhenLoaded } from '../record-form';
import { OrganizationRecords } from './OrganizationRecords';
import { organizationTexts } from './organization-texts';

const TEXT_FIELDS = [
  'address',
  'postalCode',
  'city',
  'industryCode',
  'industryName',
  'phone',
  'email',
  'website',
] as const;
type Fields = Record<'name' | 'orgNumber' | 'employees' | (typeof TEXT_FIELDS)[number], string> & {
  kind: OrganizationKind;
};

function fieldsOf(o: Organization | null): Fields {
  return {
    name: o?.name ?? '',
    orgNumber: o?.orgNumber ?? '',
    kind: o?.kind ?? 'employer',
    employees: o?.employees === null || o?.employees === undefined ? '' : String(o.employees),
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, o?.[f] ?? ''])) as Record<
      (typeof TEXT_FIELDS)[number],
      string
    >),
  };
}

function bodyOf(fields: Fields): OrganizationBody {
  const text = (v: string) => v.trim() || null;
  return {
    name: fields.name.trim(),
    orgNumber: text(fields.orgNumber),
    kind: fields.kind,
    employees: fields.employees.trim() ? Number(fields.employees) : null,
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(fields[f])])) as Record<
      (typeof TEXT_FIELDS)[number],
      string | null
    >),
  };
}

function OrganizationForm({ organization }: { organization: Organization | null }) {
  const { t, language } = useAppTranslation(organizationTexts);
  usePageHeader({ title: t(organization ? 'editTitle' : 'newTitle') });
  const navigate = useNavigate();
  const notify = useNotify();
  const writes = useOrganizationWrites();
  const [fields, setFields] = useState(() => fieldsOf(organization));
  const [shown, setShown] = useState({ name: false, orgNumber: false });
  const [error, setError] = useState<string | null>(null);
  const numberBad = fields.orgNumber.trim() !== '' && !isValidOrgNumber(fields.orgNumber);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields({ ...fields, [key]: e.target.value });
  const done = async (message: string) => {
    await writes.refresh();
    notify({ message, severity: 'success' });
    navigate({ route: 'organizations' });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown({ name: true, orgNumber: true });
    if (!fields.name.trim() || numberBad) return;
    try {
      if (organization) await writes.update(organization.id, bodyOf(fields));
      else await writes.create(bodyOf(fields));
      await done(t('saved'));
    } catch (failure) {
      const messages = (failure as { extra?: { messages?: Record<string, string> } }).extra?.messages;
      setError(messages?.[language] ?? t('saveFailed'));
    }
  };
  const archive = async () => {
    if (!organization) return;
    await writes.archive(organization.id, !organization.archived);
    await done(t(organization.archived ? 'unarchivedDone' : 'archivedDone'));
  };
  return (
    <RecordForm
      error={error}
      onSubmit={submit}
      saveLabel={t('save')}
      cancelLabel={t('cancel')}
      onCancel={() => navigate({ route: 'organizations' })}
      actions={
        organization && (
          <Button color="warning" onClick={() => void archive()}>
            {t(organization.archived ? 'unarchive' : 'archive')}
          </Button>
        )
      }
    >
      <TextField
        label={t('name')}
        required
        value={fields.name}
        onChange={set('name')}
        error={shown.name && !fields.name.trim()}
        helperText={shown.name && !fields.name.trim() ? t('nameRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('orgNumber')}
        value={fields.orgNumber}
        onChange={set('orgNumber')}
        onBlur={() => setShown({ ...shown, orgNumber: true })}
        error={shown.orgNumber && numberBad}
        helperText={shown.orgNumber && numberBad ? t('crm.orgNumberInvalid') : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      <TextField select label={t('kind')} value={fields.kind} onChange={set('kind')}>
        {ORGANIZATION_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kind.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {TEXT_FIELDS.map((f) => (
        <TextField
          key={f}
          label={t(f)}
          value={fields[f]}
          onChange={set(f)}
          slotProps={{ htmlInput: { maxLength: f === 'website' ? 300 : 200 } }}
        />
      ))}
      <TextField
        label={t('employeesField')}
        type="number"
        value={fields.employees}
        onChange={set('employees')}
        slotProps={{ htmlInput: { min: 0 } }}
      />
    </RecordForm>
  );
}

function EditOrganization({ id }: { id: number }) {
  const { t } = useAppTranslation(organizationTexts);
  const organization = useOrganization(id);
  return (
    <WhenLoaded query={organization} loadingText={t('loading')} notFoundText={t('notFound')}>
      {(data) => (
        <>
          <OrganizationForm key={data.updatedAt} organization={data} />
          <OrganizationRecords id={data.id} />
        </>
      )}
    </WhenLoaded>
  );
}

export default definePage(function OrganizationFormPage({ params }: PageProps) {
  const { t } = useAppTranslation(organizationTexts);
  const id = Number(params.organizationId);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route
        index
        element={
          Number.isSafeInteger(id) && id > 0 ? (
            <EditOrganization id={id} />
          ) : (
            <OrganizationForm organization={null} />
          )
        }
      />
    </PageRoutes>
  );
});
