// The features of one tab, each a labelled switch.
import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import type { TenantFeature } from './admin-api';

interface Props {
  features: readonly TenantFeature[];
  pending: string | null;
  onToggle: (name: string, enabled: boolean) => void;
}

export function FeatureSwitchList({ features, pending, onToggle }: Props) {
  return (
    <FormGroup>
      {features.map((feature) => (
        <FormControlLabel
          key={feature.name}
          control={
            <Switch
              checked={feature.enabled}
              disabled={pending === feature.name}
              onChange={(event) => onToggle(feature.name, event.target.checked)}
            />
          }
          label={feature.name}
        />
      ))}
    </FormGroup>
  );
}
