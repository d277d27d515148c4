import { useEffect } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TOAST_AUTO_HIDE_MS } from '@portal/rules';
import type { Toast } from './toast-context';

/** One toast: filled (errors red), a close button, gone after TOAST_AUTO_HIDE_MS. */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const onClose = () => onDismiss(toast.id);
  return (
    <Alert
      variant="filled"
      severity={toast.severity}
      role={toast.severity === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
      sx={{ boxShadow: 3, wordBreak: 'break-word' }}
    >
      {toast.message}
    </Alert>
  );
}
