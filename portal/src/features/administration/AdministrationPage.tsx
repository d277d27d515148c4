// §2.6 Administration: the tenant's users (issue 32 item 7) and adding one, once; then tabs of the
// tenant's features, organizations among them. An admin switches a feature on or off; the server
// saves and audits it, and the shell reloads its session data.
import { useState } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useAuth } from '../../shared/session/auth-context';
import { useToast } from '../../shared/toasts/toast-context';
import { ROUTES } from '../routes';
import { useShellSession } from '../user-context';
import { fetchFeatureAudit, fetchTenantFeatures, setTenantFeature } from './admin-api';
import { AddUserForm } from './AddUserForm';
import { administrationTexts } from './administration-texts';
import { FeatureAuditList } from './FeatureAuditList';
import { FeatureSwitchList } from './FeatureSwitchList';
import { featureTabs } from './feature-tabs';
import { UsersPanel } from './UsersPanel';
import { AccessLogPanel } from './AccessLogPanel';

export function AdministrationPage() {
  // Its texts come with the page (admins only), not with the signed-in shell's start.
  useFeatureTexts(administrationTexts);
  const { t } = useTranslation();
  const { token } = useAuth();
  const { showToast } = useToast();
  const session = useShellSession();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState(0);
  const features = useQuery({
    queryKey: ['shell', 'admin-features', token],
    queryFn: () => fetchTenantFeatures(token ?? ''),
    staleTime: 0,
  });
  const audit = useQuery({
    queryKey: ['shell', 'admin-audit', token],
    queryFn: () => fetchFeatureAudit(token ?? ''),
    staleTime: 0,
  });
  const toggle = useMutation({
    mutationFn: ({ name, enabled }: { name: string; enabled: boolean }) =>
      setTenantFeature(token ?? '', name, enabled),
    onSuccess: async () => {
      showToast({ severity: 'success', message: t('administration.saved') });
      await queryClient.invalidateQueries({ queryKey: ['shell'] });
    },
    onError: () => showToast({ severity: 'error', message: t('administration.saveFailed') }),
  });
  if (features.isError) return <Alert severity="error">{t('administration.loadFailed')}</Alert>;
  const groups = featureTabs(features.data ?? []);
  const current = groups[Math.min(tab, Math.max(groups.length - 1, 0))];
  const organizationsOn =
    session.hasFeature('crm_Organization') && session.hasFeature('crm_OrganizationsMenuItem');
  return (
    <Box data-testid="administration">
      <UsersPanel />
      <AddUserForm />
      <Typography id="features-heading" component="h2" variant="h6" sx={{ mt: 4 }}>
        {t('administration.featuresHeading')}
      </Typography>
      <Tabs
        value={Math.min(tab, Math.max(groups.length - 1, 0))}
        onChange={(_e, value: number) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('administration.tabs')}
      >
        {groups.map((group) => (
          <Tab
            key={group.tab}
            label={t(`administration.tab.${group.tab}`)}
            id={`admin-tab-${group.tab}`}
            aria-controls={`admin-panel-${group.tab}`}
          />
        ))}
      </Tabs>
      {current && (
        <Box
          role="tabpanel"
          id={`admin-panel-${current.tab}`}
          aria-labelledby={`admin-tab-${current.tab}`}
          sx={{ pt: 2 }}
        >
          {current.tab === 'organizations' && organizationsOn && (
            <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={ROUTES.settingsOrganizationsNew} variant="outlined">
                {t('administration.newOrganization')}
              </Button>
              <Button component={RouterLink} to={ROUTES.organizationsImport} variant="outlined">
                {t('administration.importOrganizations')}
              </Button>
            </Stack>
          )}
          <FeatureSwitchList
            features={current.features}
            pending={toggle.isPending ? (toggle.variables?.name ?? null) : null}
            onToggle={(name, enabled) => toggle.mutate({ name, enabled })}
          />
        </Box>
      )}
      <FeatureAuditList changes={audit.data ?? []} />
      <AccessLogPanel />
    </Box>
  );
}
