import { formatShortCode, ticketStateAdmits } from '@admit/shared';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { TicketStateBadge } from '../../../ui/TicketStateBadge.tsx';

export const TicketCodes_TicketFragment = graphql(`
  fragment TicketCodes_ticket on Ticket {
    id
    state
    attendeeName
    ticketTypeName
    qrSvg
    shortCode
  }
`);

/**
 * A guest's tickets, codes and all, on the page itself: a guest has no account, so no My tickets and no ticket
 * pages; the browser that paid (its claim token) and the mailed access link read them here.
 */
export function TicketCodes({
  tickets: refs,
}: {
  tickets: readonly FragmentType<typeof TicketCodes_TicketFragment>[];
}) {
  const tickets = getFragmentData(TicketCodes_TicketFragment, refs);
  if (tickets.length === 0) return null;
  return (
    <ul className="list-unstyled d-grid gap-3 mb-3" aria-label="Tickets">
      {tickets.map((t) => (
        <li key={t.id} className="border rounded p-3 bg-white text-center" data-testid="ticket-with-code">
          {ticketStateAdmits(t.state) && t.qrSvg && (
            <div
              className="mx-auto mb-2"
              style={{ maxWidth: 280 }}
              role="img"
              aria-label={`Ticket code for ${t.attendeeName}`}
              // Markup the API drew from the signed code (qrcode's SVG: paths only, no script, no external refs).
              dangerouslySetInnerHTML={{ __html: t.qrSvg }}
            />
          )}
          {ticketStateAdmits(t.state) && t.shortCode && (
            <p className="mb-2 fw-semibold font-monospace fs-5">
              <span className="d-block small fw-normal font-sans-serif">Short code</span>
              {formatShortCode(t.shortCode)}
            </p>
          )}
          <div className="fw-semibold">{t.attendeeName}</div>
          <div className="small text-body-secondary mb-1">{t.ticketTypeName}</div>
          <TicketStateBadge state={t.state} />
        </li>
      ))}
    </ul>
  );
}
