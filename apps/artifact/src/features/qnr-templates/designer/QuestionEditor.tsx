// Issue 13.2: one question of the design: its text, type, required, help text, narrative, the
// options of its type (choices, a scale's ends, a matrix's kind and inner questions) and a show-if
// condition on an earlier answer. The options, the matrix and the condition are editors of their own.
import type { Dispatch } from 'react';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { DESIGN_ITEM_TYPES, type DesignQuestion } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import { ChoicesEditor } from './ChoicesEditor';
import { ConditionEditor } from './ConditionEditor';
import { newKey, type DesignAction, type UpdateQuestion } from './design-state';
import { InnerEditor } from './InnerEditor';

export function QuestionEditor({
  question,
  questions,
  dispatch,
  onDone,
}: {
  question: DesignQuestion;
  questions: readonly DesignQuestion[];
  dispatch: Dispatch<DesignAction>;
  onDone: () => void;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const update: UpdateQuestion = (patch, field) =>
    dispatch({ type: 'update', key: question.key, patch, field });
  const section = question.type === 'section';
  const answered = !section && question.type !== 'info';
  return (
    <Stack sx={{ gap: 2, py: 1 }} data-testid="qnr-question-editor">
      <TextField
        label={section ? t('sectionTitle') : t('questionText')}
        value={question.title}
        required
        multiline={!section}
        onChange={(event) => update({ title: event.target.value }, 'title')}
        autoFocus
      />
      {!section && <QuestionTypeSelect question={question} update={update} />}
      {answered && (
        <FormControlLabel
          control={
            <Checkbox
              checked={question.required}
              onChange={(event) => update({ required: event.target.checked }, 'required')}
            />
          }
          label={t('required')}
        />
      )}
      {!section && (
        <TextField
          label={t('help')}
          value={question.help}
          multiline
          onChange={(event) => update({ help: event.target.value }, 'help')}
        />
      )}
      {!section && (
        <TextField
          label={t('narrative')}
          value={question.narrative}
          multiline
          onChange={(event) => update({ narrative: event.target.value }, 'narrative')}
        />
      )}
      {(question.type === 'single' || question.type === 'multiple') && (
        <ChoicesEditor
          idPrefix={question.key}
          choices={question.choices}
          onChange={(choices) => update({ choices }, 'choices')}
        />
      )}
      {(question.type === 'scale' || question.type === 'number') && (
        <RangeEditor question={question} update={update} />
      )}
      {question.type === 'composite' && <InnerEditor question={question} update={update} />}
      {!section && <ConditionEditor question={question} questions={questions} update={update} />}
      <Box>
        <Button variant="outlined" onClick={onDone}>
          {t('done')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * What a question needs when it becomes `type`: two options, a scale's ends, one inner question;
 * new options and inner questions are named in the UI language (`optionText(1)`: "Option 1").
 */
export function typeChange(
  question: DesignQuestion,
  type: DesignQuestion['type'],
  optionText: (n: number) => string,
): Partial<DesignQuestion> {
  const patch: Partial<DesignQuestion> = { type };
  if ((type === 'single' || type === 'multiple') && question.choices.length < 2)
    patch.choices = [
      { value: '1', text: optionText(1) },
      { value: '2', text: optionText(2) },
    ];
  if (type === 'scale' && question.min === null) Object.assign(patch, { min: 1, max: 5 });
  if (type === 'composite' && question.inner.length === 0)
    patch.inner = [{ key: newKey('i'), questionId: null, title: optionText(1), type: 'text', choices: [] }];
  return patch;
}

/** The question's type (every kind but a section). */
function QuestionTypeSelect({ question, update }: { question: DesignQuestion; update: UpdateQuestion }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (
    <TextField
      select
      size="small"
      label={t('questionType')}
      value={question.type}
      onChange={(event) =>
        update(
          typeChange(question, event.target.value as DesignQuestion['type'], (n) => t('choice', { n })),
          'type',
        )
      }
      sx={{ maxWidth: 260 }}
    >
      {DESIGN_ITEM_TYPES.filter((type) => type !== 'section').map((type) => (
        <MenuItem key={type} value={type}>
          {t(`type.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A number's or a scale's lowest and highest value, and a scale's labels of its ends. */
function RangeEditor({ question, update }: { question: DesignQuestion; update: UpdateQuestion }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {(['min', 'max'] as const).map((end) => (
        <TextField
          key={end}
          size="small"
          type="number"
          label={t(end)}
          value={question[end] ?? ''}
          onChange={(event) =>
            update({ [end]: event.target.value === '' ? null : Number(event.target.value) }, end)
          }
          sx={{ width: 120 }}
        />
      ))}
      {question.type === 'scale' &&
        (['minLabel', 'maxLabel'] as const).map((end) => (
          <TextField
            key={end}
            size="small"
            label={t(end)}
            value={question[end]}
            onChange={(event) => update({ [end]: event.target.value }, end)}
            sx={{ flex: '1 1 160px' }}
          />
        ))}
    </Stack>
  );
}
