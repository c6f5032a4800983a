import Alert from 'react-bootstrap/Alert';
import { EventPage, useEventPage, type EventPageResult } from '../features/events/index.ts';
import type { EventPageData } from './page-data.ts';
import { PageFrame } from './PageFrame.tsx';

/** An event's page, as the server renders it and the browser hydrates it. */
export function EventPageApp({ data }: { data: EventPageData }) {
  return (
    <PageFrame path={`/e/${data.slug}`} locale={data.locale}>
      {data.event ? <LiveEventPage slug={data.slug} event={data.event} /> : <EventNotFound />}
    </PageFrame>
  );
}

function LiveEventPage({ slug, event: rendered }: { slug: string; event: EventPageResult['event'] }) {
  const { event, unlockCode, unlockRefused, unlock, clearCode, refresh, codeFromLink } = useEventPage(slug, rendered);
  return (
    <EventPage
      event={event}
      unlockCode={unlockCode}
      unlockRefused={unlockRefused}
      onUnlock={(code) => void unlock(code)}
      onClearCode={() => void clearCode()}
      onSoldOut={refresh}
      openTickets={codeFromLink}
    />
  );
}

function EventNotFound() {
  return (
    <Alert variant="warning">
      <h1 className="h5">We could not find that event</h1>
      <p className="mb-2">It may have been moved, or it is not public yet.</p>
      <a href="/">Find other events</a>
    </Alert>
  );
}
