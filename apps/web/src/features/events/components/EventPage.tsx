import { formatEventRange } from '@admit/shared';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useLocale } from '../../../lib/locale.ts';
import { DisclosureList } from '../../../ui/Disclosure.tsx';
import { Gallery } from '../../../ui/Gallery.tsx';
import { uiTokens } from '../../../ui/tokens.ts';
import { stickyBarMessage } from '../sticky-bar-message.ts';
import { TicketList } from './TicketList.tsx';
import { TicketSelection } from './TicketSelection.tsx';
import { UnlockCodeForm } from './UnlockCodeForm.tsx';

const BOTTOM_TAB_BAR_HEIGHT = uiTokens.bottomTabBar.heightPx;

export const EventPage_EventFragment = graphql(`
  fragment EventPage_event on Event {
    id
    slug
    title
    summary
    descriptionHtml
    venueName
    venueAddress
    startsAt
    endsAt
    timeZone
    currency
    status
    organizer {
      name
    }
    coverImage {
      id
      url(width: 960)
      srcSet
      alt
    }
    gallery {
      id
      url(width: 960)
      srcSet
      alt
    }
    faq {
      question
      answer
    }
    ticketTypes(unlockCode: $unlockCode) {
      id
      hidden
      priceMinor
      availability
      salesStartAt
      ...TicketList_ticketType
      ...TicketSelection_ticketType
    }
  }
`);

type TabKey = 'about' | 'tickets' | 'venue';

/** Google Maps is only a link the visitor may follow; nothing on the page loads from it. */
const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function EventPage({
  event: eventRef,
  unlockCode,
  unlockRefused = null,
  onUnlock,
  onSoldOut,
}: {
  event: FragmentType<typeof EventPage_EventFragment>;
  unlockCode: string | null;
  /** The API refused the last code outright (too many wrong ones), in its words. */
  unlockRefused?: string | null;
  onUnlock: (code: string) => void;
  /** A ticket type sold out under the buyer: ask for the event again. */
  onSoldOut: () => void;
}) {
  const event = getFragmentData(EventPage_EventFragment, eventRef);
  const locale = useLocale();
  const [tab, setTab] = useState<TabKey>('about');
  const tabsRef = useRef<HTMLDivElement>(null);
  const images = [event.coverImage, ...event.gallery].flatMap((i) =>
    i ? [{ src: i.url, srcSet: i.srcSet, alt: i.alt }] : [],
  );
  const unlockError =
    unlockRefused ??
    (unlockCode && !event.ticketTypes.some((t) => t.hidden)
      ? 'That code does not unlock any tickets for this event.'
      : null);
  const showTickets = () => {
    setTab('tickets');
    // Wait for the tab to render, then bring it into view and give keyboard users its heading.
    requestAnimationFrame(() => {
      tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      document.getElementById('tickets-heading')?.focus({ preventScroll: true });
    });
  };

  return (
    <article style={{ paddingBottom: BOTTOM_TAB_BAR_HEIGHT + 72 }}>
      <Gallery label={`Photos of ${event.title}`} images={images} className="mb-3 rounded overflow-hidden" />
      {event.status === 'CANCELLED' && <Alert variant="danger">This event was cancelled.</Alert>}
      {event.status === 'ENDED' && <Alert variant="secondary">This event has ended.</Alert>}
      {event.status === 'DRAFT' && (
        <Alert variant="warning">
          Draft: only your team can see this page. <Badge bg="warning">Not public</Badge>
        </Alert>
      )}
      <p className="text-success fw-semibold mb-1">
        {formatEventRange(event.startsAt, event.endsAt, event.timeZone, locale)}
      </p>
      <h1 className="h3 fw-bold mb-1">{event.title}</h1>
      <p className="text-body-secondary">
        {event.venueName} · by {event.organizer.name}
      </p>

      <div ref={tabsRef} style={{ scrollMarginTop: 72 }}>
        <Tabs
          id="event-tabs"
          activeKey={tab}
          onSelect={(key) => setTab((key as TabKey | null) ?? 'about')}
          className="mb-3"
          fill
        >
          <Tab eventKey="about" title="About">
            <div className="event-description" dangerouslySetInnerHTML={{ __html: event.descriptionHtml }} />
            {event.faq.length > 0 && (
              <section aria-labelledby="faq-heading" className="mt-4">
                <h2 id="faq-heading" className="h5">
                  Questions and answers
                </h2>
                <DisclosureList items={event.faq.map((f) => ({ question: f.question, answer: f.answer }))} />
              </section>
            )}
          </Tab>
          <Tab eventKey="tickets" title="Tickets">
            <h2 id="tickets-heading" className="h5" tabIndex={-1}>
              Tickets
            </h2>
            {event.status === 'PUBLISHED' ? (
              <>
                <TicketSelection
                  eventId={event.id}
                  ticketTypes={event.ticketTypes}
                  currency={event.currency}
                  timeZone={event.timeZone}
                  unlockCode={unlockCode}
                  onSoldOut={onSoldOut}
                />
                <p className="small text-body-secondary mt-3 mb-0">Prices include all fees.</p>
                <UnlockCodeForm onUnlock={onUnlock} error={unlockError} />
                {/* Shown by the page's <noscript> style only. */}
                <p className="needs-script-note alert alert-warning mt-3 mb-0">
                  Buying tickets needs JavaScript: turn it on and reload this page.
                </p>
              </>
            ) : (
              <TicketList ticketTypes={event.ticketTypes} currency={event.currency} timeZone={event.timeZone} />
            )}
          </Tab>
          <Tab eventKey="venue" title="Venue">
            <h2 className="h5">{event.venueName}</h2>
            {event.venueAddress && <address className="mb-2">{event.venueAddress}</address>}
            <p className="small text-body-secondary">
              Times are shown in the venue’s time zone ({event.timeZone.replace(/_/g, ' ')}).
            </p>
            {event.venueAddress && (
              <a href={mapsLink(`${event.venueName}, ${event.venueAddress}`)} target="_blank" rel="noopener noreferrer">
                Open in maps
              </a>
            )}
          </Tab>
        </Tabs>
      </div>

      <div
        className="d-md-none position-fixed start-0 end-0 bg-white border-top shadow-sm px-3 py-2 d-flex align-items-center gap-2 sticky-ticket-bar"
        style={{ bottom: `calc(${BOTTOM_TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))`, zIndex: 1020 }}
        role="region"
        aria-label="Tickets"
      >
        <span className="small fw-semibold flex-grow-1" data-testid="sticky-bar-message">
          {stickyBarMessage(event, event.ticketTypes, locale)}
        </span>
        {/* A link, so that without JavaScript it still leads to the tickets (every tab shows then). */}
        <a
          href="#tickets-heading"
          className="btn btn-primary btn-sm"
          onClick={(e) => {
            e.preventDefault();
            showTickets();
          }}
        >
          See tickets
        </a>
      </div>
    </article>
  );
}
