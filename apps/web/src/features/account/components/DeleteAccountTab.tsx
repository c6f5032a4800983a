import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { SOCIAL_PROVIDERS, type SocialMethod } from '../../../lib/session/social-providers.ts';
import { useHasPassword } from '../../../lib/session/use-has-password.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SmsCodeStep, useStepUp } from '../../auth/index.ts';

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount {
      deletedUserId
    }
  }
`);

const SMS_BUTTON_ID = 'reauth-phone-send';

/** How this account proves it is still its owner: its password, a texted code, or its provider. */
function reauthMethod(user: SessionUser, hasPassword: boolean | null) {
  if (hasPassword !== false && user.providerIds.includes('password')) return { kind: 'password' } as const;
  const social = (Object.keys(SOCIAL_PROVIDERS) as SocialMethod[]).find((m) =>
    user.providerIds.includes(SOCIAL_PROVIDERS[m].providerId),
  );
  if (social) return { kind: 'social', method: social } as const;
  if (user.phoneNumber) return { kind: 'phone', phoneNumber: user.phoneNumber } as const;
  return { kind: 'recent-only' } as const;
}

/**
 * Deleting needs a fresh sign-in, asked for inside the confirmation; then the
 * API removes personal data and the Firebase account in one operation.
 */
export function DeleteAccountTab({ user }: { user: SessionUser }) {
  const hasPassword = useHasPassword(user.uid);
  const how = reauthMethod(user, hasPassword);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const action = useFormSubmit();
  const stepUp = useStepUp();

  async function finishDelete() {
    const ok = await action.run(async () => {
      await deleteAccount();
      await (await loadAuth()).signOut();
    });
    if (ok) void navigate('/goodbye', { replace: true });
  }

  async function deleteNow(reauthenticate: () => Promise<void>) {
    await action.run(async () => {
      await stepUp.reauthenticateThen(reauthenticate, finishDelete);
    });
  }

  function confirm() {
    if (how.kind === 'password') {
      if (hasPassword === true && !password)
        return action.setFieldErrors({ password: 'Enter your password to confirm.' });
      void deleteNow(async () => {
        if (password) await (await loadAuth()).reauthenticateWithPassword(password);
      });
    } else if (how.kind === 'social') {
      void deleteNow(async () => (await loadAuth()).reauthenticateWithProvider(how.method));
    } else if (how.kind === 'phone') {
      void action.run(async () => {
        await (await loadAuth()).startPhoneReauthentication(SMS_BUTTON_ID);
        setCodeSent(true);
      });
    } else {
      void deleteNow(async () => undefined);
    }
  }

  const confirmLabel =
    how.kind === 'social'
      ? `Confirm with ${SOCIAL_PROVIDERS[how.method].label} and delete`
      : how.kind === 'phone'
        ? 'Text me a code'
        : 'Delete account';

  return (
    <>
      <p>
        Deleting your account removes your name and email from Admit and closes your sign-in. Orders and tickets you
        bought stay with the organizers for their accounts, without your name.
      </p>
      <Button variant="outline-danger" className="w-100" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <ConfirmModal
        show={open}
        title="Delete your account?"
        confirmLabel={confirmLabel}
        busyLabel="Working…"
        variant="danger"
        busy={action.busy}
        hideConfirm={codeSent || !!stepUp.challenge}
        confirmId={how.kind === 'phone' ? SMS_BUTTON_ID : undefined}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>This cannot be undone. For your security, confirm it is you.</p>
        {stepUp.challenge}
        {!codeSent && <FormError message={action.error} />}
        {how.kind === 'password' && !stepUp.challenge && (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={action.fieldErrors['password']}
          />
        )}
        {how.kind === 'phone' && codeSent && (
          <SmsCodeStep
            sentTo={how.phoneNumber}
            submitLabel="Delete account"
            submission={action}
            resendButtonId={`${SMS_BUTTON_ID}-again`}
            confirm={async (code) => {
              await stepUp.reauthenticateThen(
                async () => (await loadAuth()).finishPhoneReauthentication(code),
                finishDelete,
              );
            }}
            // finishDelete leaves for /goodbye once the account is gone.
            onConfirmed={() => undefined}
            onResend={() =>
              void action.run(async () => (await loadAuth()).startPhoneReauthentication(`${SMS_BUTTON_ID}-again`))
            }
          />
        )}
        {how.kind === 'recent-only' && (
          <p className="small text-body-secondary">
            If you signed in more than a few minutes ago, sign out and sign in again with your email link first.
          </p>
        )}
      </ConfirmModal>
    </>
  );
}
