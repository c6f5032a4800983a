/**
 * Accounts that exist in every embedded (emulator) installation, so a
 * newcomer can sign in at once as each role. The README names them. Never
 * created against a real Firebase project.
 */
export const DEMO_PASSWORD = 'admit-demo-1';

export const DEMO_ACCOUNTS = [
  { uid: 'demo-attendee', email: 'attendee@admit.test', displayName: 'Avery Attendee' },
  { uid: 'demo-admin', email: 'admin@admit.test', displayName: 'Ada Admin' },
  { uid: 'demo-owner', email: 'owner@admit.test', displayName: 'Olive Owner' },
  { uid: 'demo-manager', email: 'manager@admit.test', displayName: 'Max Manager' },
  { uid: 'demo-door', email: 'door@admit.test', displayName: 'Dee Door' },
] as const;

export type DemoAccountUid = (typeof DEMO_ACCOUNTS)[number]['uid'];

export const DEMO_PLATFORM_ADMIN_EMAIL = 'admin@admit.test';
