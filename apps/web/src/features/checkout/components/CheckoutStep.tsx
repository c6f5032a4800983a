import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { CheckoutOrderQuery } from '../gql/graphql.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { FullPageSpinner, Spinner } from '../../../ui/Spinner.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { PaymentReceived } from './PaymentReceived.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { SignInStep } from './SignInStep.tsx';

type Props = {
  order: CheckoutOrderQuery['order'];
  claimToken: string | null;
  /** Why adding the order to the account failed, if it did. */
  claimError: unknown;
  /** The total, as the pay button shows it. */
  amount: string;
  paid: boolean;
  onPaid: () => void;
  onHoldEnded: () => void;
};

/**
 * Where the buyer is in checkout: choosing to go on as a guest or to sign in, the order being claimed, the
 * details, payment, or paid. A guest who gave their details (before a reload) goes on as a guest.
 */
export function CheckoutStep({ order, claimToken, claimError, amount, paid, onPaid, onHoldEnded }: Props) {
  const session = useSession();
  const [guestChosen, setGuestChosen] = useState(false);
  if (paid) return <PaymentReceived orderId={order.id} claimToken={claimToken} />;
  if (session.status === 'loading') return <FullPageSpinner label="Restoring your session…" />;
  if (session.status !== 'signed-in') {
    if (!guestChosen && !order.detailsComplete) {
      return <SignInStep orderId={order.id} onGuest={() => setGuestChosen(true)} />;
    }
    const viewer = { email: null, displayName: null };
    return <DetailsAndPayment {...{ order, claimToken, amount, onPaid, onHoldEnded, viewer }} />;
  }
  if (!order.claimed) {
    return claimError ? (
      <Alert variant="danger" role="alert">
        {errorMessage(claimError)}
      </Alert>
    ) : (
      <div className="d-flex justify-content-center py-3">
        <Spinner size={40} label="Adding this order to your account…" />
      </div>
    );
  }
  const viewer = { email: session.user.email, displayName: session.user.displayName };
  return <DetailsAndPayment {...{ order, claimToken, amount, onPaid, onHoldEnded, viewer }} />;
}

/** The details (where the tickets go, who uses each), then payment, with a way back to the details. */
function DetailsAndPayment({
  order,
  claimToken,
  amount,
  onPaid,
  onHoldEnded,
  viewer,
}: Omit<Props, 'claimError' | 'paid'> & { viewer: { email: string | null; displayName: string | null } }) {
  const [editingDetails, setEditingDetails] = useState(false);
  if (!order.detailsComplete || editingDetails) {
    return (
      <DetailsForm order={order} claimToken={claimToken} viewer={viewer} onSaved={() => setEditingDetails(false)} />
    );
  }
  return (
    <>
      <p className="small mb-3">
        Confirmation to <strong>{order.buyerEmail}</strong>.{' '}
        <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => setEditingDetails(true)}>
          Change details
        </Button>
      </p>
      <PaymentStep
        orderId={order.id}
        claimToken={claimToken}
        amount={amount}
        onPaid={onPaid}
        onHoldEnded={onHoldEnded}
      />
    </>
  );
}
