import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { ROLE_LABELS } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { apiErrorMessage } from '../../../lib/api-errors.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { InvitationsQuery } from './team-queries.ts';

const RevokeInvitationMutation: TypedDocumentNode<{ revokeInvitation: boolean }, { id: string }> = gql`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id)
  }
`;

/** Owners only (the query is refused to others, so it is rendered for owners alone). */
export function InvitationsList({ slug }: { slug: string }) {
  const { data, error } = useQuery(InvitationsQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeInvitationMutation, {
    refetchQueries: [InvitationsQuery],
    awaitRefetchQueries: true,
  });
  const action = useAsyncAction(apiErrorMessage);
  const invitations = data?.organization.invitations ?? [];

  return (
    <section className="mt-4" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="h5">
        Pending invitations
      </h2>
      <FormError message={action.error ?? (error ? 'We could not load the invitations.' : null)} />
      {data && invitations.length === 0 && <p className="text-body-secondary">None waiting.</p>}
      {invitations.length > 0 && (
        <ListGroup as="ul" aria-label="Pending invitations">
          {invitations.map((invitation) => (
            <ListGroup.Item as="li" key={invitation.id} className="d-flex align-items-center gap-2">
              <div className="me-auto text-break">
                {invitation.email}
                <div className="small text-body-secondary">{ROLE_LABELS[invitation.role]}</div>
              </div>
              <Button
                variant="outline-danger"
                size="sm"
                disabled={action.busy}
                onClick={() => void action.run(async () => void (await revoke({ variables: { id: invitation.id } })))}
              >
                Revoke<span className="visually-hidden"> invitation for {invitation.email}</span>
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
