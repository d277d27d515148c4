// Issue 13.2: one question of the design: its text, type, required, help text, narrative, the
// options of its type (choices, a scale's ends, a matrix's kind and inner questions) and a show-if
// condition on an earlier answer.
import type { Dispatch } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  DESIGN_ITEM_TYPES,
  MATRIX_CELL_TYPES,
  SHOW_IF_OPS,
  type DesignChoice,
  type DesignQuestion,
  type MatrixInner,
} from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { DeleteIcon } from '../icons';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import { earlierQuestions, newKey, type DesignAction } from './design-state';

function ChoicesEditor({
  choices,
  onChange,
  idPrefix,
}: {
  choices: DesignChoice[];
  onChange: (choices: DesignChoice[]) => void;
  idPrefix: string;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const nextValue = () => String(Math.max(0, ...choices.map((c) => Number(c.value) || 0)) + 1);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('choices')}
      </Typography>
      {choices.map((choice, index) => (
        <Stack
          key={`${idPrefix}-${choice.value}`}
          direction="row"
          sx={{ gap: 1, alignItems: 'center', mt: 1 }}
        >
          <TextField
            size="small"
            label={t('choice', { n: index + 1 })}
            value={choice.text}
            onChange={(event) =>
              onChange(choices.map((c, i) => (i === index ? { ...c, text: event.target.value } : c)))
            }
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={t('removeChoice', { n: index + 1 })}
            onClick={() => onChange(choices.filter((_, i) => i !== index))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => onChange([...choices, { value: nextValue(), text: '' }])}
      >
        {t('addChoice')}
      </Button>
    </Box>
  );
}

function InnerEditor({
  question,
  update,
}: {
  question: DesignQuestion;
  update: (patch: Partial<DesignQuestion>, field: string) => void;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const setInner = (inner: MatrixInner[], field: string) => update({ inner }, field);
  const choice = question.matrix === 'choice';
  return (
    <Stack sx={{ gap: 1 }}>
      <TextField
        select
        size="small"
        label={t('matrixKind')}
        value={question.matrix}
        onChange={(event) => update({ matrix: event.target.value as DesignQuestion['matrix'] }, 'matrix')}
      >
        <MenuItem value="dynamic">{t('matrixDynamic')}</MenuItem>
        <MenuItem value="choice">{t('matrixChoice')}</MenuItem>
      </TextField>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {choice ? t('matrixRows') : t('matrixColumns')}
        </Typography>
        {question.inner.map((inner, index) => (
          <Stack
            key={inner.key}
            direction="row"
            sx={{ gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}
          >
            <TextField
              size="small"
              label={t('innerTitle', { n: index + 1 })}
              value={inner.title}
              onChange={(event) =>
                setInner(
                  question.inner.map((c, i) => (i === index ? { ...c, title: event.target.value } : c)),
                  `inner.${inner.key}`,
                )
              }
              sx={{ flex: '1 1 160px' }}
            />
            {!choice && (
              <TextField
                select
                size="small"
                label={t('innerType', { n: index + 1 })}
                value={inner.type}
                onChange={(event) =>
                  setInner(
                    question.inner.map((c, i) =>
                      i === index
                        ? {
                            ...c,
                            type: event.target.value as MatrixInner['type'],
                            choices:
                              event.target.value === 'single' && c.choices.length < 2
                                ? [
                                    { value: '1', text: '1' },
                                    { value: '2', text: '2' },
                                  ]
                                : c.choices,
                          }
                        : c,
                    ),
                    'innerType',
                  )
                }
                sx={{ width: 150 }}
              >
                {MATRIX_CELL_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`type.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <IconButton
              aria-label={t('removeInner', { n: index + 1 })}
              onClick={() =>
                setInner(
                  question.inner.filter((_, i) => i !== index),
                  'removeInner',
                )
              }
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() =>
            setInner(
              [
                ...question.inner,
                {
                  key: newKey('i'),
                  questionId: null,
                  title: String(question.inner.length + 1),
                  type: 'text',
                  choices: [],
                },
              ],
              'addInner',
            )
          }
        >
          {t('addInner')}
        </Button>
      </Box>
      {choice && (
        <ChoicesEditor
          idPrefix={question.key}
          choices={question.choices}
          onChange={(choices) => update({ choices }, 'choices')}
        />
      )}
    </Stack>
  );
}

function ConditionEditor({
  question,
  questions,
  update,
}: {
  question: DesignQuestion;
  questions: readonly DesignQuestion[];
  update: (patch: Partial<DesignQuestion>, field: string) => void;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const earlier = earlierQuestions(questions, question.key);
  const condition = question.showIf;
  const target = earlier.find((q) => q.key === condition?.question);
  const valueField = () => {
    if (!condition || condition.op === 'answered') return null;
    const common = { size: 'small' as const, label: t('showIfValue'), sx: { minWidth: 160 } };
    if (target?.type === 'yesno')
      return (
        <TextField
          select
          {...common}
          value={condition.value === null ? '' : String(condition.value)}
          onChange={(event) =>
            update({ showIf: { ...condition, value: event.target.value === 'true' } }, 'showIfValue')
          }
        >
          <MenuItem value="true">{t('yes')}</MenuItem>
          <MenuItem value="false">{t('no')}</MenuItem>
        </TextField>
      );
    if (target && (target.type === 'single' || target.type === 'multiple'))
      return (
        <TextField
          select
          {...common}
          value={condition.value === null ? '' : String(condition.value)}
          onChange={(event) => update({ showIf: { ...condition, value: event.target.value } }, 'showIfValue')}
        >
          {target.choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.text || choice.value}
            </MenuItem>
          ))}
        </TextField>
      );
    const numeric = target?.type === 'number' || target?.type === 'scale';
    return (
      <TextField
        {...common}
        type={numeric ? 'number' : 'text'}
        value={condition.value === null ? '' : String(condition.value)}
        onChange={(event) =>
          update(
            {
              showIf: {
                ...condition,
                value: numeric && event.target.value !== '' ? Number(event.target.value) : event.target.value,
              },
            },
            'showIfValue',
          )
        }
      />
    );
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('showIf')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <TextField
          select
          size="small"
          label={t('showIfQuestion')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={condition?.question ?? ''}
          onChange={(event) =>
            update(
              {
                showIf: event.target.value
                  ? { question: event.target.value, op: condition?.op ?? 'answered', value: null }
                  : null,
              },
              'showIf',
            )
          }
          sx={{ minWidth: 200, maxWidth: '100%' }}
        >
          <MenuItem value="">{t('showIfNone')}</MenuItem>
          {earlier.map((q) => (
            <MenuItem key={q.key} value={q.key}>
              {q.title}
            </MenuItem>
          ))}
        </TextField>
        {condition && (
          <TextField
            select
            size="small"
            label={t('showIfOp')}
            value={condition.op}
            onChange={(event) =>
              update(
                { showIf: { ...condition, op: event.target.value as (typeof SHOW_IF_OPS)[number] } },
                'showIfOp',
              )
            }
            sx={{ minWidth: 140 }}
          >
            {SHOW_IF_OPS.map((op) => (
              <MenuItem key={op} value={op}>
                {t(`op.${op}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {valueField()}
      </Stack>
    </Box>
  );
}

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
  const update = (patch: Partial<DesignQuestion>, field: string) =>
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
      {!section && (
        <TextField
          select
          size="small"
          label={t('questionType')}
          value={question.type}
          onChange={(event) => {
            const type = event.target.value as DesignQuestion['type'];
            const patch: Partial<DesignQuestion> = { type };
            if ((type === 'single' || type === 'multiple') && question.choices.length < 2)
              patch.choices = [
                { value: '1', text: '1' },
                { value: '2', text: '2' },
              ];
            if (type === 'scale' && question.min === null) Object.assign(patch, { min: 1, max: 5 });
            if (type === 'composite' && question.inner.length === 0)
              patch.inner = [{ key: newKey('i'), questionId: null, title: '1', type: 'text', choices: [] }];
            update(patch, 'type');
          }}
          sx={{ maxWidth: 260 }}
        >
          {DESIGN_ITEM_TYPES.filter((type) => type !== 'section').map((type) => (
            <MenuItem key={type} value={type}>
              {t(`type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
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
