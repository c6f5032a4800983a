import { useMutation } from '@apollo/client/react';
import { formatPrice, parsePriceInput, z } from '@admit/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';
import { refundAmountMinor } from '../refund-amount.ts';
import { paidWith, refundEffect } from './effect-words.ts';
import { RefundOrderFromDetailMutation } from './order-detail-documents.ts';
import type { OrderActions } from './use-order-actions.ts';

type Ticket = OrderDetail['tickets'][number];

/** The choices, checked as typed: an amount must be a price in the order's currency, and no more than is left. */
function refundSchema(currency: string, refundableMinor: number) {
  return z
    .object({ what: z.enum(['tickets', 'amount']), amount: z.string(), notifyBuyer: z.boolean() })
    .superRefine((v, ctx) => {
      if (v.what !== 'amount') return;
      const minor = parsePriceInput(v.amount, currency);
      const message =
        minor === null || minor === 0
          ? 'Type the amount to give back, like 10.00.'
          : minor > refundableMinor
            ? `At most ${formatPrice(refundableMinor, currency)} can go back.`
            : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
    });
}

/**
 * A refund from the order page: the tickets asked for (every ticket still valid, or one), or, for the whole order,
 * an amount of money alone; the buyer mailed or not. The effect in words follows the choices.
 */
export function RefundFromDetailModal({
  detail,
  actions,
  tickets,
}: {
  detail: OrderDetail;
  actions: OrderActions;
  tickets: Ticket[];
}) {
  const [refund] = useMutation(RefundOrderFromDetailMutation);
  const { currency } = detail.order;
  const whole = tickets.length === detail.tickets.filter((t) => t.status === 'VALID').length;
  const form = useSchemaForm({
    schema: refundSchema(currency, detail.refundableMinor),
    defaultValues: { what: 'tickets' as 'tickets' | 'amount', amount: '', notifyBuyer: true },
  });
  const [what, amount, notifyBuyer] = [form.watch('what'), form.watch('amount'), form.watch('notifyBuyer')];
  const ids = tickets.map((t) => t.id);
  const amountMinor =
    what === 'amount'
      ? (parsePriceInput(amount, currency) ?? 0)
      : refundAmountMinor({ lines: detail.order.lines, tickets: detail.tickets }, ids);
  const submit = form.onSubmit((v) =>
    actions.confirm((input) =>
      refund({
        variables:
          v.what === 'amount'
            ? { input, ticketIds: null, amountMinor, notifyBuyer: v.notifyBuyer }
            : { input, ticketIds: whole ? null : ids, amountMinor: null, notifyBuyer: v.notifyBuyer },
      }),
    ),
  );
  const label = whole ? 'every ticket still valid' : `${tickets[0]?.attendeeName ?? ''}’s ticket`;
  return (
    <ConfirmModal
      show
      title={whole ? 'Refund this order?' : 'Refund this ticket?'}
      confirmLabel={`Refund ${formatPrice(amountMinor, currency)}`}
      busyLabel="Refunding…"
      variant="danger"
      busy={actions.action.busy}
      onConfirm={() => void submit()}
      onCancel={actions.close}
    >
      <FormError message={actions.action.error ?? form.alert} />
      {whole && (
        <SelectField control={form.control} name="what" label="What goes back">
          <option value="tickets">
            The tickets (
            {formatPrice(refundAmountMinor({ lines: detail.order.lines, tickets: detail.tickets }, ids), currency)})
          </option>
          <option value="amount">An amount of money; the tickets stay good</option>
        </SelectField>
      )}
      {what === 'amount' && (
        <TextField
          control={form.control}
          name="amount"
          label={`Amount (${currency})`}
          inputMode="decimal"
          autoComplete="off"
        />
      )}
      <SwitchField control={form.control} name="notifyBuyer" id="refund-notify" label="Email the buyer" />
      <p className="mb-0" data-testid="action-effect">
        {refundEffect(
          { amountMinor, currency, ...paidWith(detail.payments) },
          what === 'amount' ? null : { label, count: ids.length },
          notifyBuyer,
        )}
      </p>
    </ConfirmModal>
  );
}
