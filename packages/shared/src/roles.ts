/**
 * Organization roles (PRODUCT.md §2) and what each may do. One table, read by
 * the API to allow or refuse every operation and by the web app to hide what
 * the viewer cannot use. The server's check is the one that counts.
 */
export const ORGANIZATION_ROLES = ['OWNER', 'MANAGER', 'DOOR_STAFF'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const ROLE_LABELS: Record<OrganizationRole, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  DOOR_STAFF: 'Door staff',
};

export const permissions = {
  /** See the organization, its events (drafts included) and its team list. */
  'organization.view': ['OWNER', 'MANAGER', 'DOOR_STAFF'],
  /** Rename the organization; later, payouts settings. */
  'organization.update': ['OWNER'],
  /** Invite, re-role and remove members. */
  'team.manage': ['OWNER'],
  /** Create, edit, publish, end and cancel events, their images and ticket types. */
  'events.manage': ['OWNER', 'MANAGER'],
  /** See what an event earned and the orders behind it: revenue, refunds, buyers. Door staff see counts only. */
  'orders.view': ['OWNER', 'MANAGER'],
  /** Read the organization's audit log: who changed what, when. */
  'audit.view': ['OWNER', 'MANAGER'],
  /** Check tickets in at the door. */
  'checkin.perform': ['OWNER', 'MANAGER', 'DOOR_STAFF'],
} as const satisfies Record<string, readonly OrganizationRole[]>;

export type Permission = keyof typeof permissions;

export function can(role: OrganizationRole | null | undefined, permission: Permission): boolean {
  return !!role && (permissions[permission] as readonly OrganizationRole[]).includes(role);
}
