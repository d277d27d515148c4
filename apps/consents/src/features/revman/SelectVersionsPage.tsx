// Revman "select versions" (issue 32 item 6): each tenant's version of each app, chosen among the
// versions installed on the server; every change is an audit line below.
import { useState } from 'react';
import { Alert, Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ApiRequestError, definePage, useAppTranslation, useShell, useShellEvents } from '@portal/sdk';
import { RevmanAudit } from './RevmanAudit';
import { useRevmanTenants, useRevmanWrites } from './revman-api';
import { revmanTexts } from './revman-texts';

const SelectVersionsPage = definePage(function SelectVersionsPage() {
  const { t } = useAppTranslation(revmanTexts);
  const { language } = useShell();
  const events = useShellEvents();
  const data = useRevmanTenants();
  const writes = useRevmanWrites();
  const [problem, setProblem] = useState<string | null>(null);
  if (data.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (data.error) return <Alert severity="error">{t('failed')}</Alert>;
  const change = async (id: number, tenant: string, app: string, version: string) => {
    try {
      setProblem(null);
      await writes.setVersion(id, app, version);
      events.emit('snackbar', { message: t('saved', { subject: app, tenant, value: version }) });
    } catch (error) {
      const messages =
        error instanceof ApiRequestError
          ? (error.extra.messages as { en: string; no: string } | undefined)
          : undefined;
      setProblem(messages?.[language === 'no' ? 'no' : 'en'] ?? t('failed'));
    }
  };
  return (
    <Box data-testid="select-versions">
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.data.tenants.map((tenant) => (
          <Card key={tenant.id} component="li" variant="outlined" data-tenant={tenant.subdomain}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {tenant.name} ({tenant.subdomain})
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  mt: 1,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
                }}
              >
                {data.data.installed.map((app) => (
                  <TextField
                    key={app.name}
                    select
                    size="small"
                    label={app.name}
                    value={tenant.appVersions[app.name] ?? ''}
                    onChange={(e) => void change(tenant.id, tenant.subdomain, app.name, e.target.value)}
                    slotProps={{
                      htmlInput: {
                        'aria-label': t('versionOf', { app: app.name, tenant: tenant.subdomain }),
                      },
                    }}
                  >
                    {!tenant.appVersions[app.name] && <MenuItem value="">{t('notSet')}</MenuItem>}
                    {app.versions.map((version) => (
                      <MenuItem key={version} value={version}>
                        {version}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <RevmanAudit kind="app_version" />
    </Box>
  );
});
export default SelectVersionsPage;
