import { useMutation } from '@apollo/client/react';
import { formatPrice, z } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';
import { paidWith, typeChangeEffect } from './effect-words.ts';
import { ChangeTicketTypeMutation } from './order-detail-documents.ts';
import type { OrderActions } from './use-order-actions.ts';

type Ticket = OrderDetail['tickets'][number];

const changeSchema = z.object({ ticketTypeId: z.string().min(1, 'Choose the type to move the ticket to.') });

/** What one place of the ticket's line cost: a change is priced from it, as the API prices it. */
const paidFor = (detail: OrderDetail, ticket: Ticket) =>
  detail.order.lines.find((l) => l.id === ticket.orderLineId)?.unitPriceMinor ?? 0;

/**
 * One ticket moved to another type of the event. The list shows each type's price and places left (a sold-out one
 * cannot be chosen); the modal says what the move costs or gives back before it is confirmed.
 */
export function TypeChangeModal({
  detail,
  actions,
  ticket,
}: {
  detail: OrderDetail;
  actions: OrderActions;
  ticket: Ticket;
}) {
  const [change] = useMutation(ChangeTicketTypeMutation);
  const choices = detail.typeChoices.filter((c) => c.name !== ticket.ticketTypeName);
  const form = useSchemaForm({ schema: changeSchema, defaultValues: { ticketTypeId: '' } });
  const chosen = detail.typeChoices.find((c) => c.id === form.watch('ticketTypeId'));
  const { currency } = detail.order;
  const submit = form.onSubmit(({ ticketTypeId }) =>
    actions.confirm((input) => change({ variables: { input, ticketId: ticket.id, ticketTypeId } })),
  );
  return (
    <ConfirmModal
      show
      title={`Change ${ticket.attendeeName}’s ticket type?`}
      confirmLabel="Change type"
      busyLabel="Changing…"
      busy={actions.action.busy}
      onConfirm={() => void submit()}
      onCancel={actions.close}
    >
      <FormError message={actions.action.error ?? form.alert} />
      <p>
        Now: {ticket.ticketTypeName}, bought at {formatPrice(paidFor(detail, ticket), currency)}.
      </p>
      <SelectField control={form.control} name="ticketTypeId" label="Move to">
        <option value="">Choose a type…</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id} disabled={c.remaining === 0}>
            {c.name} · {formatPrice(c.priceMinor, currency)} · {c.remaining === 0 ? 'sold out' : `${c.remaining} left`}
          </option>
        ))}
      </SelectField>
      {chosen && (
        <Alert variant="info" className="mb-0" data-testid="action-effect">
          {typeChangeEffect({ priceMinor: paidFor(detail, ticket) }, chosen, {
            currency,
            ...paidWith(detail.payments),
          })}
        </Alert>
      )}
    </ConfirmModal>
  );
}
