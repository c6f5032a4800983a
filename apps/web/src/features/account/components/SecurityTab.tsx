import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { LazyPhoneCodeFlow } from '../../auth/index.ts';

/** SMS as a second factor: every sign-in then also asks for a texted code. */
export function SecurityTab({ user }: { user: SessionUser }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ uid: string; label: string } | null>(null);
  // A new key after each enrolment starts the phone form afresh.
  const [enrolments, setEnrolments] = useState(0);
  const action = useAction({ toMessage: authErrorMessage });

  async function remove() {
    if (!removing) return;
    if (await action.run(async () => (await loadAuth()).removeSecondFactor(removing.uid))) {
      setNotice('That phone no longer signs you in as a second step.');
    }
    setRemoving(null);
  }

  return (
    <>
      {notice && <FormSuccess>{notice}</FormSuccess>}
      <h2 className="h6">Two-step verification</h2>
      {user.secondFactors.length === 0 ? (
        <p className="text-body-secondary">Off. Add a phone to be asked for a texted code at every sign-in.</p>
      ) : (
        <ListGroup className="mb-3">
          {user.secondFactors.map((factor) => (
            <ListGroup.Item key={factor.uid} className="d-flex justify-content-between align-items-center">
              <span>
                {factor.label} {factor.phoneNumber}
              </span>
              <Button size="sm" variant="outline-danger" onClick={() => setRemoving(factor)}>
                Remove
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <FormError message={action.error} />
      <LazyPhoneCodeFlow
        key={enrolments}
        buttonId="enrol-second-factor"
        sendLabel="Add phone as a second step"
        submitLabel="Turn on"
        send={async (phoneNumber, buttonId) => {
          setNotice(null);
          await (await loadAuth()).startEnrolment(phoneNumber, buttonId);
        }}
        confirm={async (code) => (await loadAuth()).finishEnrolment(code, 'Phone')}
        onDone={(phoneNumber) => {
          setNotice(`Two-step verification is on: sign-ins now also ask for a code sent to ${phoneNumber}.`);
          setEnrolments((n) => n + 1);
        }}
      />
      <ConfirmModal
        show={!!removing}
        title="Remove this second step?"
        confirmLabel="Remove"
        variant="danger"
        busy={action.busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        Sign-ins will no longer ask for a code sent to this phone.
      </ConfirmModal>
    </>
  );
}
