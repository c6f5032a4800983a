import { useMutation } from '@apollo/client/react';
import { orderDetailsSchema } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export const DetailsForm_OrderFragment = graphql(`
  fragment DetailsForm_order on Order {
    id
    buyerEmail
    lines {
      id
      ticketTypeName
      quantity
      attendeeNames
    }
  }
`);

const SetOrderDetailsMutation = graphql(`
  mutation SetOrderDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {
    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {
      id
      status
      holdSecondsLeft
      detailsComplete
      ...DetailsForm_order
    }
  }
`);

/** The inputs this form shows; an API refusal naming another (the count of names) goes to its alert. */
const showsField = (field: string) => field === 'buyerEmail' || /^attendeeNames\.\d+$/.test(field);

/** One place per ticket, in the order's line order, which is the order the API takes the names in. */
function placesOf(lines: readonly { id: string; ticketTypeName: string; quantity: number }[]) {
  return lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.ticketTypeName));
}

/**
 * The details step: where the confirmation goes, and who uses each ticket. The first name is the buyer's own
 * (from their profile) until they change it; names given before are kept.
 */
export function DetailsForm({
  order: orderRef,
  claimToken,
  viewer,
  onSaved,
}: {
  order: FragmentType<typeof DetailsForm_OrderFragment>;
  claimToken: string | null;
  viewer: { email: string | null; displayName: string | null };
  onSaved: () => void;
}) {
  const order = getFragmentData(DetailsForm_OrderFragment, orderRef);
  const places = placesOf(order.lines);
  const given = order.lines.flatMap((l) => l.attendeeNames);
  const form = useSchemaForm({
    schema: orderDetailsSchema,
    defaultValues: {
      buyerEmail: order.buyerEmail ?? viewer.email ?? '',
      attendeeNames: places.map((_, i) => given[i] ?? (i === 0 ? (viewer.displayName ?? '') : '')),
    },
    showsField,
  });
  const [setOrderDetails] = useMutation(SetOrderDetailsMutation);

  const submit = form.onSubmit(async (input) => {
    await setOrderDetails({ variables: { id: order.id, claimToken, input } });
    onSaved();
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="details-heading">
      <h2 id="details-heading" className="h5">
        Your details
      </h2>
      <FormError message={form.alert} />
      <TextField
        control={form.control}
        name="buyerEmail"
        label="Email for your confirmation"
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={
          viewer.email === null
            ? 'Your tickets are mailed here: first a link to confirm the address, then the tickets.'
            : undefined
        }
      />
      <fieldset>
        <legend className="h6">Who is each ticket for?</legend>
        {places.map((typeName, i) => (
          <TextField
            key={i}
            control={form.control}
            name={`attendeeNames.${i}`}
            label={`Name on ticket ${i + 1} (${typeName})`}
            autoComplete={i === 0 ? 'name' : 'off'}
          />
        ))}
      </fieldset>
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
        Continue to payment
      </SubmitButton>
    </Form>
  );
}
