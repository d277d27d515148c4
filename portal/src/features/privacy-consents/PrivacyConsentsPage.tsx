// §2.7 Privacy and consents: the tabs the tenant's features allow, else "no active features".
import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ModuleMount } from '../routes';
import { useShellSession } from '../user-context';
import { activePrivacyTabs } from './privacy-tabs';

export const CONSENTS_APP = 'consents';

export function PrivacyConsentsPage() {
  const { t } = useTranslation();
  const session = useShellSession();
  const tabs = activePrivacyTabs(session.hasFeature);
  const [chosen, setChosen] = useState(0);
  if (tabs.length === 0)
    return (
      <Typography role="status" data-testid="no-active-features">
        {t('privacy.noActiveFeatures')}
      </Typography>
    );
  const index = Math.min(chosen, tabs.length - 1);
  const current = tabs[index];
  return (
    <Box data-testid="privacy-and-consents">
      <Tabs
        value={index}
        onChange={(_e, value: number) => setChosen(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('privacy.tabs')}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            label={t(`privacy.tab.${tab.id}`)}
            id={`privacy-tab-${tab.id}`}
            aria-controls={`privacy-panel-${tab.id}`}
            data-tab={tab.id}
          />
        ))}
      </Tabs>
      {current && (
        <Box
          role="tabpanel"
          id={`privacy-panel-${current.id}`}
          aria-labelledby={`privacy-tab-${current.id}`}
          sx={{ pt: 2 }}
        >
          <ModuleMount
            key={current.id}
            app={CONSENTS_APP}
            module={current.module}
            title={t(`privacy.tab.${current.id}`)}
            props={{ tab: current.id }}
          />
        </Box>
      )}
    </Box>
  );
}
