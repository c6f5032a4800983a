import { formatEventDateTime } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';

const STATUS = {
  QUEUED: { label: 'Queued', bg: 'secondary' },
  SENT: { label: 'Sent', bg: 'success' },
  FAILING: { label: 'Failing, retried', bg: 'danger' },
} as const;

/** The mails written about the order: subject, to whom, and whether they went. */
export function OrderMailsList({ mails, timeZone }: { mails: OrderDetail['mails']; timeZone: string }) {
  return (
    <>
      <h3 className="h6">Mails</h3>
      {mails.length === 0 ? (
        <p className="small text-body-secondary">No mail about this order yet.</p>
      ) : (
        <ul className="list-unstyled small mb-3" aria-label="Mails about this order">
          {mails.map((m) => (
            <li key={m.id} className="mb-1" data-testid="order-mail">
              <Badge bg={STATUS[m.status].bg} className="me-1">
                {STATUS[m.status].label}
              </Badge>
              {m.subject}
              <span className="d-block text-body-secondary text-break">
                to {m.to} · {formatEventDateTime(m.sentAt ?? m.createdAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
