// The viewer's memberships, as the shell needs them: whether to offer Manage, and the query that
// everything changing memberships refetches.
export { useIsOrganizer, ViewerMembershipsQuery } from './use-is-organizer.ts';
