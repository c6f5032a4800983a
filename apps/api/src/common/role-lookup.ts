import type { OrganizationRole } from '@admit/shared';

/**
 * The viewer's role per organization, for permission checks: one query for all the checks of a request.
 * Its own file so the organizations loader that builds it need not know the request scope that holds it.
 */
export type RoleLookup = {
  roleIn(organizationId: string): Promise<OrganizationRole | null>;
  /** Forget what was read: after a write, roles may have changed. */
  clear(): void;
};
