import { can, type OrganizationRole } from '@admit/shared';
import type { UserRow } from '../identity/tables.ts';
import type { InvitationWithOrganization } from './repo.ts';
import type { InvitationRow, MemberRow } from './tables.ts';

/** A member with their account, as the schema's OrganizationMember resolves it. */
export type MemberView = MemberRow & { user: UserRow };

/**
 * The team list as one member sees it. Everyone in the team sees who is in
 * it; only those who manage the team (owners) see teammates' email addresses
 * and phone numbers. Everyone sees their own.
 */
export function presentMembers(members: MemberView[], viewerId: string, viewerRole: OrganizationRole): MemberView[] {
  if (can(viewerRole, 'team.manage')) return members;
  return members.map((m) =>
    m.userId === viewerId ? m : { ...m, user: { ...m.user, email: null, phoneNumber: null } },
  );
}

export type InvitationStatus = 'PENDING' | 'DECLINED' | 'EXPIRED';

/** Where an unaccepted invitation stands, for the owners' list. */
export function invitationStatus(invitation: InvitationRow, now = new Date()): InvitationStatus {
  if (invitation.declinedAt) return 'DECLINED';
  return invitation.expiresAt <= now ? 'EXPIRED' : 'PENDING';
}

/** An invitation as the invited person sees it: who asks them to join what, and until when. */
export function presentPendingInvitation(invitation: InvitationWithOrganization) {
  return {
    id: invitation.id,
    role: invitation.role,
    organizationName: invitation.organization.name,
    // Never the inviter's email: the invitee is not a teammate yet.
    invitedBy: invitation.inviter.displayName ?? 'An owner',
    expiresAt: invitation.expiresAt,
  };
}
