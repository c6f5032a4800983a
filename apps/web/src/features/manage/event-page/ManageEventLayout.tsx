import { useQuery } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { ManageEventQuery } from '../manage-event-query.ts';
import { EventLoadFailed } from '../components/EventLoadFailed.tsx';
import { EventPageHeader } from '../components/EventPageHeader.tsx';
import { EventSectionNav } from './EventSectionNav.tsx';
import { sectionsFor } from './sections.ts';

/**
 * The frame of an event's manage pages: it loads the event once, shows its title, status and dates, and the
 * sections' navigation; the section at the address (a nested route) renders below and reads the same event.
 */
export function ManageEventLayout({ orgSlug, eventSlug }: { orgSlug: string; eventSlug: string }) {
  const { data, loading, error, refetch } = useQuery(ManageEventQuery, { variables: { slug: eventSlug } });

  if (loading && !data) return <FullPageSpinner label="Loading the event…" />;
  if (error || !data) return <EventLoadFailed error={error} orgSlug={orgSlug} onRetry={() => void refetch()} />;

  const event = data.event;
  return (
    <>
      <EventPageHeader event={event} />
      <EventSectionNav orgSlug={event.organizer.slug} eventSlug={event.slug} sections={sectionsFor(event.viewerRole)} />
      <Outlet />
    </>
  );
}
