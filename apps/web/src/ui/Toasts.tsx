import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { ToastContext, type ToastApi, type ToastMessage, type ToastVariant } from './toast-context.ts';
import { uiTokens } from './tokens.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

type ShownToast = { id: number; message: string; variant: ToastVariant; show: boolean };

/** White text on these backgrounds (text-bg-*), so the close button is drawn white too. */
const DARK_BACKGROUNDS: ReadonlySet<ToastVariant> = new Set(['success', 'danger']);

/**
 * react-bootstrap writes role="alert" aria-live="assertive" on every toast, after the props we pass, and an
 * assertive alert interrupts whatever the screen reader is saying. The container below is the polite live
 * region instead, so each toast drops its own as it mounts (React never rewrites attributes it did not change).
 */
function joinPoliteRegion(toast: HTMLDivElement | null) {
  toast?.removeAttribute('role');
  toast?.removeAttribute('aria-live');
}

/**
 * Hosts the toasts `useToast().show()` asks for: stacked at the bottom, above the phone's bottom tab bar,
 * gone after 4 seconds (or at once with their close button), fading in and out over Bootstrap's 150 ms.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  const reducedMotion = usePrefersReducedMotion();

  const show = useCallback(({ message, variant = 'info' }: ToastMessage) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((shown) => [...shown, { id, message, variant, show: true }]);
  }, []);
  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  const remove = (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id));
  // Fading out first: the toast leaves the list once the fade is over (onExited). Without animation there
  // is no fade to wait for.
  const close = (id: number) => {
    if (reducedMotion) remove(id);
    else setToasts((shown) => shown.map((toast) => (toast.id === id ? { ...toast, show: false } : toast)));
  };

  return (
    <ToastContext value={api}>
      {children}
      {/* Always present, even empty: screen readers announce changes to a live region they already know. */}
      <ToastContainer
        containerPosition="fixed"
        className="toast-stack p-3"
        // A labelled region, not role="status": a page may have its own status messages (a spinner, a result),
        // and this one must stay distinct from them.
        role="region"
        aria-label="Notifications"
        aria-live="polite"
        // Each new toast is read on its own, not the whole stack again.
        aria-atomic="false"
      >
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            ref={joinPoliteRegion}
            show={toast.show}
            onClose={() => close(toast.id)}
            onExited={() => remove(toast.id)}
            autohide
            delay={uiTokens.toast.autohideMs}
            animation={!reducedMotion}
            className={`text-bg-${toast.variant} border-0`}
            style={{ transitionDuration: `${uiTokens.modal.fadeMs}ms` }}
          >
            <div className="d-flex align-items-center">
              <Toast.Body className="flex-grow-1">{toast.message}</Toast.Body>
              <CloseButton
                className="me-2 flex-shrink-0"
                aria-label="Dismiss"
                {...(DARK_BACKGROUNDS.has(toast.variant) ? { variant: 'white' as const } : {})}
                onClick={() => close(toast.id)}
              />
            </div>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext>
  );
}
