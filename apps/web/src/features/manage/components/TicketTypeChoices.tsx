import Form from 'react-bootstrap/Form';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export type TicketTypeOption = { id: string; name: string; hidden: boolean };

/**
 * One checkbox per ticket type, for what applies to some types (a promo code, a question): the ones ticked, or
 * every type when none is. Its refusal (a type of another event) above the boxes.
 */
export function TicketTypeChoices<TDraft extends FieldValues, TValue>({
  control,
  name,
  idPrefix,
  ticketTypes,
}: {
  control: Control<TDraft, unknown, TValue>;
  name: FieldPathByValue<TDraft, string[]>;
  idPrefix: string;
  ticketTypes: readonly TicketTypeOption[];
}) {
  const { field, fieldState } = useController({ control, name });
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Ticket types (none chosen: all)</legend>
      {fieldState.error?.message && <div className="text-danger small mb-2">{fieldState.error.message}</div>}
      {ticketTypes.map((t, index) => (
        <Form.Check
          key={t.id}
          id={`${idPrefix}-type-${t.id}`}
          label={t.hidden ? `${t.name} (hidden)` : t.name}
          ref={index === 0 ? field.ref : undefined}
          checked={chosen.includes(t.id)}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.checked ? [...chosen, t.id] : chosen.filter((x) => x !== t.id))}
        />
      ))}
    </fieldset>
  );
}
