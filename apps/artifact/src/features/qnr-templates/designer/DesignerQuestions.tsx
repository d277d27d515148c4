// The designer's questions: the list (reordered by drag and drop or by keyboard), each question's
// summary or, when selected, its editor, and the row that adds a question of a chosen kind.
import { useState, type Dispatch } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DESIGN_ITEM_TYPES, type DesignItemType, type DesignQuestion } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { SortableRows } from '../SortableRows';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import type { DesignAction, DesignState } from './design-state';
import { QuestionEditor } from './QuestionEditor';

export function DesignerQuestions({
  state,
  readOnly,
  dispatch,
}: {
  state: DesignState;
  readOnly: boolean;
  dispatch: Dispatch<DesignAction>;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const questions = state.design.questions;
  const selected = questions.find((question) => question.key === state.selected) ?? null;
  return (
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
              <QuestionSummary question={question} readOnly={readOnly} dispatch={dispatch} />
            )
          }
        />
      )}
      {!readOnly && <AddQuestion dispatch={dispatch} />}
    </Box>
  );
}

/** One question, not being edited: its title, kind and condition, with edit and remove. */
function QuestionSummary({
  question,
  readOnly,
  dispatch,
}: {
  question: DesignQuestion;
  readOnly: boolean;
  dispatch: Dispatch<DesignAction>;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (
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
  );
}

/** Adds a question (or a section) of the chosen kind at the end. */
function AddQuestion({ dispatch }: { dispatch: Dispatch<DesignAction> }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const [addType, setAddType] = useState<DesignItemType>('text');
  return (
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
            optionText: (n) => t('choice', { n }),
          })
        }
      >
        {t('addQuestion')}
      </Button>
    </Stack>
  );
}
