// Issue 26 item 11: the display settings (templates.settings_ui) as labelled checkboxes instead of
// a JSON box. §3 names the column only; the keys the product stores are showProgress (show how far
// through the questionnaire the participant is) and collapse (sections start collapsed). A stored
// key the designer does not know is kept as it is on save, and named, so nothing is dropped
// unseen.
import { Box, Checkbox, Chip, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';

/** The settings_ui keys the designer offers, each a yes/no. */
export const DISPLAY_SETTINGS = ['showProgress', 'collapse'] as const;
type DisplaySetting = (typeof DISPLAY_SETTINGS)[number];
const known = (key: string): key is DisplaySetting => (DISPLAY_SETTINGS as readonly string[]).includes(key);

export function DisplaySettings({
  value,
  onChange,
  disabled,
}: {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  disabled: boolean;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const others = Object.keys(value).filter((key) => !known(key));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('displaySettings')}
      </Typography>
      <FormGroup>
        {DISPLAY_SETTINGS.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Checkbox
                checked={value[key] === true}
                onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
              />
            }
            label={t(`display.${key}`)}
            disabled={disabled}
          />
        ))}
      </FormGroup>
      {others.length > 0 && (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('displayOthers')}
          </Typography>
          {others.map((key) => (
            <Chip key={key} size="small" variant="outlined" label={key} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
