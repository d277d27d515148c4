// Revman "select features" (issue 32 item 6): a tenant's feature flags, each turned on or off by the
// operator; every change is an audit line below (and in the tenant's own feature audit).
import { useState } from 'react';
import { Alert, Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { definePage, useAppTranslation, useShellEvents } from '@portal/sdk';
import type { FeatureFlag } from '@portal/rules';
import { RevmanAudit } from './RevmanAudit';
import { useRevmanTenants, useRevmanWrites } from './revman-api';
import { revmanTexts } from './revman-texts';

const SelectFeaturesPage = definePage(function SelectFeaturesPage() {
  const { t } = useAppTranslation(revmanTexts);
  const events = useShellEvents();
  const data = useRevmanTenants();
  const writes = useRevmanWrites();
  const [chosen, setChosen] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (data.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (data.error) return <Alert severity="error">{t('failed')}</Alert>;
  const tenant = data.data.tenants.find((row) => row.id === chosen) ?? data.data.tenants[0];
  if (!tenant) return <Typography>{t('noChanges')}</Typography>;
  const toggle = async (name: string, enabled: boolean) => {
    try {
      setFailed(false);
      await writes.setFeature(tenant.id, name as FeatureFlag, enabled);
      events.emit('snackbar', {
        message: t('saved', { subject: name, tenant: tenant.subdomain, value: enabled ? t('on') : t('off') }),
      });
    } catch {
      setFailed(true);
    }
  };
  return (
    <Box data-testid="select-features">
      <TextField
        select
        label={t('tenant')}
        value={tenant.id}
        onChange={(e) => setChosen(Number(e.target.value))}
        sx={{ minWidth: 240, mb: 2 }}
      >
        {data.data.tenants.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.name} ({row.subdomain})
          </MenuItem>
        ))}
      </TextField>
      {failed && <Alert severity="error">{t('failed')}</Alert>}
      <Box
        component="section"
        aria-label={t('featuresOf', { tenant: tenant.subdomain })}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {tenant.features.map((feature) => (
          <FormControlLabel
            key={feature.name}
            control={
              <Switch
                checked={feature.enabled}
                onChange={(e) => void toggle(feature.name, e.target.checked)}
              />
            }
            label={feature.name}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
      </Box>
      <RevmanAudit kind="feature" />
    </Box>
  );
});
export default SelectFeaturesPage;
