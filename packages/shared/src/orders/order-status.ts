/**
 * An order's statuses and the rules read from them: the one home for "settled", "refundable", "refunded" and
 * "holds places", used by the API (its SQL too: `inArray(orders.status, PAID_ORDER_STATUSES)`), the door and the
 * web app. A rule asked of a status is answered here, never by a list of literals at the call.
 */
export const ORDER_STATUSES = ['RESERVED', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Its payment came through: the outcome is known and a webhook delivered again changes nothing. */
export const SETTLED_ORDER_STATUSES = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const satisfies OrderStatus[];

/**
 * Paid, with tickets still standing: what an organizer may refund or cancel, what counts as sold and what waits for
 * its tickets' mail.
 */
export const PAID_ORDER_STATUSES = ['PAID', 'PARTIALLY_REFUNDED'] as const satisfies OrderStatus[];

/** Some or all of its money went back: a void ticket of such an order was refunded (the door says so). */
export const REFUNDED_ORDER_STATUSES = ['PARTIALLY_REFUNDED', 'REFUNDED'] as const satisfies OrderStatus[];

/** Its lines hold places of their types: a hold still running (until it ends), or a paid order. */
export const PLACE_HOLDING_ORDER_STATUSES = ['RESERVED', 'PAID', 'PARTIALLY_REFUNDED'] as const satisfies OrderStatus[];

const within =
  (statuses: readonly OrderStatus[]) =>
  (status: OrderStatus): boolean =>
    statuses.includes(status);

export const isOrderSettled = within(SETTLED_ORDER_STATUSES);
/** Paid with tickets standing: it may be refunded (all or some of what is left). */
export const isOrderRefundable = within(PAID_ORDER_STATUSES);
/** What an organizer may cancel: a hold, or a paid order with tickets standing. */
/** A paid order's valid tickets may move to another type (order-detail's change of type). */
export const isOrderChangeable = within(PAID_ORDER_STATUSES);
export const isOrderCancellable = within(['RESERVED', ...PAID_ORDER_STATUSES]);
export const isOrderRefunded = within(REFUNDED_ORDER_STATUSES);
export const orderHoldsPlaces = within(PLACE_HOLDING_ORDER_STATUSES);

/**
 * A card payment may still settle it: a hold still running, or one that ran out before its payment's webhook came,
 * whose late payment is not decided yet (kept, and the order is paid; or refunded). Checkout's wait for PAID listens
 * while this holds (the API's orderChanged and the web's PaymentReceived alike).
 */
export const mayStillBePaid = (status: OrderStatus, latePayment: string | null | undefined): boolean =>
  status === 'RESERVED' || (status === 'EXPIRED' && !latePayment);
