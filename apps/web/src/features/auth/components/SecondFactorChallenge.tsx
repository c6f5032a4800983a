import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { SmsCodeStep } from './SmsCodeStep.tsx';

const BUTTON_ID = 'second-factor-send';

/** After the first factor: text a code to the enrolled phone (start), then check it (finalize). */
export function SecondFactorChallenge({ phoneHint, onSuccess }: { phoneHint: string | null; onSuccess: () => void }) {
  const [sent, setSent] = useState(false);
  const action = useAction({ toMessage: authErrorMessage });
  const where = phoneHint ?? 'your phone';

  async function start() {
    if (await action.run(async () => (await loadAuth()).startSecondFactor(BUTTON_ID))) setSent(true);
  }

  return (
    <section aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="h5">
        Two-step verification
      </h2>
      {sent ? (
        <SmsCodeStep
          sentTo={where}
          submitLabel="Verify"
          sending={action}
          resendButtonId={BUTTON_ID}
          confirm={async (code) => (await loadAuth()).finishSecondFactor(code)}
          onConfirmed={onSuccess}
          onResend={() => void start()}
        />
      ) : (
        <>
          <p>Your account asks for a code sent to {where} as well.</p>
          <FormError message={action.error} />
          <Button id={BUTTON_ID} className="w-100" disabled={action.busy} onClick={() => void start()}>
            {action.busy ? 'Sending…' : `Text a code to ${where}`}
          </Button>
        </>
      )}
    </section>
  );
}
