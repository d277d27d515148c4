// The features of one tab, each a labelled switch: the flag's label and what it does in the
// user's language, its code name secondary (issue 32 item 7).
import { Box, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { featureFlagText } from '@portal/rules';
import type { TenantFeature } from './admin-api';

interface Props {
  features: readonly TenantFeature[];
  pending: string | null;
  onToggle: (name: string, enabled: boolean) => void;
}

export function FeatureSwitchList({ features, pending, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <FormGroup>
      {features.map((feature) => {
        const text = featureFlagText(feature.name, i18n.language);
        return (
          <FormControlLabel
            key={feature.name}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            control={
              <Switch
                checked={feature.enabled}
                disabled={pending === feature.name}
                onChange={(event) => onToggle(feature.name, event.target.checked)}
              />
            }
            label={
              <Box sx={{ pt: 1 }}>
                <Typography component="span" sx={{ display: 'block' }}>
                  {text?.label ?? feature.name}
                </Typography>
                {text && (
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {text.description}
                  </Typography>
                )}
                {text && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {t('administration.codeName', { name: feature.name })}
                  </Typography>
                )}
              </Box>
            }
          />
        );
      })}
    </FormGroup>
  );
}
