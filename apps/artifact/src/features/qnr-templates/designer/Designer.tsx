// Issue 13.2, the designer: a template's settings, its questions (added by kind, edited one at a
// time, reordered by drag and drop or by keyboard), undo of the last change, the live preview,
// and save. The save names the version it started from; when someone else saved in between, the
// server refuses it and the designer says so (never a silent overwrite) and offers a reload.
import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DESIGN_ITEM_TYPES, type DesignItemType, type TemplateDesign } from '@portal/rules';
import {
  useAppTranslation,
  useNavigate,
  usePageHeader,
  useShellEvents,
  useUnsavedChangesGuard,
} from '@portal/sdk';
import { SortableRows } from '../SortableRows';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import { problemOf, problemText, useTemplateLookups, useTemplateWrites } from '../templates-api';
import { DesignPreview } from './DesignPreview';
import { QuestionEditor } from './QuestionEditor';
import { TemplateSettings } from './TemplateSettings';
import { designReducer, initialState } from './design-state';

interface Loaded {
  id: number | null;
  updatedAt: string | null;
  genesis: boolean;
}

export function Designer({ basePath, templateId }: { basePath: string; templateId: number | null }) {
  const { t, language } = useAppTranslation(qnrTemplatesTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const writes = useTemplateWrites();
  const lookups = useTemplateLookups();
  const [state, dispatch] = useReducer(designReducer, undefined, () => initialState());
  const [loaded, setLoaded] = useState<Loaded | null>(
    templateId === null ? { id: null, updatedAt: null, genesis: false } : null,
  );
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; conflict: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [addType, setAddType] = useState<DesignItemType>('text');
  const [settingsVersion, setSettingsVersion] = useState(0);

  const load = useCallback(async () => {
    if (templateId === null) return;
    setLoadFailed(null);
    try {
      const opened = await writes.open(templateId);
      dispatch({ type: 'load', design: opened.design });
      setLoaded({ id: opened.id, updatedAt: opened.updated_at, genesis: opened.genesis });
      setProblem(null);
      setSettingsVersion((v) => v + 1);
    } catch (error) {
      setLoadFailed(problemText(error, language, t('failed')));
    }
    // writes is a new object each render; the template id decides what to open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templateId, language]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Saves the design; false when the server refused it (the refusal is shown). */
  const save = async (): Promise<boolean> => {
    if (!loaded || saving) return false;
    setSaving(true);
    setProblem(null);
    try {
      const result = await writes.save(loaded.id, loaded.updatedAt, state.design as TemplateDesign);
      dispatch({ type: 'saved' });
      setLoaded({ ...loaded, id: result.id, updatedAt: result.updated_at });
      await writes.refresh();
      events.emit('snackbar', { message: t('saved') });
      if (loaded.id === null) navigate(`${basePath}/${result.id}`, { replace: true });
      return true;
    } catch (error) {
      setProblem({
        text: problemText(error, language, t('actionFailed')),
        conflict: problemOf(error) === 'qnrTemplate.conflict',
      });
      return false;
    } finally {
      setSaving(false);
    }
  };
  // "Save and leave" leaves only when the save went through (a refusal keeps the designer open).
  useUnsavedChangesGuard('qnr-designer', state.dirty, async () => {
    if (!(await save())) throw new Error('the template was not saved');
  });
  const title = state.design.template.title;
  usePageHeader({
    title: loaded?.id ? t('designerTitle', { title: title || '…' }) : t('designerNew'),
    backTo: basePath,
  });

  if (loadFailed) return <Alert severity="error">{loadFailed}</Alert>;
  if (!loaded) return <Typography role="status">{t('loading')}</Typography>;
  const readOnly = loaded.genesis;
  const questions = state.design.questions;
  const selected = questions.find((question) => question.key === state.selected) ?? null;
  const answerable = questions.filter((question) => question.type !== 'section').length;
  const undo = () => {
    dispatch({ type: 'undo' });
    setSettingsVersion((v) => v + 1);
  };

  return (
    <Box
      onKeyDown={(event) => {
        // Ctrl/Cmd+Z outside a text field undoes the last change of the design.
        const target = event.target as HTMLElement;
        if (
          (event.ctrlKey || event.metaKey) &&
          event.key === 'z' &&
          !['INPUT', 'TEXTAREA'].includes(target.tagName)
        ) {
          event.preventDefault();
          undo();
        }
      }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button variant="contained" onClick={() => void save()} disabled={saving || readOnly || !state.dirty}>
          {saving ? t('saving') : t('save')}
        </Button>
        <Button onClick={undo} disabled={state.past.length === 0 || readOnly} title={t('undoHelp')}>
          {t('undo')}
        </Button>
        <Button onClick={() => navigate(basePath)}>{t('backToList')}</Button>
        {state.dirty && <Chip size="small" variant="outlined" label={t('unsaved')} />}
        <Typography color="text.secondary" sx={{ ml: 'auto' }}>
          {t('questionsCount', { count: answerable })}
        </Typography>
      </Stack>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('genesisReadOnly')}
        </Alert>
      )}
      {problem && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            problem.conflict ? (
              <Button color="inherit" size="small" onClick={() => void load()}>
                {t('reload')}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{t('conflictTitle')}</AlertTitle>
          {problem.text}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Accordion defaultExpanded={loaded.id === null} disableGutters>
            <AccordionSummary aria-controls="qnr-settings" id="qnr-settings-summary">
              <Typography component="h2" variant="h6">
                {t('settings')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id="qnr-settings">
              <TemplateSettings
                key={settingsVersion}
                fields={state.design.template}
                contexts={lookups.data?.contexts ?? []}
                dispatch={dispatch}
                readOnly={readOnly}
              />
            </AccordionDetails>
          </Accordion>
          <Box component="section" aria-labelledby="qnr-questions-title" sx={{ mt: 2 }}>
            <Typography id="qnr-questions-title" component="h2" variant="h6">
              {t('questions')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {questions.length > 0 ? t('dragHelp') : t('noQuestions')}
            </Typography>
            {questions.length > 0 && (
              <SortableRows
                items={questions.map((question) => ({ ...question, id: question.key }))}
                label={t('questions')}
                selectedId={state.selected}
                testId="qnr-designer-questions"
                onMove={(from, to) => !readOnly && dispatch({ type: 'move', from, to })}
                render={(question) =>
                  selected?.key === question.key && !readOnly ? (
                    <QuestionEditor
                      question={selected}
                      questions={questions}
                      dispatch={dispatch}
                      onDone={() => dispatch({ type: 'select', key: null })}
                    />
                  ) : (
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}>
                      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                        <Typography
                          sx={{
                            fontWeight: question.type === 'section' ? 700 : 400,
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {question.title || '…'}
                          {question.required ? ' *' : ''}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {t(`type.${question.type}`)}
                          {question.showIf ? ` · ${t('showIf')}` : ''}
                        </Typography>
                      </Box>
                      {!readOnly && (
                        <>
                          <Button
                            size="small"
                            aria-label={t('editQuestion', { title: question.title })}
                            onClick={() => dispatch({ type: 'select', key: question.key })}
                          >
                            {t('edit')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            aria-label={t('removeQuestion', { title: question.title })}
                            onClick={() => dispatch({ type: 'remove', key: question.key })}
                          >
                            ✕
                          </Button>
                        </>
                      )}
                    </Stack>
                  )
                }
              />
            )}
            {!readOnly && (
              <Stack direction="row" sx={{ gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <TextField
                  select
                  size="small"
                  label={t('addWhat')}
                  value={addType}
                  onChange={(event) => setAddType(event.target.value as DesignItemType)}
                  sx={{ minWidth: 200 }}
                >
                  {DESIGN_ITEM_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`type.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="outlined"
                  onClick={() =>
                    dispatch({
                      type: 'add',
                      itemType: addType,
                      title: addType === 'section' ? t('newSection') : t('newQuestion'),
                    })
                  }
                >
                  {t('addQuestion')}
                </Button>
              </Stack>
            )}
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <DesignPreview design={state.design as TemplateDesign} />
        </Box>
      </Box>
    </Box>
  );
}
