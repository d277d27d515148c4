// The options of a choice question (or of a choice matrix): each named, removable, and one more
// added with the next free value.
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import type { DesignChoice } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { DeleteIcon } from '../icons';
import { qnrTemplatesTexts } from '../qnr-templates-texts';

export function ChoicesEditor({
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
