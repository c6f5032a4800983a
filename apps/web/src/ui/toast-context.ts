import { createContext, useContext } from 'react';

/** Bootstrap's contextual colours; each toast's text colour follows its background (text-bg-*). */
export type ToastVariant = 'success' | 'danger' | 'info' | 'warning';

export type ToastMessage = {
  message: string;
  /** 'info' by default. */
  variant?: ToastVariant;
};

export type ToastApi = {
  /** Shows a short message at the bottom of the screen for a few seconds, announced by screen readers. */
  show: (toast: ToastMessage) => void;
};

// Kept apart from Toasts.tsx so that file exports components only (React Fast Refresh keeps their state).
export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under <ToastProvider>. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
