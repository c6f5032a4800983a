import type { EventLifecycle_EventFragment as LifecycleData } from '../gql/graphql.ts';
import { saleWindowText } from './sale-window.ts';

/**
 * What publishing makes visible, said before it happens: the public page at its address, each listed ticket type
 * with its sale window, hidden types only to those with their code; and what cannot be taken back.
 */
export function PublishSummary({ event }: { event: LifecycleData }) {
  const address = `${window.location.origin}/e/${event.slug}`;
  const listed = event.ticketTypes.filter((t) => !t.hidden);
  const hidden = event.ticketTypes.filter((t) => t.hidden);
  return (
    <div data-testid="publish-summary">
      <p>
        Anyone can open its page at <span className="text-break fw-semibold">{address}</span>, find it in search and
        share it.
      </p>
      {listed.length > 0 && (
        <>
          <p className="mb-1">These tickets go on sale:</p>
          <ul aria-label="Tickets on sale once published">
            {listed.map((t) => (
              <li key={t.id}>
                <span className="fw-semibold">{t.name}</span>, {saleWindowText(t, event.timeZone)}
              </li>
            ))}
          </ul>
        </>
      )}
      {hidden.length > 0 && (
        <>
          <p className="mb-1">Hidden, sold only to those who type their code:</p>
          <ul aria-label="Hidden tickets">
            {hidden.map((t) => (
              <li key={t.id}>
                <span className="fw-semibold">{t.name}</span>, {saleWindowText(t, event.timeZone)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mb-0">
        A published event cannot go back to being a draft: from then on it can only be ended or cancelled, and
        cancelling refunds every paid order.
      </p>
    </div>
  );
}
