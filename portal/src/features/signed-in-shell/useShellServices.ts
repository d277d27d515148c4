// The SDK services of the signed-in shell, created once: the GraphQL client with the session
// token, the one query client, the event bus, navigation and toasts.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createShellServices } from '@portal/sdk';
import type { ShellServices, Toast } from '@portal/sdk';
import { useAuth } from '../../shared/session/auth-context';
import { useToast } from '../../shared/toasts/toast-context';

export function useShellServices(): ShellServices {
  const { token } = useAuth();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const latest = useRef({ navigate, showToast });
  useEffect(() => {
    latest.current = { navigate, showToast };
  }, [navigate, showToast]);
  const [services] = useState(() =>
    createShellServices({
      token,
      navigate: (path, options) => void latest.current.navigate(path, { replace: options?.replace }),
      notify: (toast: Toast) => latest.current.showToast(toast),
    }),
  );
  return services;
}
