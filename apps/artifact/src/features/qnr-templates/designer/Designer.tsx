// Issue 13.2, the designer: a template's settings, its questions (added by kind, edited one at a
// time, reordered by drag and drop or by keyboard), undo of the last change, the live preview,
// and save. The save names the version it started from; when someone else saved in between, the
// server refuses it and the designer says so (never a silent overwrite) and offers a reload.
// The state, load and save are in use-designer; the questions in DesignerQuestions.
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import type { TemplateDesign } from '@portal/rules';
import { useAppTranslation, useNavigate } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import { useTemplateLookups } from '../templates-api';
import { DesignerQuestions } from './DesignerQuestions';
import { DesignPreview } from './DesignPreview';
import { TemplateSettings } from './TemplateSettings';
import { useDesigner } from './use-designer';

export function Designer({ basePath, templateId }: { basePath: string; templateId: number | null }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const navigate = useNavigate();
  const lookups = useTemplateLookups();
  const designer = useDesigner(basePath, templateId);
  const { state, dispatch, loaded, loadFailed, problem, saving, save, undo } = designer;

  if (loadFailed) return <Alert severity="error">{loadFailed}</Alert>;
  if (!loaded) return <Typography role="status">{t('loading')}</Typography>;
  const readOnly = loaded.genesis;
  const questions = state.design.questions;
  const answerable = questions.filter((question) => question.type !== 'section').length;

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
              <Button color="inherit" size="small" onClick={() => void designer.load()}>
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
                key={designer.settingsVersion}
                fields={state.design.template}
                contexts={lookups.data?.contexts ?? []}
                dispatch={dispatch}
                readOnly={readOnly}
              />
            </AccordionDetails>
          </Accordion>
          <DesignerQuestions state={state} readOnly={readOnly} dispatch={dispatch} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <DesignPreview design={state.design as TemplateDesign} />
        </Box>
      </Box>
    </Box>
  );
}
