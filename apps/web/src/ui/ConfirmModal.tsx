import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { uiTokens } from './tokens.ts';

type Props = {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** What keeping things as they are is called; "Cancel" would be ambiguous in a dialog about cancelling. */
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  variant?: 'danger' | 'primary';
  /** When the body has taken over (a code step with its own submit). */
  hideConfirm?: boolean;
  /** Id for the confirm button, when something (an invisible reCAPTCHA) binds to it. */
  confirmId?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A confirmation on the specification's modal layer (1050); Bootstrap's fade is 150 ms and its slide 300 ms. */
export function ConfirmModal({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy,
  variant = 'primary',
  hideConfirm = false,
  confirmId,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      style={{ zIndex: uiTokens.modal.zIndex }}
      aria-labelledby="confirm-modal-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="confirm-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        {!hideConfirm && (
          <Button id={confirmId} variant={variant} onClick={onConfirm} disabled={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
