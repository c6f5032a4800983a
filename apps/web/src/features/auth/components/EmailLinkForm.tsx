import { useState } from 'react';
import { loadAuth } from '../../../lib/session/session.ts';
import { FormSuccess } from '../../../ui/FormMessages.tsx';
import { emailLinkStore } from '../email-link-store.ts';
import { EmailAddressForm } from './EmailAddressForm.tsx';

/** Passwordless: we email a link that signs the person in when opened, and then returns to `next`. */
export function EmailLinkForm({ next }: { next?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <FormSuccess>
        We sent a sign-in link to <strong>{sentTo}</strong>. Open it on this phone to sign in.
      </FormSuccess>
    );
  }
  return (
    <EmailAddressForm
      submitLabel="Email me a sign-in link"
      busyLabel="Sending…"
      send={async (email) => {
        await (await loadAuth()).sendSignInLink(email);
        emailLinkStore.save(email, next);
        setSentTo(email);
      }}
    />
  );
}
