import { useMutation } from '@apollo/client/react';
import { checkInListDraftSchema, type CheckInListDraft, type CheckInListInput } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import { useController, type Control } from 'react-hook-form';
import { graphql } from '../gql/index.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { CheckInListsQuery } from './check-in-lists-query.ts';

const CreateCheckInListMutation = graphql(`
  mutation CreateCheckInList($eventId: ID!, $input: CheckInListInput!) {
    createCheckInList(eventId: $eventId, input: $input) {
      id
    }
  }
`);

type ListControl = Control<CheckInListDraft, unknown, CheckInListInput>;
type TicketTypeOption = { id: string; name: string };

const defaultValues: CheckInListDraft = { name: '', ticketTypeIds: [], opensMinutesBefore: '240', allowReentry: false };

/** A new check-in list: its name, the ticket types it admits (none: all), when it opens, whether people re-enter. */
export function CheckInListForm({ eventId, ticketTypes }: { eventId: string; ticketTypes: TicketTypeOption[] }) {
  const form = useSchemaForm({ schema: checkInListDraftSchema, defaultValues });
  const [create] = useMutation(CreateCheckInListMutation, {
    refetchQueries: [CheckInListsQuery],
    awaitRefetchQueries: true,
  });
  const submit = form.onSubmit(async (input) => {
    await create({ variables: { eventId, input } });
    // The timing and re-entry stay: the next list is often like this one.
    form.resetField('name');
    form.resetField('ticketTypeIds');
  });

  return (
    <Form noValidate onSubmit={submit} aria-label="Add a check-in list">
      <FormError message={form.alert} />
      <TextField control={form.control} name="name" label="List name" />
      <TicketTypeChoices control={form.control} ticketTypes={ticketTypes} />
      <TextField
        control={form.control}
        name="opensMinutesBefore"
        label="Opens this many minutes before the start"
        type="number"
        inputMode="numeric"
      />
      <ReentryCheck control={form.control} />
      <SubmitButton busy={form.busy} busyLabel="Adding…">
        Add list
      </SubmitButton>
    </Form>
  );
}

/** One checkbox per ticket type; the list admits the ones ticked, or every type when none is. */
function TicketTypeChoices({ control, ticketTypes }: { control: ListControl; ticketTypes: TicketTypeOption[] }) {
  const { field, fieldState } = useController({ control, name: 'ticketTypeIds' });
  const chosen = field.value;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Ticket types (none chosen: all)</legend>
      {fieldState.error?.message && <div className="text-danger small mb-2">{fieldState.error.message}</div>}
      {ticketTypes.map((t, index) => (
        <Form.Check
          key={t.id}
          id={`list-type-${t.id}`}
          label={t.name}
          ref={index === 0 ? field.ref : undefined}
          checked={chosen.includes(t.id)}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.checked ? [...chosen, t.id] : chosen.filter((x) => x !== t.id))}
        />
      ))}
    </fieldset>
  );
}

/** A checkbox rather than a switch, as the list's other choices are. */
function ReentryCheck({ control }: { control: ListControl }) {
  const {
    field: { value, onChange, ...field },
    fieldState,
  } = useController({ control, name: 'allowReentry' });
  return (
    <Form.Check
      className="mb-3"
      id="list-reentry"
      label="Allow re-entry after an exit scan"
      {...field}
      checked={value}
      onChange={(e) => onChange(e.target.checked)}
      isInvalid={!!fieldState.error}
      feedback={fieldState.error?.message}
      feedbackType="invalid"
    />
  );
}
