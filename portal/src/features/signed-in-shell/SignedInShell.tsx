// The whole signed-in frame, mountable as a react-router element for every signed-in path
// (<Route path="/*" element={<SignedInShell />} />): the SDK services and query client, the session
// bootstrap, the user context, the apps loader, then the frame.
import { useMemo, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ShellProvider, isLanguageOf } from './sdk-language';
import type { ShellServices } from '@portal/sdk';
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';
import { useAuth } from '../../shared/session/auth-context';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { AppsProvider, prefetchAppIndex } from '../apps';
import { ConsentGate, pendingConsentsQuery } from '../consent-gate';
import { MobileSideMenu } from '../side-menu';
import {
  UserContextProvider,
  prefetchSessionBootstrap,
  sdkShellState,
  sessionBootstrapQuery,
  useShellSession,
} from '../user-context';
import { readSessionToken } from '../../shared/session/token-store';
import { MOBILE_QUERY, ShellFrame } from './ShellFrame';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { registerShellTexts } from './shell-texts';
import { useShellEventBridge } from './useShellEventBridge';
import { useShellServices } from './useShellServices';

/**
 * Called when this chunk is in (index.ts), before the shell renders: the session's bootstrap and
 * the apps' index are asked for, and a phone's drawer loaded, so the frame's first render waits for
 * none of them one after the other.
 */
export function prepareShell() {
  const token = readSessionToken();
  if (token !== null) prefetchSessionBootstrap(token);
  prefetchAppIndex();
  if (typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches)
    MobileSideMenu.preload().catch(() => undefined);
}

function SdkShell({ services }: { services: ShellServices }) {
  const session = useShellSession();
  const { i18n } = useTranslation();
  const tenant = useBootstrap();
  const language = isLanguageOf(i18n.language) ? i18n.language : 'no';
  const shell = useMemo(
    () => ({ ...services, ...sdkShellState(session, language) }),
    [services, session, language],
  );
  return (
    <ShellProvider value={shell}>
      <AppsProvider defaultAppVersions={tenant.default_app_versions}>
        <ShellFrame />
      </AppsProvider>
    </ShellProvider>
  );
}

function SessionShell({ services }: { services: ShellServices }) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const bootstrap = useQuery(sessionBootstrapQuery(token));
  // Asked for beside the bootstrap: the consent gate below then has its answer with no wait of its own.
  useQuery(pendingConsentsQuery(services.api, token));
  if (bootstrap.isError)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={<Button onClick={() => void bootstrap.refetch()}>{t('shell.retry')}</Button>}
        >
          {t('shell.loadFailed')}
        </Alert>
      </Box>
    );
  if (!bootstrap.data) return <LoadingScreen />;
  return (
    <ConsentGate api={services.api}>
      <UserContextProvider bootstrap={bootstrap.data} graphql={services.graphql}>
        <SdkShell services={services} />
      </UserContextProvider>
    </ConsentGate>
  );
}

export function SignedInShellFrame() {
  const { i18n } = useTranslation();
  useState(() => registerShellTexts(i18n));
  const { services, guard } = useShellServices();
  const navigate = useNavigate();
  useShellEventBridge(services);
  return (
    <QueryClientProvider client={services.queryClient}>
      <SessionShell services={services} />
      <UnsavedChangesPrompt guard={guard} navigate={(href) => void navigate(href)} />
    </QueryClientProvider>
  );
}

export default SignedInShellFrame;
