// A question's show-if condition: an earlier question, how its answer is tried (answered, equals,
// ...) and the value to try it against, in a control that fits the earlier question's type.
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { SHOW_IF_OPS, type DesignQuestion } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import { earlierQuestions, type UpdateQuestion } from './design-state';

type Condition = NonNullable<DesignQuestion['showIf']>;

export function ConditionEditor({
  question,
  questions,
  update,
}: {
  question: DesignQuestion;
  questions: readonly DesignQuestion[];
  update: UpdateQuestion;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const earlier = earlierQuestions(questions, question.key);
  const condition = question.showIf;
  const target = earlier.find((q) => q.key === condition?.question);
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
        {condition && condition.op !== 'answered' && (
          <ConditionValue
            condition={condition}
            target={target}
            onChange={(value) => update({ showIf: { ...condition, value } }, 'showIfValue')}
          />
        )}
      </Stack>
    </Box>
  );
}

/** The value a condition tries: yes/no, one of the earlier question's options, a number or text. */
function ConditionValue({
  condition,
  target,
  onChange,
}: {
  condition: Condition;
  target: DesignQuestion | undefined;
  onChange: (value: Condition['value']) => void;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const common = { size: 'small' as const, label: t('showIfValue'), sx: { minWidth: 160 } };
  const value = condition.value === null ? '' : String(condition.value);
  if (target?.type === 'yesno')
    return (
      <TextField
        select
        {...common}
        value={value}
        onChange={(event) => onChange(event.target.value === 'true')}
      >
        <MenuItem value="true">{t('yes')}</MenuItem>
        <MenuItem value="false">{t('no')}</MenuItem>
      </TextField>
    );
  if (target && (target.type === 'single' || target.type === 'multiple'))
    return (
      <TextField select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
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
      value={value}
      onChange={(event) =>
        onChange(numeric && event.target.value !== '' ? Number(event.target.value) : event.target.value)
      }
    />
  );
}
