// Mounts a module of a feature app through the apps loader (features/apps). When the app does not
// supply that module yet, the page says so in plain words under its own title, in the user's
// language; it names no app or module, and mounts nothing else in its place.
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppModule, useAppRegistry, type AppRegistryState } from '../apps';

export type ModuleAvailability = 'loading' | 'supplied' | 'missing' | 'no-app';

/** Whether the tenant's version of `app` supplies `module` (e.g. "dialog:new-note"). */
export function moduleAvailability(state: AppRegistryState, app: string, module: string): ModuleAvailability {
  if (state.status === 'loading') return 'loading';
  if (state.status === 'failed') return 'no-app';
  const resolution = state.registry.resolve(app);
  if (!resolution.ok) return 'no-app';
  return resolution.manifest.modules.includes(module) ? 'supplied' : 'missing';
}

export function useModuleAvailability(app: string, module: string): ModuleAvailability {
  return moduleAvailability(useAppRegistry(), app, module);
}

interface Props {
  app: string;
  module: string;
  /** The page's own title, which the placeholder shows. */
  title: string;
  props?: object;
  fallback?: ReactNode;
}

/** §1 A page no installed app supplies yet: its title and a plain sentence, nothing of the code. */
export function NotSuppliedYet({ title, app, module }: { title: string; app: string; module: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid="module-placeholder"
      data-app={app}
      data-module={module}
      sx={{ p: 3, mt: 1 }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography>{t('routePage.notYet')}</Typography>
      <Box component="p" sx={{ mb: 0, color: 'text.secondary' }}>
        {t('routePage.notYetHint')}
      </Box>
    </Paper>
  );
}

export function ModuleMount({ app, module, title, props, fallback = null }: Props) {
  const availability = useModuleAvailability(app, module);
  if (availability === 'loading') return <>{fallback}</>;
  if (availability === 'supplied')
    return <AppModule app={app} module={module} props={props} fallback={fallback} />;
  return <NotSuppliedYet title={title} app={app} module={module} />;
}
