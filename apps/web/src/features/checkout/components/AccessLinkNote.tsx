import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

const RevokeOrderAccessLinkMutation = graphql(`
  mutation RevokeOrderAccessLink($id: ID!, $accessToken: String) {
    revokeOrderAccessLink(id: $id, accessToken: $accessToken)
  }
`);

/**
 * Under a guest's tickets opened from the mailed link: what the link is, how to keep the tickets in an account,
 * and how to stop it working (a mail forwarded by mistake).
 */
export function AccessLinkNote({ orderId, accessToken }: { orderId: string; accessToken: string }) {
  const [revoke] = useMutation(RevokeOrderAccessLinkMutation);
  const action = useAction();
  const [revoked, setRevoked] = useState(false);
  if (revoked) {
    return (
      <FormSuccess>
        This link no longer opens your tickets. Sign in with the address they were sent to, to see them.
      </FormSuccess>
    );
  }
  return (
    <section aria-labelledby="access-link-heading" className="small">
      <h2 id="access-link-heading" className="h6">
        Your link to these tickets
      </h2>
      <p>
        The link in your email opens these tickets without an account, until a month after the event. Anyone you forward
        it to can open them too. To keep them in an account,{' '}
        <Link to="/sign-in?next=%2Ftickets">sign in or create one</Link> with the address they were sent to.
      </p>
      <FormError message={action.error} />
      <form
        aria-label="Stop this link working"
        onSubmit={(e) => {
          e.preventDefault();
          void action.run(async () => {
            await revoke({ variables: { id: orderId, accessToken } });
            setRevoked(true);
          });
        }}
      >
        <SubmitButton variant="outline-danger" size="sm" busy={action.busy} busyLabel="Stopping the link…">
          Stop this link working
        </SubmitButton>
      </form>
    </section>
  );
}
