// The queue behind the toasts: at most TOAST_MAX_VISIBLE shown, the rest wait their turn.
import { TOAST_MAX_VISIBLE } from '@portal/rules';
import type { Toast } from './toast-context';

export interface ToastQueue {
  visible: Toast[];
  waiting: Toast[];
}

export const emptyToastQueue: ToastQueue = { visible: [], waiting: [] };

export function enqueueToast(queue: ToastQueue, toast: Toast): ToastQueue {
  if (queue.visible.length < TOAST_MAX_VISIBLE) return { ...queue, visible: [...queue.visible, toast] };
  return { ...queue, waiting: [...queue.waiting, toast] };
}

export function dismissToast(queue: ToastQueue, id: number): ToastQueue {
  const visible = queue.visible.filter((toast) => toast.id !== id);
  const waiting = queue.waiting.filter((toast) => toast.id !== id);
  const [next, ...rest] = waiting;
  if (next && visible.length < TOAST_MAX_VISIBLE) return { visible: [...visible, next], waiting: rest };
  return { visible, waiting };
}
