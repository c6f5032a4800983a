import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAction } from '../../../../lib/forms/use-action.ts';
import { FormError } from '../../../../ui/FormMessages.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { SubmitButton } from '../../../../ui/SubmitButton.tsx';
import type { PaymentFormProps } from '../payment-form.ts';
import { loadStripeJs } from './load-stripe-js.ts';

/** Stripe's own message (a decline's reason, an incomplete field), or ours when there is none. */
const toMessage = (error: unknown) => (error instanceof Error ? error.message : 'The payment failed. Try again.');

type Loaded = { stripe: Stripe; elements: StripeElements };

/**
 * Stripe's Payment Element: card fields (and whatever else the account enables) in Stripe's frames, so the card
 * never touches Admit. 3-D Secure opens in Stripe's own challenge when the bank asks; `redirect: 'if_required'`
 * keeps the buyer on this page for cards.
 */
export function StripePaymentForm({ clientSecret, publishableKey, amount, onPaid }: PaymentFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Stripe's frames hold the fields and check them: the form here is one action, the payment.
  const payment = useAction({ toMessage });

  useEffect(() => {
    let cancelled = false;
    let unmount = () => {};
    loadStripeJs()
      .then((StripeJs) => {
        if (cancelled || !mountRef.current) return;
        if (!publishableKey) throw new Error('Card payments are not set up correctly. Try again later.');
        const stripe = StripeJs(publishableKey);
        const elements = stripe.elements({ clientSecret });
        const element = elements.create('payment');
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        setLoaded({ stripe, elements });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(toMessage(error));
      });
    return () => {
      cancelled = true;
      unmount();
    };
  }, [clientSecret, publishableKey, attempt]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!loaded) return;
    await payment.run(async () => {
      const { error, paymentIntent } = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        redirect: 'if_required',
      });
      if (error) throw new Error(error.message ?? 'The payment failed. Try again.');
      if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') onPaid();
      else throw new Error('The payment was not completed. Try again, or use another card.');
    });
  }

  if (loadError) {
    return (
      <Alert variant="danger" role="alert">
        {loadError}{' '}
        <Button
          variant="link"
          className="p-0 align-baseline"
          onClick={() => {
            setLoadError(null);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Card details">
      <FormError message={payment.error} />
      {!loaded && (
        <div className="d-flex justify-content-center py-3">
          <Spinner size={40} label="Loading the card form…" />
        </div>
      )}
      <div ref={mountRef} className="mb-3" data-testid="stripe-payment-element" />
      <SubmitButton className="w-100" busy={payment.busy} busyLabel="Paying…" disabled={!loaded}>
        Pay {amount}
      </SubmitButton>
    </Form>
  );
}
