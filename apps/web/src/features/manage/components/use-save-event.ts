import { useApolloClient, useMutation } from '@apollo/client/react';
import type { EventInput } from '@admit/shared';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { ManageEventQuery } from '../manage-event-query.ts';
import { sectionPath } from '../event-page/sections.ts';

const UpdateEventMutation = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      id
      slug
      startsAt
      endsAt
      ...EventForm_event
    }
  }
`);

/** Saves an event's details from /manage/:org/events/:slug/details, and follows the event to a new address. */
export function useSaveEvent(eventSlug: string) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [updateEvent] = useMutation(UpdateEventMutation);

  return async function save(event: { id: string; organizer: { slug: string } }, input: EventInput) {
    const result = await updateEvent({ variables: { id: event.id, input } });
    const slug = result.data?.updateEvent.slug;
    if (!slug || slug === eventSlug) return;
    // A new address moves this page too; the old one would no longer find the event. The event is
    // cached by id, so filing it under the new slug as well spares a reload and keeps the form's message.
    const current = client.readQuery({ query: ManageEventQuery, variables: { slug: eventSlug } });
    if (current) client.writeQuery({ query: ManageEventQuery, variables: { slug }, data: current });
    void navigate(sectionPath(event.organizer.slug, slug, 'details'), { replace: true });
  };
}
