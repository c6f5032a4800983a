import { useQuery } from '@apollo/client/react';
import { can } from '@admit/shared';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { CheckInListsQuery } from '../components/check-in-lists-query.ts';
import { SectionFrame } from '../event-page/SectionFrame.tsx';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { exportQuery } from '../exports/export-query.ts';
import { useManagedEvent } from '../event-page/use-managed-event.ts';
import { filtersFromParams, paramsFromFilters, searchInput, type AttendeeFilters } from './attendee-filters.ts';
import { AttendeeFilterBar } from './AttendeeFilterBar.tsx';
import { AttendeeResults } from './AttendeeResults.tsx';
import { EventAttendeesQuery } from './attendees-query.ts';
import { totalWords } from './attendee-words.ts';

type EventFacts = { id: string; slug: string; timeZone: string };
type Words = { ok: boolean; text: string };

/**
 * One set of filters' pages: the cursors of the pages seen, so Previous goes back without an offset. A new set of
 * filters is a new component (keyed by the address), starting again at the first page.
 */
function AttendeePages({ event, filters, list }: { event: EventFacts; filters: AttendeeFilters; list: ListFacts }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [words, setWords] = useState<Words | null>(null);
  const after = cursors.at(-1) ?? null;
  const { data, error, refetch, loading } = useQuery(EventAttendeesQuery, {
    variables: { eventId: event.id, filter: searchInput(filters, list.id, after) },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The attendees could not be loaded.
      </LoadFailedAlert>
    );
  }
  const page = data?.eventAttendees;
  if (!page) return loading ? <p className="text-body-secondary">Loading attendees…</p> : null;
  return (
    <>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        {`${totalWords(page.totalCount, page.totalIsExact)} · ${list.checkedIn} of ${list.expected} checked in on ${list.name}`}
      </p>
      {words && (
        <Alert variant={words.ok ? 'success' : 'warning'} role="status" dismissible onClose={() => setWords(null)}>
          {words.text}
        </Alert>
      )}
      {page.attendees.length === 0 ? (
        <p className="text-body-secondary">No attendees match.</p>
      ) : (
        <AttendeeResults attendees={page.attendees} list={list} timeZone={event.timeZone} onDone={setWords} />
      )}
      <div className="d-flex gap-2 justify-content-end">
        {cursors.length > 1 && (
          <Button variant="outline-secondary" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Previous page
          </Button>
        )}
        {page.hasNextPage && page.endCursor && (
          <Button variant="outline-secondary" onClick={() => setCursors((c) => [...c, page.endCursor ?? null])}>
            Next page
          </Button>
        )}
      </div>
    </>
  );
}

type ListFacts = { id: string; name: string; checkedIn: number; expected: number };

/** The filters, from the address; the lists and counts; then the pages of attendees (and, for managers, a file). */
function Attendees({ event, mayExport }: { event: EventFacts; mayExport: boolean }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const onChange = useCallback(
    (next: AttendeeFilters) => setParams(paramsFromFilters(next), { replace: true }),
    [setParams],
  );
  const { data, error, refetch } = useQuery(CheckInListsQuery, { variables: { slug: event.slug } });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The check-in lists could not be loaded.
      </LoadFailedAlert>
    );
  }
  const lists = data?.event.checkInLists ?? [];
  const chosen = lists.find((l) => l.id === filters.listId) ?? lists.find((l) => l.isDefault) ?? lists[0];
  if (!data || !chosen) return null;
  const list = { id: chosen.id, name: chosen.name, ...chosen.counts };
  return (
    <>
      <AttendeeFilterBar
        filters={filters}
        ticketTypes={data.event.ticketTypes}
        lists={lists}
        listId={chosen.id}
        onChange={onChange}
      />
      {mayExport && (
        <div className="mb-2">
          <ExportMenu
            eventId={event.id}
            kind="attendees"
            query={exportQuery({
              search: filters.search,
              ticketTypeIds: filters.ticketTypeId ? [filters.ticketTypeId] : [],
            })}
          />
        </div>
      )}
      <AttendeePages key={params.toString()} event={event} filters={filters} list={list} />
    </>
  );
}

/** Who is coming: every ticket, found by name or code, checked in or out by hand. Door staff see no buyers. */
export function EventAttendeesSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event } = managed;
  return (
    <SectionFrame id="attendees" title="Attendees" eventTitle={event.title}>
      {event.status === 'DRAFT' ? (
        <p className="text-body-secondary">Attendees appear once the event is published and tickets are sold.</p>
      ) : (
        <Attendees event={event} mayExport={can(event.viewerRole, 'orders.view')} />
      )}
    </SectionFrame>
  );
}
