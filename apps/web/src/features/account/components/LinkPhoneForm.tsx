import { loadAuth } from '../../../lib/session/session.ts';
import { LazyPhoneCodeFlow } from '../../auth/index.ts';

/** Adds a phone number as a way to sign in: the number, then the texted code. */
export function LinkPhoneForm({ onLinked }: { onLinked: (displayNumber: string) => void }) {
  return (
    <LazyPhoneCodeFlow
      buttonId="link-phone-send"
      sendLabel="Link a phone number"
      submitLabel="Link phone"
      variant="outline-dark"
      send={async (phoneNumber, buttonId) => (await loadAuth()).startPhoneLink(phoneNumber, buttonId)}
      confirm={async (code) => (await loadAuth()).finishPhoneLink(code)}
      onDone={onLinked}
    />
  );
}
