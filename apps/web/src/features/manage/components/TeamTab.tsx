import { can } from '@admit/shared';
import { InvitationsList } from './InvitationsList.tsx';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { LeaveOrganization } from './LeaveOrganization.tsx';
import { MembersTable } from './MembersTable.tsx';
import type { ManagedOrganization } from './OrganizationPage.tsx';

/** The team: everyone sees who is in it; only owners invite, re-role and remove (the server checks too). */
export function TeamTab({ organization }: { organization: ManagedOrganization }) {
  const managesTeam = can(organization.viewerRole, 'team.manage');
  return (
    <>
      <MembersTable organization={organization} />
      {managesTeam && (
        <>
          <section className="mt-4" aria-labelledby="invite-heading">
            <h2 id="invite-heading" className="h5">
              Invite someone
            </h2>
            <InviteMemberForm organizationId={organization.id} />
          </section>
          <InvitationsList slug={organization.slug} />
        </>
      )}
      <LeaveOrganization organization={organization} />
    </>
  );
}
