// One document template, new or kept: its title, language and text, merge fields inserted at the
// cursor from a list by source (participant, user, portal and date, questionnaire, and the answers
// of a chosen participant's answered questionnaire), a preview as PDF, save and archive. A save
// names the version it was loaded from; when someone else saved in between, the server refuses it
// and the form says so and offers to reload (issue 14 part 5, the questionnaire designer's rule).
import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useAppTranslation, useNavigate, useNotify, usePageHeader, useShell } from '@portal/sdk';
import { AnswerSourceFields } from '../AnswerSourceFields';
import {
  downloadPdf,
  errorCode,
  useAnsweredQueries,
  useParticipants,
  type DocumentLanguage,
} from '../documents-api';
import { TEMPLATES_KEY, useTemplateWrites, type FieldCatalog, type TemplateInput } from './templates-api';
import { templatesTexts, useTemplateErrorText, type TemplatesTextKey } from './templates-texts';

const GROUPS = ['participant', 'user', 'tenant', 'questionnaire', 'answers'] as const;

/** The template's title, language and text, and the fields no source fills after a save. */
function TemplateTextFields({
  input,
  setInput,
  bodyRef,
  unknown,
}: {
  input: TemplateInput;
  setInput: Dispatch<SetStateAction<TemplateInput>>;
  bodyRef: RefObject<HTMLTextAreaElement | null>;
  unknown: string[];
}) {
  const { t } = useAppTranslation(templatesTexts);
  return (
    <>
      <TextField
        label={t('title')}
        value={input.title}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
        onChange={(event) => setInput((old) => ({ ...old, title: event.target.value }))}
      />
      <TextField
        select
        label={t('language')}
        value={input.language}
        onChange={(event) =>
          setInput((old) => ({ ...old, language: event.target.value as DocumentLanguage }))
        }
      >
        <MenuItem value="no">{t('norwegian')}</MenuItem>
        <MenuItem value="en">{t('english')}</MenuItem>
      </TextField>
      <TextField
        label={t('body')}
        value={input.body}
        multiline
        minRows={8}
        inputRef={bodyRef}
        helperText={t('bodyHelp', { example: '{{participant.full_name}}' })}
        slotProps={{ htmlInput: { maxLength: 20_000, spellCheck: false } }}
        onChange={(event) => setInput((old) => ({ ...old, body: event.target.value }))}
      />
      {unknown.length > 0 && (
        <Alert severity="warning">{t('unknownFields', { fields: unknown.join(', ') })}</Alert>
      )}
    </>
  );
}

type Sample = { patientId: number | null; queryId: number | null };

/** The merge fields to insert by source, with the participant and questionnaire whose answers they show. */
function FieldsPanel({
  patient,
  queryId,
  onPatient,
  onQuery,
  onInsert,
}: {
  patient: string;
  queryId: string;
  onPatient: (id: string) => void;
  onQuery: (id: string) => void;
  onInsert: (field: string) => void;
}) {
  const { t } = useAppTranslation(templatesTexts);
  const { queryClient, user } = useShell();
  const writes = useTemplateWrites();
  const errorText = useTemplateErrorText();
  const participants = useParticipants();
  const answered = useAnsweredQueries(patient ? Number(patient) : null);
  const sample: Sample = sampleOf(patient, queryId);
  const catalog = useQuery(
    {
      queryKey: [...TEMPLATES_KEY, user.customerId, 'fields', sample.patientId, sample.queryId],
      queryFn: () => writes.fields(sample),
      retry: false,
    },
    queryClient,
  );
  const fieldLabel = (group: (typeof GROUPS)[number], field: string) =>
    group === 'answers'
      ? t('answerField', { key: field.slice('answers.'.length) })
      : t(`field_${field.replace('.', '_')}` as TemplatesTextKey);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="template-fields-heading">
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" id="template-fields-heading">
          {t('insertFields')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('insertHelp')}
        </Typography>
        <Typography variant="body2">{t('sampleHelp')}</Typography>
        <AnswerSourceFields
          participants={participants.data}
          answered={answered.data}
          patient={patient}
          queryId={queryId}
          onPatient={onPatient}
          onQuery={onQuery}
          labels={{
            participant: t('participant'),
            questionnaire: t('questionnaire'),
            noQuestionnaire: t('noQuestionnaire'),
            noParticipant: t('noParticipant'),
          }}
        />
        {catalog.error && <Alert severity="error">{errorText(catalog.error)}</Alert>}
        {catalog.data &&
          GROUPS.map((group) => (
            <FieldGroup
              key={group}
              title={t(`group_${group}`)}
              fields={catalog.data.fields[group as keyof FieldCatalog]}
              empty={group === 'answers' ? (queryId ? t('noAnswers') : t('chooseQuestionnaire')) : ''}
              label={(field) => fieldLabel(group, field)}
              insertLabel={(field) =>
                t('insertField', { group: t(`group_${group}`), field: fieldLabel(group, field) })
              }
              onInsert={onInsert}
            />
          ))}
      </Stack>
    </Paper>
  );
}

const sampleOf = (patient: string, queryId: string): Sample => ({
  patientId: patient ? Number(patient) : null,
  queryId: queryId ? Number(queryId) : null,
});

/** `{{field}}` put where the cursor is in the text, the cursor after it for the next one. */
function insertAtCursor(
  area: HTMLTextAreaElement | null,
  field: string,
  length: number,
  setInput: Dispatch<SetStateAction<TemplateInput>>,
) {
  const text = `{{${field}}}`;
  const start = area?.selectionStart ?? length;
  const end = area?.selectionEnd ?? length;
  setInput((old) => ({ ...old, body: `${old.body.slice(0, start)}${text}${old.body.slice(end)}` }));
  requestAnimationFrame(() => {
    area?.focus();
    area?.setSelectionRange(start + text.length, start + text.length);
  });
}

/** A step of the form (save, preview, archive, reload): busy meanwhile, its refusal shown. */
function useFormSteps() {
  const errorText = useTemplateErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<void>) => {
    setFailure(null);
    setConflict(false);
    setBusy(true);
    try {
      await step();
    } catch (error) {
      setFailure(errorText(error));
      setConflict(errorCode(error) === 'template_conflict');
    } finally {
      setBusy(false);
    }
  };
  return { failure, conflict, busy, run };
}

/** Save (create, or save over the version loaded) and archive, with what the server answers. */
function useTemplateSaves(templateId: number | null, loadedVersion: string | null, basePath: string) {
  const { t } = useAppTranslation(templatesTexts);
  const writes = useTemplateWrites();
  const navigate = useNavigate();
  const notify = useNotify();
  const [unknown, setUnknown] = useState<string[]>([]);
  const [version, setVersion] = useState(loadedVersion);
  const save = async (input: TemplateInput) => {
    if (templateId === null) {
      const created = await writes.create(input);
      setUnknown(created.unknownFields);
      notify({ severity: 'success', message: t('saved') });
      await writes.refresh();
      navigate(`${basePath}/${created.id}`, { replace: true });
      return;
    }
    const answer = await writes.save(templateId, { ...input, expectedUpdatedAt: version ?? '' });
    // The next save chains on this one's version, so saving twice in a row is never a conflict.
    setVersion(answer.updated_at);
    setUnknown(answer.unknownFields);
    notify({ severity: 'success', message: t('saved') });
    await writes.refresh();
  };
  const archive = async (id: number, title: string) => {
    await writes.archive(id);
    notify({ severity: 'success', message: t('archivedDone', { title }) });
    await writes.refresh();
    navigate(basePath);
  };
  return { save, archive, unknown };
}

function TemplateForm({
  templateId,
  initial,
  loadedVersion,
  basePath,
  onReload,
}: {
  templateId: number | null;
  initial: TemplateInput;
  /** The `updated_at` the form was loaded with; null for a new template. */
  loadedVersion: string | null;
  basePath: string;
  onReload?: () => Promise<void>;
}) {
  const { t } = useAppTranslation(templatesTexts);
  const writes = useTemplateWrites();
  const navigate = useNavigate();
  const body = useRef<HTMLTextAreaElement | null>(null);
  const [input, setInput] = useState<TemplateInput>(initial);
  const [patient, setPatient] = useState('');
  const [queryId, setQueryId] = useState('');
  const { failure, conflict, busy, run } = useFormSteps();
  const { save, archive, unknown } = useTemplateSaves(templateId, loadedVersion, basePath);

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }} data-testid="template-editor">
      {failure && (
        <Alert
          severity="error"
          data-testid={conflict ? 'template-conflict' : undefined}
          action={
            conflict && onReload ? (
              <Button color="inherit" size="small" disabled={busy} onClick={() => void run(onReload)}>
                {t('reloadTemplate')}
              </Button>
            ) : undefined
          }
        >
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => save(input));
        }}
      >
        <Stack spacing={2}>
          <TemplateTextFields input={input} setInput={setInput} bodyRef={body} unknown={unknown} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('save')}
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                void run(async () =>
                  downloadPdf(await writes.preview({ ...input, ...sampleOf(patient, queryId) })),
                )
              }
            >
              {t('previewPdf')}
            </Button>
            {templateId !== null && (
              <Button disabled={busy} onClick={() => void run(() => archive(templateId, input.title))}>
                {t('archive')}
              </Button>
            )}
            <Button onClick={() => navigate(basePath)}>{t('back')}</Button>
          </Box>
        </Stack>
      </Box>
      <FieldsPanel
        patient={patient}
        queryId={queryId}
        onPatient={(id) => {
          setPatient(id);
          setQueryId('');
        }}
        onQuery={setQueryId}
        onInsert={(field) => insertAtCursor(body.current, field, input.body.length, setInput)}
      />
    </Stack>
  );
}

function FieldGroup(props: {
  title: string;
  fields: string[];
  empty: string;
  label: (field: string) => string;
  insertLabel: (field: string) => string;
  onInsert: (field: string) => void;
}) {
  return (
    <Box role="group" aria-label={props.title}>
      <Typography component="h3" variant="subtitle2">
        {props.title}
      </Typography>
      {props.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {props.empty}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {props.fields.map((field) => (
          <Button
            key={field}
            size="small"
            variant="outlined"
            aria-label={props.insertLabel(field)}
            onClick={() => props.onInsert(field)}
          >
            {props.label(field)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}

export function NewTemplate({ basePath }: { basePath: string }) {
  const { t, language } = useAppTranslation(templatesTexts);
  usePageHeader({ title: t('newTitle'), backTo: basePath });
  return (
    <TemplateForm
      templateId={null}
      initial={{ title: '', language: language === 'en' ? 'en' : 'no', body: '' }}
      loadedVersion={null}
      basePath={basePath}
    />
  );
}

export function EditTemplate({ templateId, basePath }: { templateId: number; basePath: string }) {
  const { t } = useAppTranslation(templatesTexts);
  const { queryClient, user } = useShell();
  const writes = useTemplateWrites();
  const errorText = useTemplateErrorText();
  usePageHeader({ title: t('editTitle'), backTo: basePath });
  // Bumped by "Reload": the form starts again from the stored template, dropping the stale copy.
  const [loads, setLoads] = useState(0);
  const template = useQuery(
    {
      queryKey: [...TEMPLATES_KEY, user.customerId, 'one', templateId],
      queryFn: () => writes.read(templateId),
      retry: false,
      // The form keeps its own copy once opened: a refetch must not overwrite what is being typed.
      staleTime: Infinity,
    },
    queryClient,
  );
  if (template.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (template.error) return <Alert severity="error">{errorText(template.error)}</Alert>;
  const { title, language, body, updated_at } = template.data;
  const reload = async () => {
    const fresh = await template.refetch({ throwOnError: true });
    if (fresh.data) setLoads((count) => count + 1);
  };
  return (
    <TemplateForm
      key={loads}
      templateId={templateId}
      initial={{ title, language, body }}
      loadedVersion={updated_at}
      basePath={basePath}
      onReload={reload}
    />
  );
}
