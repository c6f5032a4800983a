import { formatEventDateTime } from '@admit/shared';
import ListGroup from 'react-bootstrap/ListGroup';
import BootstrapTable from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { MessageRecipientsQuery } from '../gql/graphql.ts';
import { RECIPIENT_STATUS_LABELS } from './message-words.ts';

export type Recipient = MessageRecipientsQuery['messageRecipients']['items'][number];
type Props = { recipients: readonly Recipient[]; timeZone: string; ordersPath: string };

const STATUS_CLASS: Record<Recipient['status'], string> = {
  WAITING: 'text-body-secondary',
  PENDING: 'text-body-secondary',
  SENT: 'text-success',
  FAILED: 'text-danger',
  UNCONFIRMED: 'text-warning-emphasis',
};

/** The order's code, linked to its page in the back office. */
function OrderLink({ code, ordersPath }: { code: string; ordersPath: string }) {
  return (
    <Link to={`${ordersPath}/${encodeURIComponent(code)}`} className="font-monospace">
      {code}
    </Link>
  );
}

function Status({ recipient }: { recipient: Recipient }) {
  return (
    <>
      <span className={STATUS_CLASS[recipient.status]}>{RECIPIENT_STATUS_LABELS[recipient.status]}</span>
      {recipient.error && <span className="d-block small text-body-secondary text-break">{recipient.error}</span>}
    </>
  );
}

const sentWords = (r: Recipient, timeZone: string) => (r.sentAt ? formatEventDateTime(r.sentAt, timeZone) : '—');

/** The recipients as a table, on a laptop: email, order, status (with the mail server's words), and when sent. */
export function RecipientTable({ recipients, timeZone, ordersPath }: Props) {
  return (
    <div className="table-responsive border rounded mb-2">
      <BootstrapTable className="mb-0 align-top" aria-label="Recipients">
        <thead>
          <tr>
            {['Email', 'Order', 'Status', 'Sent'].map((name) => (
              <th key={name} scope="col" className="bg-body-tertiary text-nowrap">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {recipients.map((r) => (
            <tr key={`${r.orderId}-${r.email}`} data-testid="recipient">
              <td className="text-break">{r.email}</td>
              <td>
                <OrderLink code={r.orderCode} ordersPath={ordersPath} />
              </td>
              <td>
                <Status recipient={r} />
              </td>
              <td className="text-nowrap small">{sentWords(r, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </BootstrapTable>
    </div>
  );
}

/** The recipients as cards, on a phone: the same facts, the address first. */
export function RecipientCards({ recipients, timeZone, ordersPath }: Props) {
  return (
    <ListGroup as="ul" aria-label="Recipients" className="mb-2">
      {recipients.map((r) => (
        <ListGroup.Item as="li" key={`${r.orderId}-${r.email}`} data-testid="recipient">
          <div className="fw-semibold text-break">{r.email}</div>
          <div className="small d-flex flex-wrap gap-2">
            <OrderLink code={r.orderCode} ordersPath={ordersPath} />
            <Status recipient={r} />
            <span className="text-body-secondary">{sentWords(r, timeZone)}</span>
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
