import { useLocale } from '../../../lib/locale.ts';
import { uiTokens } from '../../../ui/tokens.ts';
import { stickyBarMessage } from '../sticky-bar-message.ts';
import { useInView } from '../use-in-view.ts';

const BOTTOM_TAB_BAR_HEIGHT = uiTokens.bottomTabBar.heightPx;

/** Room below the page for the bar and the tab bar under it, so neither covers its end. */
export const STICKY_TICKET_BAR_ROOM = BOTTOM_TAB_BAR_HEIGHT + 72;

/** The Tickets tab's pane (react-bootstrap names it from the tabs' id, event-tabs, and the tab's key). */
export const TICKETS_PANE_ID = 'event-tabs-tabpane-tickets';

type Props = {
  event: Parameters<typeof stickyBarMessage>[0];
  ticketTypes: Parameters<typeof stickyBarMessage>[1];
  onSeeTickets: () => void;
};

/**
 * On a phone, where sales stand, fixed above the tab bar, with the way to the Tickets tab. Once the tickets
 * themselves are on screen it has nothing to add, and slides away (theme.css: no slide for reduced motion).
 */
export function StickyTicketBar({ event, ticketTypes, onSeeTickets }: Props) {
  const locale = useLocale();
  const away = useInView(TICKETS_PANE_ID, STICKY_TICKET_BAR_ROOM);
  return (
    <div
      className={`d-md-none position-fixed start-0 end-0 bg-white border-top shadow-sm px-3 py-2 d-flex align-items-center gap-2 sticky-ticket-bar${away ? ' sticky-ticket-bar--away' : ''}`}
      style={{ bottom: `calc(${BOTTOM_TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))`, zIndex: 1020 }}
      role="region"
      aria-label="Tickets"
      aria-hidden={away || undefined}
      inert={away || undefined}
    >
      <span className="small fw-semibold flex-grow-1" data-testid="sticky-bar-message">
        {stickyBarMessage(event, ticketTypes, locale)}
      </span>
      {/* A link, so that without JavaScript it still leads to the tickets (every tab shows then). */}
      <a
        href="#tickets-heading"
        className="btn btn-primary btn-sm"
        onClick={(e) => {
          e.preventDefault();
          onSeeTickets();
        }}
      >
        See tickets
      </a>
    </div>
  );
}
