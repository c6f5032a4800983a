import { useMutation } from '@apollo/client/react';
import { deleteAccountFormSchema } from '@admit/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { useHasPassword } from '../../../lib/session/use-has-password.ts';
import { useStepUp } from '../../auth/index.ts';
import { reauthMethod } from './reauth-method.ts';

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount {
      deletedUserId
    }
  }
`);

/** The confirm button's id: the invisible reCAPTCHA of a phone account binds to it. */
export const SMS_BUTTON_ID = 'reauth-phone-send';

/**
 * Deleting needs a fresh sign-in (the way reauthMethod picks); then the API removes personal data and the
 * Firebase account in one operation, and the person leaves for /goodbye.
 */
export function useDeleteAccount(user: SessionUser) {
  const hasPassword = useHasPassword(user.uid);
  const how = reauthMethod(user, hasPassword);
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const action = useAction();
  const stepUp = useStepUp();
  // Unknown counts as "may have one": the field shows, but is not required.
  const form = useSchemaForm({
    schema: deleteAccountFormSchema(hasPassword === true),
    defaultValues: { password: '' },
  });

  // After a second factor this runs later, outside the confirmation: it reports on its own.
  async function finishDelete() {
    const ok = await action.run(async () => {
      await deleteAccount();
      await (await loadAuth()).signOut();
    });
    if (ok) void navigate('/goodbye', { replace: true });
  }
  const reauthenticateThenDelete = (reauthenticate: () => Promise<void>) =>
    stepUp.reauthenticateThen(reauthenticate, finishDelete);

  const confirmWithPassword = form.onSubmit(({ password }) =>
    reauthenticateThenDelete(async () => {
      if (password) await (await loadAuth()).reauthenticateWithPassword(password);
    }),
  );

  /** The modal's confirm button: prove it is you, then delete; for a phone, text the code first. */
  function confirm() {
    // One alert in the modal: a new try forgets the last failure.
    action.setError(null);
    if (how.kind === 'password') return void confirmWithPassword();
    if (how.kind === 'social') {
      return void action.run(() =>
        reauthenticateThenDelete(async () => (await loadAuth()).reauthenticateWithProvider(how.method)),
      );
    }
    if (how.kind === 'phone') {
      return void action.run(async () => {
        await (await loadAuth()).startPhoneReauthentication(SMS_BUTTON_ID);
        setCodeSent(true);
      });
    }
    void action.run(() => reauthenticateThenDelete(async () => undefined));
  }

  return {
    how,
    form,
    action,
    challenge: stepUp.challenge,
    codeSent,
    busy: form.busy || action.busy,
    alert: form.alert ?? action.error,
    confirm,
    /** The texted code proves it is you; the deletion follows. */
    confirmCode: async (code: string) => {
      await reauthenticateThenDelete(async () => (await loadAuth()).finishPhoneReauthentication(code));
    },
    resendCode: () =>
      void action.run(async () => (await loadAuth()).startPhoneReauthentication(`${SMS_BUTTON_ID}-again`)),
  };
}
