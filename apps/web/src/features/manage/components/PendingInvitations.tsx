import { useMutation } from '@apollo/client/react';
import { ROLE_LABELS } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { ViewerMembershipsQuery } from '../../memberships/index.ts';
import { ManageOrganizationsQuery } from './organizations-query.ts';

export const PendingInvitations_InvitationFragment = graphql(`
  fragment PendingInvitations_invitation on PendingInvitation {
    id
    role
    organizationName
    invitedBy
    expiresAt
  }
`);

const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($id: ID!) {
    acceptInvitation(id: $id) {
      id
      slug
    }
  }
`);

const DeclineInvitationMutation = graphql(`
  mutation DeclineInvitation($id: ID!) {
    declineInvitation(id: $id)
  }
`);

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Invitations to the viewer's verified email: they join only by accepting one. */
export function PendingInvitations({
  invitations: invitationRefs,
}: {
  invitations: readonly FragmentType<typeof PendingInvitations_InvitationFragment>[];
}) {
  const invitations = getFragmentData(PendingInvitations_InvitationFragment, invitationRefs);
  const navigate = useNavigate();
  // An answer changes the viewer's organizations, and whether the tab bar offers Manage.
  const answered = { refetchQueries: [ManageOrganizationsQuery, ViewerMembershipsQuery], awaitRefetchQueries: true };
  const [accept] = useMutation(AcceptInvitationMutation, answered);
  const [decline] = useMutation(DeclineInvitationMutation, answered);
  const action = useAction();
  if (invitations.length === 0) return null;

  return (
    <section className="mb-4" aria-labelledby="invitations-for-you-heading">
      <h2 id="invitations-for-you-heading" className="h5">
        Invitations for you
      </h2>
      <FormError message={action.error} />
      <ListGroup as="ul" aria-label="Invitations for you">
        {invitations.map((invitation) => (
          <ListGroup.Item as="li" key={invitation.id} className="py-3">
            <div className="fw-semibold">{invitation.organizationName}</div>
            <div className="small text-body-secondary mb-2">
              {invitation.invitedBy} invited you as {ROLE_LABELS[invitation.role]}. Answer by{' '}
              {day.format(new Date(invitation.expiresAt))}.
            </div>
            <div className="d-flex gap-2">
              <Button
                size="sm"
                disabled={action.busy}
                onClick={() =>
                  void action.run(async () => {
                    const { data } = await accept({ variables: { id: invitation.id } });
                    if (data) void navigate(`/manage/${data.acceptInvitation.slug}`);
                  })
                }
              >
                Accept<span className="visually-hidden"> the invitation to {invitation.organizationName}</span>
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={action.busy}
                onClick={() => void action.run(() => decline({ variables: { id: invitation.id } }))}
              >
                Decline<span className="visually-hidden"> the invitation to {invitation.organizationName}</span>
              </Button>
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </section>
  );
}
