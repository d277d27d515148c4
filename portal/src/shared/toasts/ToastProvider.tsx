import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { prefetchWhenIdle } from '../lazy/prefetch-when-idle';
import { ToastContext } from './toast-context';
import type { ToastApi, ToastInput } from './toast-context';
import { dismissToast, emptyToastQueue, enqueueToast } from './toast-queue';
import type { ToastQueue } from './toast-queue';

// The toast itself (MUI's Alert) is fetched when the browser is idle, not with the first page.
const loadToastItem = () => import('./ToastItem');
const ToastItem = lazy(() => loadToastItem().then((m) => ({ default: m.ToastItem })));

type Action = { type: 'add'; toast: ToastInput & { id: number } } | { type: 'dismiss'; id: number };

function reduce(queue: ToastQueue, action: Action): ToastQueue {
  return action.type === 'add' ? enqueueToast(queue, action.toast) : dismissToast(queue, action.id);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, dispatch] = useReducer(reduce, emptyToastQueue);
  const nextId = useRef(1);
  const showToast = useCallback((toast: ToastInput) => {
    dispatch({ type: 'add', toast: { ...toast, id: nextId.current++ } });
  }, []);
  const dismiss = useCallback((id: number) => dispatch({ type: 'dismiss', id }), []);
  const api = useMemo<ToastApi>(() => ({ showToast }), [showToast]);
  useEffect(() => prefetchWhenIdle(loadToastItem), []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        component="section"
        aria-label={t('toasts.region')}
        sx={{
          position: 'fixed',
          // At the bottom, as Material places its snackbars: at the top a toast covered the top
          // bar's language switch and the page header's quick access (issue 26 item 12).
          bottom: 16,
          right: 16,
          left: { xs: 16, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          maxWidth: { sm: 420 },
        }}
      >
        <Suspense fallback={null}>
          {queue.visible.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </Suspense>
      </Box>
    </ToastContext.Provider>
  );
}
