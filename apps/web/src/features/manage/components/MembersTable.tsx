import { useQuery } from '@apollo/client/react';
import { can } from '@admit/shared';
import Table from 'react-bootstrap/Table';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { ManagedOrganization } from './OrganizationPage.tsx';
import { MemberRow } from './MemberRow.tsx';
import { memberName } from './member-name.ts';
import { TeamMembersQuery } from './team-queries.ts';
import { useMemberActions } from './use-member-actions.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

/** Who is in the organization; owners can change roles and remove people (not themselves: they leave instead). */
export function MembersTable({ organization }: { organization: ManagedOrganization }) {
  const { data, loading, error, refetch } = useQuery(TeamMembersQuery, {
    variables: { slug: organization.slug },
    fetchPolicy: 'cache-and-network',
  });
  const { action, removing, setRole, askToRemove, confirmRemove, cancelRemove } = useMemberActions(organization.id);
  const managesTeam = can(organization.viewerRole, 'team.manage');
  const viewerId = data?.viewer?.user.id;

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
          {(data?.organization.members ?? []).map((member) => (
            <MemberRow
              key={member.user.id}
              member={member}
              isViewer={member.user.id === viewerId}
              managesTeam={managesTeam}
              busy={action.busy}
              onRoleChange={(role) => setRole(member, role)}
              onRemove={() => askToRemove(member)}
            />
          ))}
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
        onCancel={cancelRemove}
      >
        <FormError message={action.error} />
        <p className="mb-0">
          {removing ? memberName(removing) : ''} will no longer see this organization or its events. You can invite them
          again later.
        </p>
      </ConfirmModal>
    </section>
  );
}
