// §8, §9 Toasts: top right, errors red, a close button, auto-hide after 6 s, at most 3 visible.
import { createContext, useContext } from 'react';

export type ToastSeverity = 'error' | 'warning' | 'info' | 'success';

export interface ToastInput {
  severity: ToastSeverity;
  message: string;
}

export interface Toast extends ToastInput {
  id: number;
}

export interface ToastApi {
  showToast: (toast: ToastInput) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside the ToastProvider');
  return api;
}
