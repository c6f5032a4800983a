import type { PromoCodeBatchDraft, PromoCodeBatchInput, PromoCodeDraft, PromoCodeInput } from '@admit/shared';
import { useWatch, type Control } from 'react-hook-form';
import { SelectField } from '../../../ui/SelectField.tsx';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { TicketTypeChoices, type TicketTypeOption } from '../components/TicketTypeChoices.tsx';

export type { TicketTypeOption };

// The rules' fields are the same in both forms; each form's control is one of these.
type RulesControl =
  Control<PromoCodeDraft, unknown, PromoCodeInput> | Control<PromoCodeBatchDraft, unknown, PromoCodeBatchInput>;
type OneControl = Control<PromoCodeDraft, unknown, PromoCodeInput>;

const VALUE_LABEL = {
  NONE: null,
  PERCENT_OFF: 'Percentage off',
  AMOUNT_OFF: 'Amount off each ticket',
  FIXED_PRICE: 'Price of each ticket',
} as const;

/** What a code does (a discount, a price, hidden types revealed), where, when, and how often. */
export function PromoRulesFields({
  control: anyControl,
  idPrefix,
  currency,
  timeZone,
  ticketTypes,
}: {
  control: RulesControl;
  idPrefix: string;
  currency: string;
  /** The event's zone: the code's start and end are wall-clock times there. */
  timeZone: string;
  ticketTypes: TicketTypeOption[];
}) {
  // Both drafts hold the rules' fields under the same names and types; the fields below touch only those.
  const control = anyControl as OneControl;
  const mode = useWatch({ control, name: 'priceMode' });
  const valueLabel = VALUE_LABEL[mode];
  return (
    <>
      <SelectField control={control} name="priceMode" label="What it gives">
        <option value="PERCENT_OFF">A percentage off</option>
        <option value="AMOUNT_OFF">An amount off each ticket</option>
        <option value="FIXED_PRICE">A price of its own</option>
        <option value="NONE">No discount (it only unlocks or keeps tickets)</option>
      </SelectField>
      {valueLabel && (
        <TextField
          control={control}
          name="priceValue"
          label={mode === 'PERCENT_OFF' ? `${valueLabel} (%)` : `${valueLabel} (${currency})`}
          inputMode="decimal"
        />
      )}
      <SwitchField
        control={control}
        name="revealsHidden"
        id={`${idPrefix}-reveals`}
        label="Unlocks the hidden ticket types it covers"
      />
      <SwitchField
        control={control}
        name="reservesPlaces"
        id={`${idPrefix}-keeps`}
        label="Keeps its uses as places of its one ticket type for its holders (a quota: 10 kept for the press)"
      />
      <TicketTypeChoices control={control} name="ticketTypeIds" idPrefix={idPrefix} ticketTypes={ticketTypes} />
      <TextField control={control} name="validFrom" label={`Starts, ${timeZone} (empty: now)`} type="datetime-local" />
      <TextField control={control} name="validUntil" label={`Ends, ${timeZone} (empty: never)`} type="datetime-local" />
      <TextField
        control={control}
        name="maxUses"
        label="Tickets it may price in all (empty: no limit)"
        type="number"
        inputMode="numeric"
      />
      <TextField
        control={control}
        name="maxUsesPerOrder"
        label="Tickets it may price per order (empty: the types’ own maximum)"
        type="number"
        inputMode="numeric"
      />
      <TextField
        control={control}
        name="minQuantity"
        label="Tickets an order needs for it to apply"
        type="number"
        inputMode="numeric"
      />
    </>
  );
}

/** A new form's rules: 10% off every type, no limits. */
export const NEW_RULES = {
  priceMode: 'PERCENT_OFF',
  priceValue: '10',
  revealsHidden: false,
  reservesPlaces: false,
  ticketTypeIds: [],
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerOrder: '',
  minQuantity: '1',
} as const satisfies Omit<PromoCodeDraft, 'code'>;
