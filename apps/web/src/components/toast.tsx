import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LONG_DURATION_MS } from '@quartier/shared';
import { requestToastHost } from './toast-host';
import { currentMessages } from '@/lib/i18n';

/**
 * Toasts (spec 'Reusable parts' > Notification toast): bottom right, 400-500px wide (at the top on
 * phones, see ToastContainer),
 * success / failure / warning / info with their own colour and icon. A new toast replaces the
 * previous one; a toast hides after its duration (3000 ms by default, 5000 ms for login and
 * request results) or on a click outside it.
 */
export type ToastType = 'success' | 'failure' | 'warning' | 'info';

export interface ToastOptions {
  type: ToastType;
  message: ReactNode;
  title?: string;
  /** In ms; `long: true` is a shortcut for the 5000 ms of login and request results. */
  duration?: number;
  long?: boolean;
}

/** Each type's look; its default title is in the catalogue (common.toast). */
const LOOK: Record<ToastType, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCheck size={20} aria-hidden /> },
  failure: { color: 'red', icon: <IconX size={20} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={20} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={20} aria-hidden /> },
};

let currentId: string | null = null;
let detachOutsideClick: (() => void) | null = null;

function hideCurrent() {
  detachOutsideClick?.();
  detachOutsideClick = null;
  if (currentId) notifications.hide(currentId);
  currentId = null;
}

export function showToast({ type, message, title, duration, long }: ToastOptions): string {
  hideCurrent();
  requestToastHost();
  const look = LOOK[type];
  const id = `toast-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  currentId = id;
  notifications.show({
    id,
    title: title ?? currentMessages().common.toast[type],
    message,
    color: look.color,
    icon: look.icon,
    autoClose: duration ?? (long ? TOAST_LONG_DURATION_MS : TOAST_DURATION_MS),
    withBorder: true,
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    'data-toast': type,
    closeButtonProps: { 'aria-label': currentMessages().common.toast.close },
    onClose: () => {
      if (currentId === id) {
        currentId = null;
        detachOutsideClick?.();
        detachOutsideClick = null;
      }
    },
  });
  // Listen for a click outside only after the event that raised the toast is over.
  const timer = window.setTimeout(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.('[data-toast]')) return;
      if (currentId === id) hideCurrent();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    detachOutsideClick = () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, 0);
  detachOutsideClick = () => window.clearTimeout(timer);
  return id;
}

export const toast = {
  success: (message: ReactNode, options: Omit<ToastOptions, 'type' | 'message'> = {}) =>
    showToast({ ...options, type: 'success', message }),
  failure: (message: ReactNode, options: Omit<ToastOptions, 'type' | 'message'> = {}) =>
    showToast({ ...options, type: 'failure', message }),
  warning: (message: ReactNode, options: Omit<ToastOptions, 'type' | 'message'> = {}) =>
    showToast({ ...options, type: 'warning', message }),
  info: (message: ReactNode, options: Omit<ToastOptions, 'type' | 'message'> = {}) =>
    showToast({ ...options, type: 'info', message }),
  hide: hideCurrent,
};
