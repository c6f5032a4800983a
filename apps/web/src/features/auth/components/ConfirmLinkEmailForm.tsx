import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SecondFactorRequired } from '../../../lib/session/second-factor-required.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { emailLinkStore } from '../email-link-store.ts';
import { EmailAddressForm } from './EmailAddressForm.tsx';
import { SecondFactorChallenge } from './SecondFactorChallenge.tsx';

/** A sign-in link opened on another device: the address it was sent to completes it. */
export function ConfirmLinkEmailForm() {
  const navigate = useNavigate();
  const [secondFactor, setSecondFactor] = useState<{ phoneHint: string | null } | null>(null);
  const done = () => {
    const back = emailLinkStore.returnPath();
    emailLinkStore.clear();
    void navigate(back, { replace: true });
  };

  if (secondFactor) return <SecondFactorChallenge phoneHint={secondFactor.phoneHint} onSuccess={done} />;
  return (
    <EmailAddressForm
      submitLabel="Sign in"
      busyLabel="Signing in…"
      send={async (email) => {
        try {
          await (await loadAuth()).completeSignInLink(email, window.location.href);
        } catch (e) {
          // Not a failure: the link worked, and the texted code comes next.
          if (e instanceof SecondFactorRequired) return setSecondFactor({ phoneHint: e.phoneHint });
          throw e;
        }
        done();
      }}
    >
      <h1 className="h3 mb-3">Confirm your email</h1>
      <p>You opened this sign-in link on a different device or browser. Enter the email address it was sent to.</p>
    </EmailAddressForm>
  );
}
