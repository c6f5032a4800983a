// The viewer's memberships, as the shell needs them: whether to offer Manage, and the query that
// everything changing memberships refetches.
export { ViewerMembershipsQuery } from './memberships-query.ts';
export { useIsOrganizer } from './use-is-organizer.ts';
export { useIsOrganizerOnPage } from './use-is-organizer-on-page.ts';
