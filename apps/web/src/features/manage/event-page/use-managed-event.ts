import { useQuery } from '@apollo/client/react';
import { can } from '@admit/shared';
import { ManageEventQuery } from '../manage-event-query.ts';

/**
 * The event a section of its manage page shows, from the cache the frame (ManageEventLayout) filled: a section
 * renders only inside the frame, after the event loaded, so it never asks the network itself.
 */
export function useManagedEvent(eventSlug: string) {
  const { data } = useQuery(ManageEventQuery, { variables: { slug: eventSlug }, fetchPolicy: 'cache-only' });
  const event = data?.event;
  if (!event) return null;
  const mayManage = can(event.viewerRole, 'events.manage');
  // Ended and cancelled events no longer change; door staff never change them.
  const readOnly = !mayManage || event.status === 'ENDED' || event.status === 'CANCELLED';
  return { event, mayManage, readOnly };
}

export type ManagedEvent = NonNullable<ReturnType<typeof useManagedEvent>>;
