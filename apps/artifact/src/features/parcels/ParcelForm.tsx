// A parcel's title, description, questionnaires, documents and consents (issue 28 item 1), new or changed.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import type { Parcel } from '@portal/rules';
import { ApiRequestError, useAppTranslation, useNavigate, usePageHeader, useShellEvents } from '@portal/sdk';
import { useParcelWrites, useTemplateChoices } from './parcels-api';
import { ParcelLinks, type LinkIds } from './ParcelLinks';
import { parcelsTexts } from './parcels-texts';
import { CheckList } from '../plans';

export function ParcelForm({ basePath, parcel }: { basePath: string; parcel: Parcel | null }) {
  const { t } = useAppTranslation(parcelsTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const templates = useTemplateChoices();
  const writes = useParcelWrites();
  const [title, setTitle] = useState(parcel?.title ?? '');
  const [description, setDescription] = useState(parcel?.description ?? '');
  const [templateIds, setTemplateIds] = useState<number[]>(parcel?.templates.map((x) => x.id) ?? []);
  const [links, setLinks] = useState<LinkIds>({
    documentIds: parcel?.documents.map((x) => x.id) ?? [],
    consentIds: parcel?.consents.map((x) => x.id) ?? [],
  });
  const [problem, setProblem] = useState<string | null>(null);
  usePageHeader({ title: parcel ? t('editTitle') : t('newParcel'), backTo: basePath });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem(t('plans.titleRequired'));
    try {
      const body = { title, description, templateIds, ...links };
      if (parcel) await writes.update(parcel.id, body);
      else await writes.create(body);
      events.emit('snackbar', { message: t('saved') });
      navigate(basePath);
    } catch (error) {
      setProblem(
        t('failedAction', { message: error instanceof ApiRequestError ? error.message : String(error) }),
      );
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ maxWidth: 640 }}
      aria-label={t('newParcel')}
    >
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField
          label={t('name')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={t('description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <CheckList
          legend={t('templates')}
          options={(templates.data ?? []).map((x) => ({ id: x.id, label: x.title }))}
          value={templateIds}
          onChange={setTemplateIds}
        />
        <ParcelLinks parcelId={parcel?.id ?? null} value={links} onChange={setLinks} />
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
