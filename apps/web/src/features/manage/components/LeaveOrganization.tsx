import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { ViewerMembershipsQuery } from '../../memberships/index.ts';
import type { ManagedOrganization } from './OrganizationPage.tsx';

const LeaveOrganizationMutation = graphql(`
  mutation LeaveOrganization($organizationId: ID!) {
    leaveOrganization(organizationId: $organizationId)
  }
`);

/** Any member may leave; the server refuses the last owner, and the modal shows why. */
export function LeaveOrganization({ organization }: { organization: ManagedOrganization }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [leave] = useMutation(LeaveOrganizationMutation);
  const action = useAction();

  async function confirm() {
    const ok = await action.run(async () => {
      // Manage goes from the tab bar with the last membership.
      await leave({ variables: { organizationId: organization.id }, refetchQueries: [ViewerMembershipsQuery] });
      // Nothing of it may linger in the cache for someone who is no longer a member.
      client.cache.evict({ id: client.cache.identify({ __typename: 'Organization', id: organization.id }) });
      client.cache.gc();
    });
    if (ok) void navigate('/manage', { replace: true });
  }

  return (
    <section className="mt-5 border-top pt-3">
      <Button
        variant="outline-danger"
        className="w-100"
        onClick={() => {
          action.setError(null);
          setOpen(true);
        }}
      >
        Leave organization
      </Button>
      <ConfirmModal
        show={open}
        title={`Leave ${organization.name}?`}
        confirmLabel="Leave"
        busyLabel="Leaving…"
        variant="danger"
        busy={action.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormError message={action.error} />
        <p className="mb-0">You will no longer see its events or team. An owner can invite you again.</p>
      </ConfirmModal>
    </section>
  );
}
