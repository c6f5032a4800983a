import { phoneFormSchema, validate, type FieldErrors, type PhoneRegion } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../../auth/auth-errors.ts';
import { guessRegion, PhoneNumberFields } from '../../auth/components/PhoneNumberFields.tsx';
import { SmsCodeStep } from '../../auth/components/SmsCodeStep.tsx';
import { loadAuth, type SessionUser } from '../../auth/session.ts';

const ENROL_BUTTON_ID = 'enrol-second-factor';

/** SMS as a second factor: every sign-in then also asks for a texted code. */
export function SecurityTab({ user }: { user: SessionUser }) {
  const [region, setRegion] = useState<PhoneRegion>(guessRegion);
  const [nationalNumber, setNationalNumber] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ uid: string; label: string } | null>(null);
  const action = useAsyncAction(authErrorMessage);

  async function send(phoneNumber: string) {
    if (await action.run(async () => (await loadAuth()).startEnrolment(phoneNumber, ENROL_BUTTON_ID))) {
      setSentTo(phoneNumber);
    }
  }

  async function submitNumber(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const result = validate(phoneFormSchema, { region, nationalNumber });
    if (!result.ok) return setFieldErrors(result.errors);
    setFieldErrors({});
    await send(result.value.phoneNumber);
  }

  async function finish(code: string) {
    if (await action.run(async () => (await loadAuth()).finishEnrolment(code, 'Phone'))) {
      setNotice(`Two-step verification is on: sign-ins now also ask for a code sent to ${sentTo}.`);
      setSentTo(null);
      setNationalNumber('');
    }
  }

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
      {sentTo ? (
        <SmsCodeStep
          sentTo={sentTo}
          submitLabel="Turn on"
          busy={action.busy}
          error={action.error}
          resendButtonId={ENROL_BUTTON_ID}
          onSubmit={(code) => void finish(code)}
          onResend={() => void send(sentTo)}
        />
      ) : (
        <Form noValidate onSubmit={submitNumber}>
          <FormError message={action.error} />
          <PhoneNumberFields
            region={region}
            onRegionChange={setRegion}
            nationalNumber={nationalNumber}
            onNumberChange={setNationalNumber}
            errors={fieldErrors}
          />
          <Button id={ENROL_BUTTON_ID} type="submit" className="w-100" disabled={action.busy}>
            {action.busy ? 'Sending…' : 'Add phone as a second step'}
          </Button>
        </Form>
      )}
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
