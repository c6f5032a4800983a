import { useMutation, useQuery } from '@apollo/client/react';
import { ROLE_LABELS } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { graphql } from '../gql/index.ts';
import type { InvitationStatus } from '../gql/graphql.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { InvitationsQuery } from './team-queries.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

const RevokeInvitationMutation = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id)
  }
`);

const STATUS: Record<InvitationStatus, { label: string; bg: string } | null> = {
  PENDING: null,
  DECLINED: { label: 'Declined', bg: 'secondary' },
  EXPIRED: { label: 'Expired', bg: 'warning' },
};

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Owners only (the query is refused to others, so it is rendered for owners alone). */
export function InvitationsList({ slug }: { slug: string }) {
  const { data, error } = useQuery(InvitationsQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeInvitationMutation, {
    refetchQueries: [InvitationsQuery],
    awaitRefetchQueries: true,
  });
  const action = useAction();
  const invitations = data?.organization.invitations ?? [];

  return (
    <section className="mt-4" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="h5">
        Pending invitations
      </h2>
      <FormError message={action.error} />
      {error && <LoadFailedAlert error={error}>We could not load the invitations.</LoadFailedAlert>}
      {data && invitations.length === 0 && <p className="text-body-secondary">None waiting.</p>}
      {invitations.length > 0 && (
        <ListGroup as="ul" aria-label="Pending invitations">
          {invitations.map((invitation) => {
            const status = STATUS[invitation.status];
            return (
              <ListGroup.Item as="li" key={invitation.id} className="d-flex align-items-center gap-2">
                <div className="me-auto text-break">
                  {invitation.email}
                  {status && (
                    <Badge bg={status.bg} className="ms-2">
                      {status.label}
                    </Badge>
                  )}
                  <div className="small text-body-secondary">
                    {ROLE_LABELS[invitation.role]}
                    {invitation.status === 'PENDING' && ` · until ${day.format(new Date(invitation.expiresAt))}`}
                    {invitation.status !== 'PENDING' && ' · invite again to renew'}
                  </div>
                </div>
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={action.busy}
                  onClick={() => void action.run(() => revoke({ variables: { id: invitation.id } }))}
                >
                  Revoke<span className="visually-hidden"> invitation for {invitation.email}</span>
                </Button>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </section>
  );
}
