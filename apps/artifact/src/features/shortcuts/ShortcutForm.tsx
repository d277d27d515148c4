// The admin's form for one shortcut (a screen of its own: /shortcut-settings/new and
// /shortcut-settings/<id>/edit). The shared rule names each field's problem before anything is
// sent; the server checks the same rule and the database the link again. §2.9: leaving with
// unsaved changes asks first.
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  shortcutProblems,
  shortcutInputSchema,
  type ShortcutInput,
  type ShortcutProblem,
} from '@portal/rules';
import {
  ApiRequestError,
  useAppTranslation,
  useIdempotencyKey,
  useNavigate,
  usePageHeader,
  useShell,
  useShellEvents,
  useUnsavedChangesGuard,
} from '@portal/sdk';
import { useProjects, useShortcutWrites, type Shortcut } from './shortcuts-api';
import { shortcutsTexts } from './shortcuts-texts';

const FORM_OWNER = 'artifact:shortcut-form';

type Fields = { title: string; description: string; link: string; projectId: string };

type Problems = Partial<Record<keyof ShortcutInput, ShortcutProblem>>;

const inputOf = (shown: Fields) => ({
  title: shown.title,
  description: shown.description,
  link: shown.link,
  projectId: shown.projectId ? Number(shown.projectId) : null,
});

/**
 * The form's fields and its save: checked by the shared rule first, then by the server, whose
 * refusal names the field; a create carries the form's idempotency key (issue 26 item 6).
 */
function useShortcutEditor(shortcut: Shortcut | null) {
  const { t } = useAppTranslation(shortcutsTexts);
  const events = useShellEvents();
  const writes = useShortcutWrites();
  const projects = useProjects(true);
  const linked = projects.data?.find((p) => shortcut !== null && p.shortcut_id === shortcut.id);
  const initial = useMemo<Fields>(
    () => ({
      title: shortcut?.title ?? '',
      description: shortcut?.description ?? '',
      link: shortcut?.link ?? '',
      projectId: linked ? String(linked.id) : '',
    }),
    [shortcut, linked],
  );
  const [fields, setFields] = useState<Fields | null>(null);
  const shown = fields ?? initial;
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState(false);
  const [saving, setSaving] = useState(false);
  const idempotency = useIdempotencyKey();
  const dirty = fields !== null && JSON.stringify(fields) !== JSON.stringify(initial);

  const save = async (): Promise<boolean> => {
    const found = shortcutProblems(inputOf(shown));
    setProblems(found);
    setFailure(false);
    if (Object.keys(found).length > 0) return false;
    setSaving(true);
    try {
      const valid = shortcutInputSchema.parse(inputOf(shown));
      if (shortcut) await writes.update(shortcut.id, valid);
      else await writes.create(valid, idempotency.key);
      await writes.refresh();
      idempotency.next();
      setFields(null);
      events.emit('snackbar', { message: t('saved') });
      return true;
    } catch (error) {
      // The server's rule (the same schema) names the field and the form's code; nothing was saved.
      const issue = error instanceof ApiRequestError ? error.issues[0] : undefined;
      if (issue?.code?.startsWith('shortcut.') && issue.field)
        setProblems({ [issue.field]: issue.code as ShortcutProblem });
      else setFailure(true);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { shown, setFields, problems, failure, saving, dirty, save, projects: projects.data ?? [] };
}

export function ShortcutForm({ basePath, shortcut }: { basePath: string; shortcut: Shortcut | null }) {
  const { t } = useAppTranslation(shortcutsTexts);
  const navigate = useNavigate();
  const { unsavedChanges } = useShell();
  /** Leaves the form on purpose (saved or cancelled): nothing unsaved is left to ask about. */
  const leave = () => {
    unsavedChanges.setDirty(FORM_OWNER, false);
    navigate(basePath);
  };
  const { shown, setFields, problems, failure, saving, dirty, save, projects } = useShortcutEditor(shortcut);
  usePageHeader({ title: t(shortcut ? 'editTitle' : 'newTitle'), backTo: basePath });
  useUnsavedChangesGuard(FORM_OWNER, dirty, async () => {
    if (!(await save())) throw new Error('not saved');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save().then((ok) => ok && leave());
  };
  const field = (name: keyof Fields) => ({
    value: shown[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...shown, [name]: event.target.value }),
  });
  const problem = (name: keyof ShortcutInput) => {
    const code = problems[name];
    return code ? { error: true, helperText: t(code) } : {};
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ maxWidth: 640 }}
      aria-label={t(shortcut ? 'editTitle' : 'newTitle')}
    >
      <Stack spacing={2}>
        {failure && <Alert severity="error">{t('saveFailed')}</Alert>}
        <TextField label={t('title')} required {...field('title')} {...problem('title')} />
        <TextField
          label={t('description')}
          multiline
          minRows={2}
          {...field('description')}
          {...problem('description')}
        />
        <TextField label={t('link')} required type="url" {...field('link')} {...problem('link')} />
        <TextField select label={t('project')} {...field('projectId')} {...problem('projectId')}>
          <MenuItem value="">{t('noProject')}</MenuItem>
          {projects.map((project) => (
            <MenuItem key={project.id} value={String(project.id)}>
              {project.journal_project_id}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
          <Button
            onClick={() => {
              setFields(null);
              leave();
            }}
          >
            {t('cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export default ShortcutForm;
