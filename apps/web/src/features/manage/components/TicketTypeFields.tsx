import { MAX_PER_ORDER_LIMIT, type TicketTypeDraft, type TicketTypeInput } from '@admit/shared';
import { useWatch, type Control } from 'react-hook-form';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import { TextField } from '../../../ui/TextField.tsx';

type TicketTypeControl = Control<TicketTypeDraft, unknown, TicketTypeInput>;

/** What the ticket is, what it costs, how many there are and when they sell. */
export function TicketTypeSaleFields({
  control,
  currency,
  timeZone,
}: {
  control: TicketTypeControl;
  currency: string;
  timeZone: string;
}) {
  return (
    <>
      <TextField control={control} name="name" label="Name" />
      <TextField
        control={control}
        name="description"
        label="Description"
        as="textarea"
        rows={2}
        hint="Optional. What this ticket includes."
      />
      <TextField
        control={control}
        name="priceMinor"
        label={`Price (${currency})`}
        inputMode="decimal"
        hint="0 for a free ticket."
      />
      <TextField
        control={control}
        name="capacity"
        label="Capacity"
        type="number"
        inputMode="numeric"
        min={1}
        hint="How many tickets of this type there are to sell."
      />
      <TextField
        control={control}
        name="salesStartAt"
        label="Sales open"
        type="datetime-local"
        hint={`Optional, in ${timeZone}. Empty: from publication.`}
      />
      <TextField
        control={control}
        name="salesEndAt"
        label="Sales close"
        type="datetime-local"
        hint={`Optional, in ${timeZone}. Empty: when the event ends.`}
      />
    </>
  );
}

/** Per-order limits, whether the type needs a code to be seen, and its place in the list. */
export function TicketTypeOrderFields({ control, switchId }: { control: TicketTypeControl; switchId: string }) {
  const hidden = useWatch({ control, name: 'hidden' });
  return (
    <>
      <div className="row g-2">
        <TextField
          control={control}
          name="minPerOrder"
          className="col-6 mb-3"
          label="Minimum per order"
          type="number"
          inputMode="numeric"
          min={1}
        />
        <TextField
          control={control}
          name="maxPerOrder"
          className="col-6 mb-3"
          label="Maximum per order"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PER_ORDER_LIMIT}
        />
      </div>
      <SwitchField
        control={control}
        name="hidden"
        id={switchId}
        label="Hidden: only people with a code that unlocks it see it"
      />
      {hidden && (
        <p className="small text-body-secondary">
          Make its code under Promo codes: one that unlocks hidden tickets (with a discount, or none).
        </p>
      )}
      <TextField
        control={control}
        name="sortOrder"
        label="Position in the list"
        type="number"
        inputMode="numeric"
        hint="Lower numbers come first."
      />
    </>
  );
}
