import { useMutation } from '@apollo/client/react';
import { answerKey, answersDraftSchema, askedPlaces, orderDetailsSchema } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { answerDrafts, answerInputs, type DetailsControl } from '../questions/details-draft.ts';
import { QuestionField, type AskedQuestionView } from '../questions/QuestionField.tsx';

export const DetailsForm_OrderFragment = graphql(`
  fragment DetailsForm_order on Order {
    id
    buyerEmail
    lines {
      id
      ticketTypeId
      ticketTypeName
      quantity
      attendeeNames
    }
    questions {
      id
      label
      kind
      helpText
      required
      scope
      ticketTypeIds
      options
      linkUrl
    }
    answers {
      questionId
      place
      values
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

/**
 * The inputs this form shows: the email, the names, and the answers it asks. An API refusal naming another (the
 * count of names, or a question added since the form opened) goes to its alert, so it is never lost.
 */
const showsFieldOf = (answerKeys: ReadonlySet<string>) => (field: string) =>
  field === 'buyerEmail' ||
  /^attendeeNames\.\d+$/.test(field) ||
  (field.startsWith('answers.') && answerKeys.has(field.slice('answers.'.length)));

type Line = { id: string; ticketTypeId: string; ticketTypeName: string; quantity: number };

/** One place per ticket, in the order's line order, which is the order the API takes the names in. */
function placesOf(lines: readonly Line[]) {
  return lines.flatMap((line) => Array.from({ length: line.quantity }, () => line));
}

/**
 * The details step: where the confirmation goes, who uses each ticket, and the event's questions (the order's
 * after the email, each ticket's under its name). The first name is the buyer's own (from their profile) until
 * they change it; names and answers given before are kept. The shared rules judge the answers here, as the API
 * judges them again.
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
  const placeTypes = places.map((l) => l.ticketTypeId);
  const asked = order.questions.flatMap((question) =>
    askedPlaces(question, placeTypes).map((place) => ({ question, place })),
  );
  const given = order.lines.flatMap((l) => l.attendeeNames);
  const form = useSchemaForm({
    schema: orderDetailsSchema
      .omit({ answers: true })
      .extend({ answers: answersDraftSchema(order.questions, placeTypes) }),
    defaultValues: {
      buyerEmail: order.buyerEmail ?? viewer.email ?? '',
      attendeeNames: places.map((_, i) => given[i] ?? (i === 0 ? (viewer.displayName ?? '') : '')),
      answers: answerDrafts(asked, order.answers),
    },
    showsField: showsFieldOf(new Set(asked.map((a) => answerKey(a.question.id, a.place)))),
  });
  const [setOrderDetails] = useMutation(SetOrderDetailsMutation);

  const submit = form.onSubmit(async ({ answers, ...input }) => {
    await setOrderDetails({
      variables: { id: order.id, claimToken, input: { ...input, answers: answerInputs(answers) } },
    });
    onSaved();
  });
  const askedAt = (place: number) => asked.filter((a) => a.place === place);

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
      <QuestionFields control={form.control} asked={askedAt(0)} />
      <fieldset>
        <legend className="h6">Who is each ticket for?</legend>
        {places.map((line, i) => (
          <div key={i} className={askedAt(i + 1).length > 0 ? 'border-start ps-3 mb-3' : undefined}>
            <TextField
              control={form.control}
              name={`attendeeNames.${i}`}
              label={`Name on ticket ${i + 1} (${line.ticketTypeName})`}
              autoComplete={i === 0 ? 'name' : 'off'}
            />
            <QuestionFields control={form.control} asked={askedAt(i + 1)} />
          </div>
        ))}
      </fieldset>
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
        Continue to payment
      </SubmitButton>
    </Form>
  );
}

function QuestionFields({
  control,
  asked,
}: {
  control: DetailsControl;
  asked: readonly { question: AskedQuestionView; place: number }[];
}) {
  return asked.map(({ question, place }) => (
    <QuestionField key={`${question.id}_${place}`} control={control} question={question} place={place} />
  ));
}
