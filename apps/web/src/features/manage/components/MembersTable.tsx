import { useMutation, useQuery } from '@apollo/client/react';
import { can, ORGANIZATION_ROLES, ROLE_LABELS, type OrganizationRole } from '@admit/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { graphql } from '../gql/index.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { ManagedOrganization } from './OrganizationPage.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { TeamMembersQuery, type TeamMember } from './team-queries.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

const ChangeMemberRoleMutation = graphql(`
  mutation ChangeMemberRole($organizationId: ID!, $userId: ID!, $role: OrganizationRole!) {
    changeMemberRole(organizationId: $organizationId, userId: $userId, role: $role) {
      role
    }
  }
`);

const RemoveMemberMutation = graphql(`
  mutation RemoveMember($organizationId: ID!, $userId: ID!) {
    removeMember(organizationId: $organizationId, userId: $userId)
  }
`);

const nameOf = (member: TeamMember) =>
  member.user.displayName ?? member.user.email ?? member.user.phoneNumber ?? 'A member';

/** Who is in the organization; owners can change roles and remove people (not themselves: they leave instead). */
export function MembersTable({ organization }: { organization: ManagedOrganization }) {
  const { data, loading, error, refetch } = useQuery(TeamMembersQuery, {
    variables: { slug: organization.slug },
    fetchPolicy: 'cache-and-network',
  });
  const refetchTeam = { refetchQueries: [TeamMembersQuery], awaitRefetchQueries: true };
  const [changeRole] = useMutation(ChangeMemberRoleMutation, refetchTeam);
  const [removeMember] = useMutation(RemoveMemberMutation, refetchTeam);
  const action = useFormSubmit();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const managesTeam = can(organization.viewerRole, 'team.manage');
  const viewerId = data?.viewer?.user.id;

  function setRole(member: TeamMember, role: OrganizationRole) {
    void action.run(async () => {
      await changeRole({ variables: { organizationId: organization.id, userId: member.user.id, role } });
    });
  }

  function askToRemove(member: TeamMember) {
    action.setError(null);
    setRemoving(member);
  }

  async function confirmRemove() {
    if (!removing) return;
    const ok = await action.run(async () => {
      await removeMember({ variables: { organizationId: organization.id, userId: removing.user.id } });
    });
    if (ok) setRemoving(null);
  }

  if (loading && !data) {
    return (
      <div className="text-center py-4">
        <Spinner size={40} label="Loading the team…" />
      </div>
    );
  }
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        We could not load the team.
      </LoadFailedAlert>
    );
  }

  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading" className="h5">
        Members
      </h2>
      {!removing && <FormError message={action.error} />}
      <Table responsive size="sm" className="align-middle">
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {(data?.organization.members ?? []).map((member) => {
            const isViewer = member.user.id === viewerId;
            return (
              <tr key={member.user.id}>
                <td className="text-break">
                  {nameOf(member)}
                  {isViewer && <span className="text-body-secondary"> (you)</span>}
                  {member.user.displayName && member.user.email && (
                    <div className="small text-body-secondary">{member.user.email}</div>
                  )}
                </td>
                {/* Select and button stacked in one cell: side by side they squeeze the role to "Own…" on a phone. */}
                <td style={{ width: '9.5rem' }}>
                  {managesTeam ? (
                    <>
                      <Form.Select
                        size="sm"
                        aria-label={`Role of ${nameOf(member)}`}
                        value={member.role}
                        disabled={action.busy}
                        onChange={(e) => setRole(member, e.target.value as OrganizationRole)}
                      >
                        {ORGANIZATION_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </Form.Select>
                      {!isViewer && (
                        <Button
                          variant="link"
                          size="sm"
                          className="text-danger px-0"
                          onClick={() => askToRemove(member)}
                        >
                          Remove<span className="visually-hidden"> {nameOf(member)}</span>
                        </Button>
                      )}
                    </>
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <ConfirmModal
        show={!!removing}
        title="Remove from the team?"
        confirmLabel="Remove"
        busyLabel="Removing…"
        variant="danger"
        busy={action.busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        <FormError message={action.error} />
        <p className="mb-0">
          {removing ? nameOf(removing) : ''} will no longer see this organization or its events. You can invite them
          again later.
        </p>
      </ConfirmModal>
    </section>
  );
}
