import { loadAuth } from '../../../lib/session/session.ts';
import { LazyPhoneCodeFlow } from './LazyPhoneCodeFlow.tsx';

/** Phone sign-in: the number, then the code texted to it. */
export function PhoneSignInForm({ onSuccess }: { onSuccess: () => void }) {
  return (
    <LazyPhoneCodeFlow
      buttonId="phone-send-code"
      sendLabel="Text me a code"
      submitLabel="Sign in"
      send={async (phoneNumber, buttonId) => (await loadAuth()).sendPhoneCode(phoneNumber, buttonId)}
      confirm={async (code) => (await loadAuth()).confirmPhoneCode(code)}
      onDone={onSuccess}
    />
  );
}
