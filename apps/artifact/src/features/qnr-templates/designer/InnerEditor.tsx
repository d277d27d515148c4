// A matrix (composite) question: its kind, its inner questions (the rows of a choice matrix, the
// columns of a dynamic one, each with its cell type) and, for a choice matrix, its options.
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MATRIX_CELL_TYPES, type DesignQuestion, type MatrixInner } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { DeleteIcon } from '../icons';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import { ChoicesEditor } from './ChoicesEditor';
import { newKey, type UpdateQuestion } from './design-state';

/**
 * An inner question given another cell type (a single choice gets two options when it has fewer,
 * named in the UI language by `optionText`).
 */
function withCellType(
  inner: MatrixInner,
  type: MatrixInner['type'],
  optionText: (n: number) => string,
): MatrixInner {
  return {
    ...inner,
    type,
    choices:
      type === 'single' && inner.choices.length < 2
        ? [
            { value: '1', text: optionText(1) },
            { value: '2', text: optionText(2) },
          ]
        : inner.choices,
  };
}

export function InnerEditor({ question, update }: { question: DesignQuestion; update: UpdateQuestion }) {
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
          <InnerRow
            key={inner.key}
            inner={inner}
            index={index}
            withType={!choice}
            onChange={(next, field) =>
              setInner(
                question.inner.map((c, i) => (i === index ? next : c)),
                field,
              )
            }
            onRemove={() =>
              setInner(
                question.inner.filter((_, i) => i !== index),
                'removeInner',
              )
            }
          />
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
                  title: t('choice', { n: question.inner.length + 1 }),
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

/** One inner question: its title, its cell type (a dynamic matrix's column) and its removal. */
function InnerRow(props: {
  inner: MatrixInner;
  index: number;
  withType: boolean;
  onChange: (inner: MatrixInner, field: string) => void;
  onRemove: () => void;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const { inner, index } = props;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label={t('innerTitle', { n: index + 1 })}
        value={inner.title}
        onChange={(event) => props.onChange({ ...inner, title: event.target.value }, `inner.${inner.key}`)}
        sx={{ flex: '1 1 160px' }}
      />
      {props.withType && (
        <TextField
          select
          size="small"
          label={t('innerType', { n: index + 1 })}
          value={inner.type}
          onChange={(event) =>
            props.onChange(
              withCellType(inner, event.target.value as MatrixInner['type'], (n) => t('choice', { n })),
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
      <IconButton aria-label={t('removeInner', { n: index + 1 })} onClick={props.onRemove}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
