import { useQuery } from '@apollo/client/react';
import { formatPrice } from '@admit/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { FormSuccess } from '../../../ui/FormMessages.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { TicketChangePaymentPageQuery } from '../gql/graphql.ts';
import { PayDifference } from './PayDifference.tsx';
import { TicketChangePaymentQuery } from './ticket-change-documents.ts';

/** Often enough to feel immediate once paid: the provider's webhook usually lands within a second or two. */
const POLL_MS = 1000;

type Change = TicketChangePaymentPageQuery['ticketChangePayment'];

function Outcome({ change }: { change: Change }) {
  if (change.status === 'DONE') {
    return (
      <FormSuccess>
        Paid. {change.attendeeName}’s ticket is now {change.toTypeName}, with a new QR code: open your tickets to show
        the new one at the door.
      </FormSuccess>
    );
  }
  return (
    <Alert variant="secondary" role="status">
      This change can no longer be paid: it was not paid in time, or the organizer withdrew it. The{' '}
      {change.fromTypeName} ticket you have is still valid.
    </Alert>
  );
}

/**
 * Where the mailed "pay the difference" link leads: what the organizer changed, what it costs, and the card form.
 * The link's secret is in the URL's fragment, so no server log ever holds it; a wrong or missing one finds nothing.
 */
export function TicketChangePage({ id, token }: { id: string; token: string }) {
  const [paid, setPaid] = useState(false);
  const { data, error, refetch } = useQuery(TicketChangePaymentQuery, {
    variables: { id, token },
    skip: !token,
    fetchPolicy: 'network-only',
    pollInterval: paid ? POLL_MS : 0,
  });
  if (!token)
    return <Alert variant="warning">This link is missing its code. Open the link from the email again.</Alert>;
  const change = data?.ticketChangePayment;
  if (!change) {
    if (!error) return <Spinner size={40} label="Loading the change…" />;
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        This change could not be found. Open the link from the email again.
      </LoadFailedAlert>
    );
  }
  const amount = formatPrice(change.differenceMinor, change.currency);
  return (
    <>
      <title>{`Pay for your ticket change · ${change.eventTitle} · Admit`}</title>
      <h1 className="h3 mb-3">Your ticket change</h1>
      <p>
        {change.eventTitle}, order {change.orderCode}: the organizer moved {change.attendeeName}’s ticket from{' '}
        {change.fromTypeName} to <strong>{change.toTypeName}</strong>, which costs {amount} more.
      </p>
      {change.status !== 'AWAITING_PAYMENT' ? (
        <Outcome change={change} />
      ) : paid ? (
        <Spinner size={40} label="Payment received — changing your ticket…" />
      ) : (
        <PayDifference id={id} token={token} amount={amount} onPaid={() => setPaid(true)} />
      )}
      <p className="mt-3 small">
        <Link to="/tickets">Your tickets</Link>
      </p>
    </>
  );
}
