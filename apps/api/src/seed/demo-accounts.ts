/**
 * Accounts that exist in every embedded (emulator) installation, so a
 * newcomer can sign in at once. The README names them. Never created against
 * a real Firebase project.
 */
export const DEMO_PASSWORD = 'admit-demo-1';

export const DEMO_ACCOUNTS = [
  { uid: 'demo-attendee', email: 'attendee@admit.test', displayName: 'Avery Attendee' },
  { uid: 'demo-admin', email: 'admin@admit.test', displayName: 'Ada Admin' },
] as const;

export const DEMO_PLATFORM_ADMIN_EMAIL = 'admin@admit.test';
