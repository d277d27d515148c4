// Parts of the SMS template form: the merge-field buttons and the questionnaire templates to choose.
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { SMS_MERGE_FIELDS } from '@portal/rules';
import { smsTemplatesTexts } from './sms-templates-texts';

/** One button per merge field; a click puts the field at the caret. */
export function MergeFieldButtons({ onInsert }: { onInsert: (field: string) => void }) {
  const { t } = useAppTranslation(smsTemplatesTexts);
  return (
    <Box>
      <Typography id="merge-fields" variant="body2" sx={{ mb: 0.5 }}>
        {t('mergeFields')}
      </Typography>
      <Stack direction="row" role="group" aria-labelledby="merge-fields" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {SMS_MERGE_FIELDS.map((field) => (
          <Button key={field} size="small" variant="outlined" onClick={() => onInsert(field)}>
            {t(`field_${field}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

/** The questionnaire templates the SMS template goes with (none shown when there are none). */
export function QnrTemplateChoices({
  choices,
  chosen,
  onChange,
}: {
  choices: readonly { id: number; title: string }[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useAppTranslation(smsTemplatesTexts);
  if (choices.length === 0) return null;
  return (
    <FormGroup>
      <FormLabel component="legend">{t('qnrTemplates')}</FormLabel>
      {choices.map((q) => (
        <FormControlLabel
          key={q.id}
          label={q.title}
          control={
            <Checkbox
              checked={chosen.includes(q.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, q.id] : chosen.filter((id) => id !== q.id))
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}
