import { can, type OrganizationRole, type Permission } from '@admit/shared';

/** The sections of an event's manage page, each at its own address under /manage/:org/events/:slug. */
export const EVENT_SECTIONS = [
  { path: '', label: 'Overview' },
  { path: 'ticket-types', label: 'Ticket types' },
  { path: 'orders', label: 'Orders', needs: 'orders.view' },
  { path: 'attendees', label: 'Attendees' },
  { path: 'messages', label: 'Messages', needs: 'events.manage' },
  { path: 'on-sale', label: 'On-sale', needs: 'events.manage' },
  { path: 'promo-codes', label: 'Promo codes', needs: 'events.manage' },
  { path: 'questions', label: 'Questions', needs: 'events.manage' },
  { path: 'waiting-list', label: 'Waiting list', needs: 'events.manage' },
  { path: 'check-in', label: 'Check-in' },
  { path: 'details', label: 'Details' },
  { path: 'images', label: 'Images' },
] as const satisfies readonly { path: string; label: string; needs?: Permission }[];

export type EventSection = (typeof EVENT_SECTIONS)[number];

/** The sections a viewer with this role is offered: door staff are not shown orders (money), nor messages. */
export function sectionsFor(role: OrganizationRole | null | undefined): EventSection[] {
  return EVENT_SECTIONS.filter((s) => !('needs' in s) || can(role, s.needs));
}

/** A section's address. */
export function sectionPath(orgSlug: string, eventSlug: string, section: EventSection['path']): string {
  const base = `/manage/${orgSlug}/events/${eventSlug}`;
  return section ? `${base}/${section}` : base;
}
