// Mounts a module of a feature app through the apps loader (features/apps). When the app does not
// supply that module yet, a clearly labelled placeholder says whose it is and mounts the app's main
// page, so the loader and the app are still exercised.
import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppModule, useAppRegistry } from '../apps';

export type ModuleAvailability = 'loading' | 'supplied' | 'missing' | 'no-app';

export function useModuleAvailability(app: string, module: string): ModuleAvailability {
  const state = useAppRegistry();
  if (state.status === 'loading') return 'loading';
  if (state.status === 'failed') return 'no-app';
  const resolution = state.registry.resolve(app);
  if (!resolution.ok) return 'no-app';
  return resolution.manifest.modules.includes(module) ? 'supplied' : 'missing';
}

interface Props {
  app: string;
  module: string;
  /** What the placeholder calls the missing page or dialog. */
  title: string;
  props?: object;
  fallback?: ReactNode;
}

export function ModuleMount({ app, module, title, props, fallback = null }: Props) {
  const { t } = useTranslation();
  const availability = useModuleAvailability(app, module);
  const mainPage = useModuleAvailability(app, `page:${app}`);
  if (availability === 'loading') return <>{fallback}</>;
  if (availability === 'supplied')
    return <AppModule app={app} module={module} props={props} fallback={fallback} />;
  return (
    <Box data-testid="module-placeholder" data-app={app} data-module={module}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('routePage.placeholder', { page: title, app })}
      </Alert>
      {mainPage === 'supplied' && (
        <AppModule app={app} module={`page:${app}`} props={props} fallback={fallback} />
      )}
    </Box>
  );
}
