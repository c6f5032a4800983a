import { formatEventRange } from '@admit/shared';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useLocale } from '../../../lib/locale.ts';
import { Gallery } from '../../../ui/Gallery.tsx';
import { EventTabs, type TabKey } from './EventTabs.tsx';
import { StickyTicketBar, STICKY_TICKET_BAR_ROOM } from './StickyTicketBar.tsx';

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
    refundPolicy {
      summary
    }
    codeOffer(code: $unlockCode) {
      code
      status
      summary
      message
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

/** An event's public page: its photos, when and where, the tabs, and on a phone the bar that leads to tickets. */
export function EventPage({
  event: eventRef,
  unlockCode,
  unlockRefused = null,
  onUnlock,
  onClearCode,
  onSoldOut,
  openTickets = false,
}: {
  event: FragmentType<typeof EventPage_EventFragment>;
  unlockCode: string | null;
  /** The API refused the last code outright (too many wrong ones), in its words. */
  unlockRefused?: string | null;
  onUnlock: (code: string) => void;
  /** The buyer takes the code off (a promo link's code that covers other tickets than they want). */
  onClearCode: () => void;
  /** A ticket type sold out under the buyer: ask for the event again. */
  onSoldOut: () => void;
  /** Open on the tickets (a promo link): after hydration, so the server's page and the first render agree. */
  openTickets?: boolean;
}) {
  const event = getFragmentData(EventPage_EventFragment, eventRef);
  const locale = useLocale();
  const [tab, setTab] = useState<TabKey>('about');
  const tabsRef = useRef<HTMLDivElement>(null);
  const images = [event.coverImage, ...event.gallery].flatMap((i) =>
    i ? [{ src: i.url, srcSet: i.srcSet, alt: i.alt }] : [],
  );
  const code = codeStanding(event, unlockCode, unlockRefused);
  // A promo link's code applied: its tickets shown once (after hydration, so the server's page and the first
  // render agree); the visitor's own choice of tab stands after that.
  const [openedForLink, setOpenedForLink] = useState(false);
  if (openTickets && !openedForLink) {
    setOpenedForLink(true);
    setTab('tickets');
  }
  const showTickets = () => {
    setTab('tickets');
    // Wait for the tab to render, then bring it into view and give keyboard users its heading.
    requestAnimationFrame(() => {
      tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      document.getElementById('tickets-heading')?.focus({ preventScroll: true });
    });
  };

  return (
    <article style={{ paddingBottom: STICKY_TICKET_BAR_ROOM }}>
      <Gallery label={`Photos of ${event.title}`} images={images} className="mb-3 rounded overflow-hidden" />
      <EventStatusNote status={event.status} />
      <p className="text-success fw-semibold mb-1">
        {formatEventRange(event.startsAt, event.endsAt, event.timeZone, locale)}
      </p>
      <h1 className="h3 fw-bold mb-1">{event.title}</h1>
      <p className="text-body-secondary">
        {event.venueName} · by {event.organizer.name}
      </p>
      <div ref={tabsRef} style={{ scrollMarginTop: 72 }}>
        <EventTabs
          tab={tab}
          onSelect={setTab}
          event={event}
          unlockCode={code.forCheckout}
          unlockError={code.error}
          codeApplied={code.applied}
          onUnlock={onUnlock}
          onClearCode={onClearCode}
          onSoldOut={onSoldOut}
        />
      </div>
      {/* A cancelled event has nothing to lead to: its page says so at the top, and its tickets are not on sale. */}
      {event.status !== 'CANCELLED' && (
        <StickyTicketBar event={event} ticketTypes={event.ticketTypes} onSeeTickets={showTickets} />
      )}
    </article>
  );
}

/**
 * What the page says of the code the visitor applied: a promo code's gift ("SUMMER20: 20% off"), or why it cannot
 * be used (expired, used up); a code that is neither a promo code nor unlocks anything is refused. Only a code that
 * can be used goes on to checkout, so the price shown is the price charged.
 */
function codeStanding(
  event: { codeOffer?: { code: string; status: string; summary: string; message?: string | null } | null } & {
    ticketTypes: readonly { hidden: boolean }[];
  },
  unlockCode: string | null,
  refused: string | null,
): { error: string | null; applied: string | null; forCheckout: string | null } {
  if (refused) return { error: refused, applied: null, forCheckout: null };
  const offer = event.codeOffer;
  if (offer && offer.status !== 'VALID') {
    return { error: offer.message ?? 'That code cannot be used now.', applied: null, forCheckout: null };
  }
  if (offer) return { error: null, applied: `${offer.code}: ${offer.summary}`, forCheckout: unlockCode };
  if (unlockCode && !event.ticketTypes.some((t) => t.hidden)) {
    return { error: 'That code is not valid for this event.', applied: null, forCheckout: null };
  }
  return { error: null, applied: null, forCheckout: unlockCode };
}

/** A cancelled, ended or draft event says so above everything else. */
function EventStatusNote({ status }: { status: string }) {
  if (status === 'CANCELLED') {
    return (
      <Alert variant="danger" className="event-cancelled-note">
        <p className="h4 fw-bold mb-1">Cancelled</p>
        This event was cancelled and will not go ahead. Its tickets are not on sale, and every order is refunded.
      </Alert>
    );
  }
  if (status === 'ENDED') return <Alert variant="secondary">This event has ended.</Alert>;
  if (status !== 'DRAFT') return null;
  return (
    <Alert variant="warning">
      Draft: only your team can see this page. <Badge bg="warning">Not public</Badge>
    </Alert>
  );
}
