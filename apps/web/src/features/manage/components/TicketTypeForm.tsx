import { useMutation } from '@apollo/client/react';
import { ticketTypeDraftSchema } from '@admit/shared';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { ManageEventQuery } from '../manage-event-query.ts';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { ticketTypeDraftOf } from './ticket-type-draft.ts';
import { TicketTypeOrderFields, TicketTypeSaleFields } from './TicketTypeFields.tsx';

export const TicketTypeForm_TicketTypeFragment = graphql(`
  fragment TicketTypeForm_ticketType on TicketType {
    id
    name
    description
    priceMinor
    capacity
    salesStartAtLocal
    salesEndAtLocal
    minPerOrder
    maxPerOrder
    hidden
    sortOrder
  }
`);

// The page's event query lists ticket types in their sort order: it is read again after any change.
const refetchEvent = { refetchQueries: [ManageEventQuery], awaitRefetchQueries: true };

const CreateTicketTypeMutation = graphql(`
  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {
    createTicketType(eventId: $eventId, input: $input) {
      id
      ...TicketTypeForm_ticketType
    }
  }
`);

const UpdateTicketTypeMutation = graphql(`
  mutation UpdateTicketType($id: ID!, $input: TicketTypeInput!) {
    updateTicketType(id: $id, input: $input) {
      id
      ...TicketTypeForm_ticketType
    }
  }
`);

type Props = {
  eventId: string;
  currency: string;
  timeZone: string;
  /** The type being edited, or null for a new one. */
  ticketType: FragmentType<typeof TicketTypeForm_TicketTypeFragment> | null;
  nextSortOrder: number;
  onDone: () => void;
};

/** A ticket type's price, stock, sale window and per-order limits; hidden types need a code to be seen. */
export function TicketTypeForm({
  eventId,
  currency,
  timeZone,
  ticketType: ticketTypeRef,
  nextSortOrder,
  onDone,
}: Props) {
  const ticketType = getFragmentData(TicketTypeForm_TicketTypeFragment, ticketTypeRef);
  const schema = useMemo(() => ticketTypeDraftSchema(currency), [currency]);
  const form = useSchemaForm({ schema, defaultValues: ticketTypeDraftOf(ticketType, currency, nextSortOrder) });
  const [createTicketType] = useMutation(CreateTicketTypeMutation, refetchEvent);
  const [updateTicketType] = useMutation(UpdateTicketTypeMutation, refetchEvent);

  const submit = form.onSubmit(async (input) => {
    if (ticketType) await updateTicketType({ variables: { id: ticketType.id, input } });
    else await createTicketType({ variables: { eventId, input } });
    onDone();
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Ticket type" className="border rounded p-3 mb-3">
      <h3 className="h6">{ticketType ? `Edit ${ticketType.name}` : 'New ticket type'}</h3>
      <fieldset disabled={form.busy}>
        <TicketTypeSaleFields control={form.control} currency={currency} timeZone={timeZone} />
        <TicketTypeOrderFields control={form.control} switchId={`ticket-type-hidden-${ticketType?.id ?? 'new'}`} />
        <FormError message={form.alert} />
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" className="flex-fill" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton className="flex-fill" busy={form.busy} busyLabel="Saving…">
            {ticketType ? 'Save ticket type' : 'Add ticket type'}
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
