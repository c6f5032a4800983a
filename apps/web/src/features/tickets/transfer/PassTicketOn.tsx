import { useMutation } from '@apollo/client/react';
import { formatEventDateTime, passTicketInputSchema } from '@admit/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { TicketPageQuery } from '../gql/graphql.ts';
import { CancelTicketTransferMutation, PassTicketOnMutation } from './transfer-documents.ts';

type Ticket = TicketPageQuery['ticket'];
type Offer = NonNullable<Ticket['pendingTransfer']>;

/** The receiver's address; sent, the page shows the pending offer (the answer carries it). */
function PassOnForm({ ticketId }: { ticketId: string }) {
  const form = useSchemaForm({ schema: passTicketInputSchema, defaultValues: { email: '' } });
  const [pass] = useMutation(PassTicketOnMutation);
  const submit = form.onSubmit(({ email }) => pass({ variables: { ticketId, email } }));
  return (
    <Form noValidate onSubmit={submit} aria-label="Pass this ticket on">
      <TextField
        control={form.control}
        name="email"
        label="Their email address"
        type="email"
        autoComplete="off"
        hint="They get a link to accept it with their account. Until they do, the ticket stays yours."
      />
      <SubmitButton busy={form.busy} busyLabel="Sending…">
        Send the ticket
      </SubmitButton>
      <FormError message={form.alert} />
    </Form>
  );
}

/** An offer waiting for its receiver, which the holder can take back. */
function PendingOffer({ ticketId, offer }: { ticketId: string; offer: Offer }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelTicketTransferMutation);
  const takeBack = async () => {
    setFailure(null);
    await cancel({ variables: { ticketId } }).catch((error: unknown) => setFailure(errorMessage(error)));
  };
  return (
    <div data-testid="pending-transfer">
      <p className="mb-2">
        Offered to <strong className="text-break">{offer.toEmail}</strong>. It stays yours, and its code keeps working,
        until they accept.
      </p>
      <Button variant="outline-secondary" disabled={loading} onClick={() => void takeBack()}>
        {loading ? 'Taking it back…' : 'Take the offer back'}
      </Button>
      <FormError message={failure} />
    </div>
  );
}

/**
 * Passing the ticket to someone else, where its event allows it: the policy, the offer waiting (if one is), or the
 * form, or why it cannot be passed on now. Nothing at all for events that allow no passing on.
 */
export function PassTicketOn({ ticket }: { ticket: Ticket }) {
  const [open, setOpen] = useState(false);
  const { passingOn, pendingTransfer } = ticket;
  if (!passingOn?.deadline && !pendingTransfer) return null;
  const until = passingOn?.deadline ? formatEventDateTime(passingOn.deadline, ticket.event.timeZone) : null;
  return (
    <section aria-labelledby="pass-on-heading" className="border rounded p-3 mb-3">
      <h2 id="pass-on-heading" className="h6">
        Passing it on
      </h2>
      {pendingTransfer ? (
        <PendingOffer ticketId={ticket.id} offer={pendingTransfer} />
      ) : passingOn?.allowed ? (
        <>
          <p className="small text-body-secondary mb-2">
            Can’t go? Pass it to a friend{until ? ` until ${until}` : ''}. Their name goes on the ticket and your code
            stops working.
          </p>
          {open ? (
            <PassOnForm ticketId={ticket.id} />
          ) : (
            <Button variant="outline-primary" onClick={() => setOpen(true)}>
              Pass this ticket on
            </Button>
          )}
        </>
      ) : (
        <p className="small text-body-secondary mb-0">{passingOn?.reason}</p>
      )}
    </section>
  );
}
