import { useMutation } from '@apollo/client/react';
import type { OrganizationRole } from '@admit/shared';
import { useState } from 'react';
import { graphql } from '../gql/index.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { TeamMembersQuery, type TeamMember } from './team-queries.ts';

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

/**
 * What an owner does to the team: change someone's role at once, or remove them after a confirmation. One action,
 * so one failure is shown at a time, in the table or in the modal.
 */
export function useMemberActions(organizationId: string) {
  const refetchTeam = { refetchQueries: [TeamMembersQuery], awaitRefetchQueries: true };
  const [changeRole] = useMutation(ChangeMemberRoleMutation, refetchTeam);
  const [removeMember] = useMutation(RemoveMemberMutation, refetchTeam);
  const action = useAction();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  function setRole(member: TeamMember, role: OrganizationRole) {
    void action.run(() => changeRole({ variables: { organizationId, userId: member.user.id, role } }));
  }

  function askToRemove(member: TeamMember) {
    action.setError(null);
    setRemoving(member);
  }

  async function confirmRemove() {
    if (!removing) return;
    const ok = await action.run(() => removeMember({ variables: { organizationId, userId: removing.user.id } }));
    if (ok) setRemoving(null);
  }

  return { action, removing, setRole, askToRemove, confirmRemove, cancelRemove: () => setRemoving(null) };
}
