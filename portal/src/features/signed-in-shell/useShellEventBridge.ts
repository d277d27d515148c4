// The shell's window events (token-changed, logout) reach the apps' SDK bus, and a snackbar an app
// emits reaches the shell's snackbar host (§7 in-app events).
import { useEffect } from 'react';
import type { ShellServices } from '@portal/sdk';
import { dispatchPortalEvent, onPortalEvent } from '../../shared/events';

export function useShellEventBridge(services: ShellServices): void {
  useEffect(() => {
    const offToken = onPortalEvent('token-changed', ({ token }) => {
      if (token) services.events.emit('token-changed', { token });
    });
    const offLogout = onPortalEvent('logout', ({ device }) =>
      services.events.emit('logout', { device: device === 'unknown' ? null : device }),
    );
    const offSnackbar = services.events.on('snackbar', (message) => dispatchPortalEvent('snackbar', message));
    return () => {
      offToken();
      offLogout();
      offSnackbar();
    };
  }, [services]);
}
