import { useMutation } from '@apollo/client/react';
import type { z } from '@admit/shared';
import { formatPrice, lineTotalMinor, PAY_WITHIN_DAYS_DEFAULT, staffOrderDraftSchema, sumMinor } from '@admit/shared';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { StaffOrderTypesQuery } from '../gql/graphql.ts';
import { ReserveForBuyerMutation } from './staff-order-documents.ts';

type Event = NonNullable<StaffOrderTypesQuery['event']>;
type Draft = z.input<typeof staffOrderDraftSchema>;

const remainingOf = (t: Event['ticketTypes'][number]) =>
  t.capacity === null || t.capacity === undefined ? null : t.capacity - (t.quantitySold ?? 0);

/** Places of each type, with what is left of it, and the order's total as they are typed. */
function TicketQuantities({
  event,
  control,
  noTickets,
}: {
  event: Event;
  control: Control<Draft, unknown, z.output<typeof staffOrderDraftSchema>>;
  noTickets: string | null;
}) {
  const quantities = useWatch({ control, name: 'quantities' });
  const total = sumMinor(
    event.ticketTypes.map((t) => lineTotalMinor(t.priceMinor, Number(quantities[t.id] || 0) || 0)),
  );
  return (
    <fieldset className="mb-3">
      <legend className="h6">Tickets</legend>
      {event.ticketTypes.map((t) => {
        const left = remainingOf(t);
        const price = formatPrice(t.priceMinor, event.currency);
        return (
          <TextField
            key={t.id}
            control={control}
            name={`quantities.${t.id}`}
            label={`${t.name}${t.hidden ? ' (hidden)' : ''} · ${price}`}
            hint={left === null ? undefined : `${left} left`}
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="0"
          />
        );
      })}
      {noTickets && (
        <p className="text-danger small" role="alert">
          {noTickets}
        </p>
      )}
      <p className="mb-0" data-testid="staff-order-total">
        Total: <strong>{formatPrice(total, event.currency)}</strong>
      </p>
    </fieldset>
  );
}

/**
 * The pay-later order form: places of each type, who buys, the attendees, and the days to pay. Sent once per
 * form (its idempotency key is made with it, so a double click or a retry after a lost answer makes one order);
 * the order page opens once it is reserved.
 */
export function NewStaffOrderForm({ event, orderPath }: { event: Event; orderPath: (code: string) => string }) {
  const navigate = useNavigate();
  const [reserve] = useMutation(ReserveForBuyerMutation);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useSchemaForm({
    schema: staffOrderDraftSchema,
    defaultValues: {
      quantities: Object.fromEntries(event.ticketTypes.map((t) => [t.id, ''])),
      buyerEmail: '',
      buyerName: '',
      attendeeNames: '',
      payWithinDays: String(PAY_WITHIN_DAYS_DEFAULT),
    },
    // The API's refusals of its lines and quantities name no input here: they go to the form's alert.
    showsField: (field) => ['buyerEmail', 'buyerName', 'attendeeNames', 'payWithinDays'].includes(field),
  });
  // "Choose at least one ticket." is about the quantities together, so it is said under them.
  const said = form.getFieldState('quantities', form.formState).error?.message;
  const noTickets = typeof said === 'string' ? said : null;
  const submit = form.onSubmit(async (input) => {
    const { data } = await reserve({ variables: { input: { ...input, eventId: event.id, idempotencyKey } } });
    const code = data?.reserveForBuyer.order.code;
    if (code) await navigate(orderPath(code));
  });
  return (
    <Form noValidate onSubmit={submit} aria-label="New order" style={{ maxWidth: '40rem' }}>
      <FormError message={form.alert} />
      <TicketQuantities event={event} control={form.control} noTickets={noTickets} />
      <TextField control={form.control} name="buyerName" label="Buyer’s name" autoComplete="off" />
      <TextField
        control={form.control}
        name="buyerEmail"
        label="Buyer’s email"
        type="email"
        autoComplete="off"
        hint="The tickets go here once the order is paid (and the address has confirmed itself)."
      />
      <TextField
        control={form.control}
        name="attendeeNames"
        label="Attendees (optional)"
        as="textarea"
        rows={3}
        hint="One name per line, in the order of the tickets above; a ticket left unnamed carries the buyer’s name."
      />
      <TextField
        control={form.control}
        name="payWithinDays"
        label="Days to pay"
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        hint="The places are held this long (1 to 30 days); unpaid, they go back on sale."
      />
      <SubmitButton busy={form.busy} busyLabel="Reserving…">
        Reserve for the buyer
      </SubmitButton>
    </Form>
  );
}
