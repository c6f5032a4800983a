import { useMutation } from '@apollo/client/react';
import { formatPrice, z } from '@admit/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SwitchField } from '../../../ui/SwitchField.tsx';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';
import { cancelEffect, paidWith, resendEffect } from './effect-words.ts';
import { CancelOrderMutation, ResendOrderMailMutation } from './order-detail-documents.ts';
import type { OrderActions } from './use-order-actions.ts';

type Props = { detail: OrderDetail; actions: OrderActions };
type Ticket = OrderDetail['tickets'][number];

/** The tickets mailed again: the whole order's, or one ticket. */
export function ResendModal({ detail, actions, ticket }: Props & { ticket: Ticket | null }) {
  const [resend] = useMutation(ResendOrderMailMutation);
  const send = () => actions.confirm((input) => resend({ variables: { input, ticketId: ticket?.id ?? null } }));
  return (
    <ConfirmModal
      show
      title={ticket ? 'Send this ticket again?' : 'Send the tickets again?'}
      confirmLabel="Send"
      busyLabel="Sending…"
      busy={actions.action.busy}
      onConfirm={() => void send()}
      onCancel={actions.close}
    >
      <FormError message={actions.action.error} />
      <p className="mb-0" data-testid="action-effect">
        {resendEffect(detail.order.buyerEmail ?? null, ticket)}
      </p>
    </ConfirmModal>
  );
}

const cancelSchema = z.object({ refund: z.boolean(), notifyBuyer: z.boolean() });

/** The order cancelled, with or without its refund and a mail to the buyer; the effect follows the switches. */
export function CancelModal({ detail, actions }: Props) {
  const [cancel] = useMutation(CancelOrderMutation);
  const paid = detail.order.status !== 'RESERVED' && detail.refundableMinor > 0;
  const form = useSchemaForm({ schema: cancelSchema, defaultValues: { refund: paid, notifyBuyer: true } });
  const choice = { refund: form.watch('refund'), notifyBuyer: form.watch('notifyBuyer') };
  const submit = form.onSubmit((value) => actions.confirm((input) => cancel({ variables: { input, ...value } })));
  const order = {
    status: detail.order.status,
    placesHeld: detail.placesHeld,
    refundableMinor: detail.refundableMinor,
    currency: detail.order.currency,
    ...paidWith(detail.payments),
  };
  return (
    <ConfirmModal
      show
      title="Cancel this order?"
      confirmLabel="Cancel order"
      cancelLabel="Keep the order"
      busyLabel="Cancelling…"
      variant="danger"
      busy={actions.action.busy}
      onConfirm={() => void submit()}
      onCancel={actions.close}
    >
      <FormError message={actions.action.error ?? form.alert} />
      {paid && (
        <SwitchField
          control={form.control}
          name="refund"
          id="cancel-refund"
          label={`Refund ${formatPrice(detail.refundableMinor, detail.order.currency)}`}
        />
      )}
      <SwitchField control={form.control} name="notifyBuyer" id="cancel-notify" label="Email the buyer" />
      <p className="mb-0" data-testid="action-effect">
        {cancelEffect(order, { refund: paid && choice.refund, notifyBuyer: choice.notifyBuyer })}
      </p>
    </ConfirmModal>
  );
}
