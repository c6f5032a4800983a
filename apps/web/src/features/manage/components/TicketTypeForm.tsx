import { useMutation } from '@apollo/client/react';
import {
  MAX_PER_ORDER_LIMIT,
  parsePriceInput,
  priceInputOf,
  ticketTypeInputSchema,
  UNLOCK_CODE_MIN_LENGTH,
  type FieldErrors,
} from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import type { TicketTypeForm_TicketTypeFragment as TicketTypeFormData } from '../gql/graphql.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { ManageEventQuery } from '../manage-event-query.ts';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

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
    unlockCode
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

/** What the inputs hold: text, as typed, until submit turns it into numbers. */
type Draft = {
  name: string;
  description: string;
  price: string;
  capacity: string;
  salesStartAt: string;
  salesEndAt: string;
  minPerOrder: string;
  maxPerOrder: string;
  hidden: boolean;
  unlockCode: string;
  sortOrder: string;
};

function draftOf(ticketType: TicketTypeFormData | null, currency: string, nextSortOrder: number): Draft {
  if (!ticketType) {
    return {
      name: '',
      description: '',
      price: '',
      capacity: '',
      salesStartAt: '',
      salesEndAt: '',
      minPerOrder: '1',
      maxPerOrder: '10',
      hidden: false,
      unlockCode: '',
      sortOrder: String(nextSortOrder),
    };
  }
  return {
    name: ticketType.name,
    description: ticketType.description,
    price: priceInputOf(ticketType.priceMinor, currency),
    capacity: ticketType.capacity === null ? '' : String(ticketType.capacity),
    salesStartAt: ticketType.salesStartAtLocal ?? '',
    salesEndAt: ticketType.salesEndAtLocal ?? '',
    minPerOrder: String(ticketType.minPerOrder),
    maxPerOrder: String(ticketType.maxPerOrder),
    hidden: ticketType.hidden,
    unlockCode: ticketType.unlockCode ?? '',
    sortOrder: String(ticketType.sortOrder),
  };
}

// An empty box is "not entered", which the shared rules word as "Enter the …".
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

// The inputs are the shared rules' fields; `hidden` is a switch, which has no words to show.
const showsField = (field: string) => field !== 'hidden' && field in ticketTypeInputSchema.shape;

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
  const [draft, setDraft] = useState(() => draftOf(ticketType, currency, nextSortOrder));
  const form = useFormSubmit({ showsField });
  const [createTicketType] = useMutation(CreateTicketTypeMutation, refetchEvent);
  const [updateTicketType] = useMutation(UpdateTicketTypeMutation, refetchEvent);
  const errors = form.fieldErrors;
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const priceMinor = parsePriceInput(draft.price, currency);
    const priceError: FieldErrors =
      priceMinor === null ? { priceMinor: `Enter a price like ${priceInputOf(1250, currency)}, or 0 for free.` } : {};
    const input = {
      name: draft.name,
      description: draft.description,
      priceMinor: priceMinor ?? 0,
      capacity: numberOf(draft.capacity),
      salesStartAt: draft.salesStartAt || null,
      salesEndAt: draft.salesEndAt || null,
      minPerOrder: numberOf(draft.minPerOrder),
      maxPerOrder: numberOf(draft.maxPerOrder),
      hidden: draft.hidden,
      unlockCode: draft.hidden ? draft.unlockCode : null,
      sortOrder: numberOf(draft.sortOrder),
    };
    const ok = await form.submit({
      form: e.currentTarget,
      schema: ticketTypeInputSchema,
      input,
      send: async (value) => {
        if (ticketType) await updateTicketType({ variables: { id: ticketType.id, input: value } });
        else await createTicketType({ variables: { eventId, input: value } });
      },
      extraErrors: priceError,
    });
    if (ok) onDone();
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Ticket type" className="border rounded p-3 mb-3">
      <h3 className="h6">{ticketType ? `Edit ${ticketType.name}` : 'New ticket type'}</h3>
      <fieldset disabled={form.busy}>
        <TextField label="Name" value={draft.name} onChange={set('name')} error={errors['name']} />
        <TextField
          label="Description"
          as="textarea"
          rows={2}
          value={draft.description}
          onChange={set('description')}
          error={errors['description']}
          hint="Optional. What this ticket includes."
        />
        <TextField
          label={`Price (${currency})`}
          inputMode="decimal"
          value={draft.price}
          onChange={set('price')}
          error={errors['priceMinor']}
          hint="0 for a free ticket."
        />
        <TextField
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.capacity}
          onChange={set('capacity')}
          error={errors['capacity']}
          hint="How many tickets of this type there are to sell."
        />
        <TextField
          label="Sales open"
          type="datetime-local"
          value={draft.salesStartAt}
          onChange={set('salesStartAt')}
          error={errors['salesStartAt']}
          hint={`Optional, in ${timeZone}. Empty: from publication.`}
        />
        <TextField
          label="Sales close"
          type="datetime-local"
          value={draft.salesEndAt}
          onChange={set('salesEndAt')}
          error={errors['salesEndAt']}
          hint={`Optional, in ${timeZone}. Empty: when the event ends.`}
        />
        <div className="row g-2">
          <TextField
            className="col-6 mb-3"
            label="Minimum per order"
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.minPerOrder}
            onChange={set('minPerOrder')}
            error={errors['minPerOrder']}
          />
          <TextField
            className="col-6 mb-3"
            label="Maximum per order"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PER_ORDER_LIMIT}
            value={draft.maxPerOrder}
            onChange={set('maxPerOrder')}
            error={errors['maxPerOrder']}
          />
        </div>
        <Form.Check
          type="switch"
          id={`ticket-type-hidden-${ticketType?.id ?? 'new'}`}
          className="mb-3"
          label="Hidden: only people with the unlock code see it"
          checked={draft.hidden}
          onChange={(e) => set('hidden')(e.target.checked)}
        />
        {draft.hidden && (
          <TextField
            label="Unlock code"
            autoCapitalize="none"
            spellCheck={false}
            value={draft.unlockCode}
            onChange={set('unlockCode')}
            error={errors['unlockCode']}
            hint={`Letters, numbers and hyphens; at least ${UNLOCK_CODE_MIN_LENGTH} characters.`}
          />
        )}
        <TextField
          label="Position in the list"
          type="number"
          inputMode="numeric"
          value={draft.sortOrder}
          onChange={set('sortOrder')}
          error={errors['sortOrder']}
          hint="Lower numbers come first."
        />
        <FormError message={form.error} />
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
