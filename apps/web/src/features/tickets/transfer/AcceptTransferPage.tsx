import { useMutation, useQuery } from '@apollo/client/react';
import { acceptTransferInputSchema, formatEventRange } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { signInPath } from '../../../lib/safe-next.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { TicketOfferQuery as Offer } from '../gql/graphql.ts';
import { AcceptTicketTransferMutation, TicketOfferQuery } from './transfer-documents.ts';

/** The name the door will see, then the accept; the ticket's page follows. */
function AcceptForm({ token, name }: { token: string; name: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm({ schema: acceptTransferInputSchema, defaultValues: { attendeeName: name } });
  const [accept] = useMutation(AcceptTicketTransferMutation, { refetchQueries: ['MyTickets'] });
  const submit = form.onSubmit(async ({ attendeeName }) => {
    const { data } = await accept({ variables: { token, attendeeName } });
    if (data) await navigate(`/tickets/${data.acceptTicketTransfer.id}`);
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="Accept the ticket">
      <TextField
        control={form.control}
        name="attendeeName"
        label="Name on the ticket"
        autoComplete="name"
        hint="The door staff see this name when they scan it."
      />
      <SubmitButton busy={form.busy} busyLabel="Accepting…">
        Accept the ticket
      </SubmitButton>
      <FormError message={form.alert} />
    </Form>
  );
}

/** What taking the offer needs: an account (sign in, coming back here), or the form. */
function AcceptStep({ token, offer }: { token: string; offer: Offer['ticketOffer'] }) {
  const session = useSession();
  const location = useLocation();
  if (offer.closedReason) {
    return (
      <Alert variant="secondary" data-testid="offer-closed">
        <p className="mb-0">{offer.closedReason}</p>
        {offer.status === 'ACCEPTED' && (
          <Link to="/tickets" className="d-inline-block mt-2">
            Your tickets
          </Link>
        )}
      </Alert>
    );
  }
  if (session.status === 'loading') return <FullPageSpinner label="Restoring your session…" />;
  if (session.status === 'signed-out') {
    return (
      <div>
        <p>Sign in or create an account to accept it: the ticket goes into your tickets.</p>
        <Link className="btn btn-primary" to={signInPath(`${location.pathname}${location.search}`)}>
          Sign in to accept
        </Link>
      </div>
    );
  }
  return <AcceptForm token={token} name={session.user.displayName ?? ''} />;
}

/** The page a transfer mail links to: what is offered, by whom, and the accept. */
export function AcceptTransferPage({ token }: { token: string }) {
  const { data, error, refetch } = useQuery(TicketOfferQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const offer = data?.ticketOffer;
  if (!offer) {
    if (!error) return <FullPageSpinner label="Loading the offer…" />;
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        This link does not name a ticket offer. Ask the person who sent it for a new one.
      </LoadFailedAlert>
    );
  }
  const { event } = offer;
  return (
    <article className="py-3" aria-labelledby="offer-heading">
      <title>{`A ticket for ${event.title} · Admit`}</title>
      <h1 id="offer-heading" className="h4 fw-bold mb-3 text-break">
        A ticket for {event.title}
      </h1>
      <p>
        <strong className="text-break">{offer.fromEmail}</strong> is passing you a ticket ({offer.ticketTypeName}).
      </p>
      <dl className="mb-3">
        <dt className="small text-body-secondary fw-normal">When</dt>
        <dd>{formatEventRange(event.startsAt, event.endsAt, event.timeZone)}</dd>
        <dt className="small text-body-secondary fw-normal">Where</dt>
        <dd>{event.venueName}</dd>
      </dl>
      <AcceptStep token={token} offer={offer} />
    </article>
  );
}
