import type { Action } from '../../../lib/forms/use-action.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import type { Refunding } from './use-refund.ts';

type Props = {
  /** The refund asked for; the modal is closed without one. */
  refunding: Refunding | null;
  action: Action;
  buyerEmail: string | null | undefined;
  price: (minor: number) => string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** What a refund gives back and to whom, before it is made: it cannot be undone. */
export function RefundModal({ refunding, action, buyerEmail, price, onConfirm, onCancel }: Props) {
  return (
    <ConfirmModal
      show={!!refunding}
      title={refunding?.wholeOrder ? 'Refund this order?' : 'Refund this ticket?'}
      confirmLabel={`Refund ${price(refunding?.amountMinor ?? 0)}`}
      busyLabel="Refunding…"
      variant="danger"
      busy={action.busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <FormError message={action.error} />
      {refunding && (
        <>
          <p>
            <strong data-testid="refund-amount">{price(refunding.amountMinor)}</strong> goes back to{' '}
            {buyerEmail ?? 'the buyer'}’s card for {refunding.label} ({refunding.ticketIds.length}{' '}
            {refunding.ticketIds.length === 1 ? 'ticket' : 'tickets'}).
          </p>
          <p className="mb-0">
            Refunded tickets stop admitting anyone, their places go back on sale, and the buyer is emailed.
          </p>
        </>
      )}
    </ConfirmModal>
  );
}
