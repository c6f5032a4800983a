import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

const ConfirmEmailAddressMutation = graphql(`
  mutation ConfirmEmailAddress($token: String!) {
    confirmEmailAddress(token: $token)
  }
`);

/**
 * Where the link mailed to a typed address leads. The address is confirmed by a press of the button, not by
 * opening the page: mail scanners open links on their own, and must not confirm anything.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const [confirm] = useMutation(ConfirmEmailAddressMutation);
  // The page has no field to put an error beside: every refusal goes to its alert.
  const action = useAction();
  const [mailed, setMailed] = useState<number | null>(null);

  async function submit() {
    await action.run(async () => {
      const { data } = await confirm({ variables: { token } });
      setMailed(data?.confirmEmailAddress ?? 0);
    });
  }

  return (
    <>
      <title>Confirm your email address · Admit</title>
      <h1 className="h3 mb-3">Confirm your email address</h1>
      {mailed === null ? (
        <>
          <p>
            Someone bought tickets on Admit and asked for them to be sent to this address. If that was you, confirm it.
          </p>
          <FormError
            message={token ? action.error : 'This link is missing its code. Open the link from the email again.'}
          />
          <form
            aria-label="Confirm your email address"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <SubmitButton busy={action.busy} busyLabel="Confirming…" disabled={!token} className="mb-3">
              Confirm my address
            </SubmitButton>
          </form>
        </>
      ) : (
        <FormSuccess>
          Your address is confirmed.{' '}
          {mailed === 0
            ? 'Tickets bought for it from now on are sent straight to it.'
            : `Your tickets are on their way: ${mailed === 1 ? 'one order' : `${mailed} orders`}.`}
        </FormSuccess>
      )}
      <Link to="/">Go to the home page</Link>
    </>
  );
}
