import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { uiTokens } from '../../../../ui/tokens.ts';

/**
 * The simulated bank's 3-D Secure challenge: the buyer decides what their bank would. Closing it is failing it,
 * as walking away from a real challenge is.
 */
export function ThreeDSecureModal({
  show,
  amount,
  busy,
  onAnswer,
}: {
  show: boolean;
  amount: string;
  busy: boolean;
  onAnswer: (passed: boolean) => void;
}) {
  return (
    <Modal
      show={show}
      onHide={() => onAnswer(false)}
      centered
      backdrop="static"
      style={{ zIndex: uiTokens.modal.zIndex }}
      aria-labelledby="three-d-secure-title"
    >
      <Modal.Header>
        <Modal.Title id="three-d-secure-title" as="h2" className="h5">
          Confirm this payment — your bank asks you to authenticate
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Your bank wants to be sure it is you paying <strong>{amount}</strong>.
        </p>
        <p className="small text-body-secondary mb-0">
          Test mode: a simulated 3-D Secure challenge. Choose what your bank would decide.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-danger" onClick={() => onAnswer(false)} disabled={busy}>
          Fail authentication
        </Button>
        <Button variant="primary" onClick={() => onAnswer(true)} disabled={busy}>
          {busy ? 'Authenticating…' : 'Complete authentication'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
