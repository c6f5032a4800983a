import type { FieldErrors } from '@admit/shared';

/** The simulated processor's answer, shaped like Stripe's confirm answer. */
export type ConfirmAnswer = {
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing';
  error?: { message: string; code?: string; decline_code?: string };
};

/** The processor refused the card's fields (its own check of the shared rules), each with its message. */
export class CardFieldsRefused extends Error {
  override name = 'CardFieldsRefused';
  readonly fields: FieldErrors;
  constructor(message: string, fields: FieldErrors) {
    super(message);
    this.fields = fields;
  }
}

type Refusal = { error?: { message?: string; fields?: FieldErrors } };

/**
 * The card form talks to the processor directly, as Stripe.js talks to Stripe: Admit's GraphQL API never sees
 * the card number. Same origin, JSON in and out.
 */
async function post(path: 'confirm' | 'authenticate', body: unknown): Promise<ConfirmAnswer> {
  let res: Response;
  try {
    res = await fetch(`/simulated-processor/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('The payment could not be sent. Check your connection and try again.');
  }
  const json = (await res.json().catch(() => ({}))) as ConfirmAnswer & Refusal;
  if (res.ok) return json;
  const message = json.error?.message ?? 'The payment could not be sent. Try again.';
  if (res.status === 400 && json.error?.fields) throw new CardFieldsRefused(message, json.error.fields);
  throw new Error(message);
}

export const simulatedProcessor = {
  confirm: (clientSecret: string, card: { number: string; expiry: string; cvc: string }) =>
    post('confirm', { clientSecret, card }),
  /** The 3-D Secure challenge's answer: what the bank would have decided. */
  authenticate: (clientSecret: string, passed: boolean) => post('authenticate', { clientSecret, passed }),
};
