import { MESSAGE_AUDIENCES } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { TextField } from '../../../ui/TextField.tsx';
import type { MessageDraft, MessageValue } from './message-draft.ts';
import { AUDIENCE_LABELS } from './message-words.ts';

type DraftControl = Control<MessageDraft, unknown, MessageValue>;
export type TicketTypeOption = { id: string; name: string };

/** Who gets it: one radio button per audience. */
function AudienceChoices({ control }: { control: DraftControl }) {
  const { field } = useController({ control, name: 'recipients.audience' });
  return (
    <>
      {MESSAGE_AUDIENCES.map((audience, index) => (
        <Form.Check
          key={audience}
          type="radio"
          id={`message-audience-${audience}`}
          name={field.name}
          label={AUDIENCE_LABELS[audience]}
          value={audience}
          ref={index === 0 ? field.ref : undefined}
          checked={field.value === audience}
          onBlur={field.onBlur}
          onChange={() => field.onChange(audience)}
        />
      ))}
    </>
  );
}

/** One checkbox per ticket type of the event; its holders get the message. */
function TicketTypeChoices({ control, ticketTypes }: { control: DraftControl; ticketTypes: TicketTypeOption[] }) {
  const { field, fieldState } = useController({ control, name: 'recipients.ticketTypeIds' });
  const chosen = field.value;
  const errorId = 'message-ticket-types-error';
  return (
    <fieldset className="ms-4 mt-2" aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="form-label fs-6">Ticket types</legend>
      {fieldState.error?.message && (
        <div id={errorId} className="text-danger small mb-2">
          {fieldState.error.message}
        </div>
      )}
      {ticketTypes.map((t, index) => (
        <Form.Check
          key={t.id}
          id={`message-type-${t.id}`}
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

/**
 * The recipients: an audience, the ticket types when "some ticket types" is chosen, an order's code for "One
 * order". A refusal of the recipients as a whole (they match nobody) is an alert beside the group.
 */
export function RecipientsFields({ control, ticketTypes }: { control: DraftControl; ticketTypes: TicketTypeOption[] }) {
  const audience = useWatch({ control, name: 'recipients.audience' });
  const { errors } = useFormState({ control, name: 'recipients' });
  // Set on `recipients` itself (not one of its inputs): the API found no one to send to.
  const nobody = errors.recipients?.message;
  return (
    <fieldset className="mb-3" aria-describedby={nobody ? 'message-recipients-error' : undefined}>
      <legend className="form-label fs-6">Recipients</legend>
      {nobody && (
        <Alert variant="warning" role="alert" id="message-recipients-error" className="py-2">
          {nobody}
        </Alert>
      )}
      <AudienceChoices control={control} />
      {audience === 'TICKET_TYPES' && <TicketTypeChoices control={control} ticketTypes={ticketTypes} />}
      {audience === 'ONE_ORDER' && (
        <TextField
          control={control}
          name="recipients.orderCode"
          label="Order code"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="ms-4 mt-2 mb-0"
        />
      )}
    </fieldset>
  );
}
