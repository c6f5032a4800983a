import type { TeamMember } from './team-queries.ts';

/** How the team page names a member: the name they chose, else how they sign in. */
export const memberName = (member: TeamMember) =>
  member.user.displayName ?? member.user.email ?? member.user.phoneNumber ?? 'A member';
