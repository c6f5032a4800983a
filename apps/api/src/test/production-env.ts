/** The payment and ticket-key settings a production deployment must give (the values are made up). */
export const PRODUCTION_PAYMENT_ENV = {
  STRIPE_SECRET_KEY: 'sk_live_made_up_for_tests',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_made_up_for_tests',
  STRIPE_WEBHOOK_SECRET: 'whsec_made_up_for_tests',
  TICKET_KEY_SECRET: '5e'.repeat(32),
} as const;
