import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { EventPage_EventFragment as EventPageData } from '../gql/graphql.ts';
import { DisclosureList } from '../../../ui/Disclosure.tsx';
import { TicketList } from './TicketList.tsx';
import { TicketSelection } from './TicketSelection.tsx';
import { UnlockCodeForm } from './UnlockCodeForm.tsx';

export type TabKey = 'about' | 'tickets' | 'venue';

/** Google Maps is only a link the visitor may follow; nothing on the page loads from it. */
const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

type TicketsProps = {
  event: EventPageData;
  unlockCode: string | null;
  /** Why the last code revealed nothing, or cannot be used, for its field. */
  unlockError: string | null;
  /** What the promo code applied gives ("SUMMER20: 20% off"); null for none. */
  codeApplied: string | null;
  onUnlock: (code: string) => void;
  onClearCode: () => void;
  onSoldOut: () => void;
};

/** The event page's tabs: what it is, its tickets (to buy while it is on), and where it happens. */
export function EventTabs({
  tab,
  onSelect,
  ...tickets
}: TicketsProps & { tab: TabKey; onSelect: (tab: TabKey) => void }) {
  const { event } = tickets;
  return (
    <Tabs
      id="event-tabs"
      activeKey={tab}
      onSelect={(key) => onSelect((key as TabKey | null) ?? 'about')}
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
        <TicketsPane {...tickets} />
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
  );
}

/** A published event's tickets to choose, with the access-code form; any other event's tickets to read. */
function TicketsPane(props: TicketsProps) {
  const { event, unlockCode, unlockError, codeApplied, onUnlock, onClearCode, onSoldOut } = props;
  if (event.status !== 'PUBLISHED') {
    return (
      <TicketList
        ticketTypes={event.ticketTypes}
        currency={event.currency}
        timeZone={event.timeZone}
        eventCancelled={event.status === 'CANCELLED'}
      />
    );
  }
  return (
    <>
      <TicketSelection
        eventId={event.id}
        eventSlug={event.slug}
        ticketTypes={event.ticketTypes}
        currency={event.currency}
        timeZone={event.timeZone}
        unlockCode={unlockCode}
        onSoldOut={onSoldOut}
      />
      <p className="small text-body-secondary mt-3 mb-0" data-testid="ticket-terms">
        Prices include all fees. {event.refundPolicy.summary}
      </p>
      <UnlockCodeForm
        onUnlock={onUnlock}
        error={unlockError}
        applied={codeApplied}
        onClear={onClearCode}
        initialCode={unlockCode ?? ''}
      />
      {/* Shown by the page's <noscript> style only. */}
      <p className="needs-script-note alert alert-warning mt-3 mb-0">
        Buying tickets needs JavaScript: turn it on and reload this page.
      </p>
    </>
  );
}
