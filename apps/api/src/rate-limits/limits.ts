/**
 * What may be tried how often. Requests count per client address; each action counts per signed-in user, or per
 * client address for visitors; unlock codes count per event as well, and only guesses that unlock nothing. The numbers are well above
 * what an organizer at work or a buyer does, and far below what a script needs.
 */
export const RATE_LIMIT_DEFAULTS = {
  /**
   * Every GraphQL request from one client address without a token: a phone opening a page sends a handful at
   * once, a flood from one address (the abuse benchmark) is answered 429 before it is read. Short windows, so a
   * flood gets no more than a hundred requests through at a time. Counted per address: behind a load balancer
   * TRUST_PROXY must name it, or every visitor shares one count.
   */
  request: { points: 100, seconds: 5 },
  /** The same with a token: higher, for door staff and box offices sharing one venue's address. */
  requestWithToken: { points: 500, seconds: 5 },
  /** Wrong unlock codes for one event, per person or address. */
  unlockCode: { points: 10, seconds: 10 * 60 },
  /**
   * Wrong unlock codes for one event from everyone together: fresh accounts and addresses cost nothing, so a
   * guesser with many of each still meets this cap. Past it, every code for the event waits (everyone's).
   */
  unlockCodeEvent: { points: 300, seconds: 10 * 60 },
  invitation: { points: 50, seconds: 60 * 60 },
  createOrganization: { points: 10, seconds: 60 * 60 },
  createEvent: { points: 50, seconds: 60 * 60 },
  createTicketType: { points: 300, seconds: 60 * 60 },
  /** Promo codes made or changed (a batch of 5,000 is one). */
  promoCode: { points: 300, seconds: 60 * 60 },
  /** Checkout questions added, changed, moved or deleted. */
  question: { points: 300, seconds: 60 * 60 },
  /** Tickets offered to someone else by mail: each offer mails an address its holder typed. */
  ticketTransfer: { points: 20, seconds: 60 * 60 },
  /** Joining (or updating) a waiting list: a guest's join mails the address typed a confirmation link. */
  joinWaitingList: { points: 20, seconds: 60 * 60 },
  upload: { points: 100, seconds: 60 * 60 },
  /**
   * Places taken in one event's waiting room from one address (IPv6 by /64), each after its proof of work: a
   * household's phones, a venue's wifi, never a script's thousands.
   */
  joinWaitingRoom: { points: 30, seconds: 10 * 60 },
  /** Reservations (each holds tickets for HOLD_MINUTES): far above a buyer's retries, far below a hoarding script. */
  reserve: { points: 20, seconds: 10 * 60 },
  /**
   * Orders a person takes to payment, free or paid alike (a free order is paid at once): each one mails someone,
   * so a free event is no way around the cost a card puts on a paid one.
   */
  checkout: { points: 30, seconds: 60 * 60 },
  /** Card numbers tried on one order with the simulated processor (card testing); Stripe limits its own. */
  cardAttempt: { points: 10, seconds: 60 * 60 },
  /** Resizing an image to a width no one asked for yet; copies already made are served without counting. */
  imageResize: { points: 300, seconds: 60 },
  /** Messages to attendees and their test sends, per organizer: a busy day's worth, not a spammer's. */
  message: { points: 60, seconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimit = { points: number; seconds: number };
export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export type RateLimits = Record<RateLimitName, RateLimit>;

/**
 * RATE_LIMITS for what sends every request from one address, faster than any person (the test suites, throughput
 * benchmarks): the per-address request limits lifted, whatever else `rateLimits` sets (its entries come later and
 * win).
 */
export function withRequestLimitsLifted(rateLimits?: string): string {
  return ['request=100000000/60,requestWithToken=100000000/60', rateLimits].filter(Boolean).join(',');
}

const isName = (name: string): name is RateLimitName => Object.hasOwn(RATE_LIMIT_DEFAULTS, name);

/**
 * RATE_LIMITS overrides some of the defaults: `invitation=20/3600,unlockCode=5/600` (attempts per seconds).
 * Returns the problem in words for the configuration error, or the limits.
 */
export function parseRateLimits(value: string | undefined): RateLimits | string {
  const limits: RateLimits = { ...RATE_LIMIT_DEFAULTS };
  for (const entry of (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d+)\/(\d+)$/.exec(entry);
    if (!match) return `"${entry}" is not name=attempts/seconds.`;
    const [, name = '', points, seconds] = match;
    if (!isName(name))
      return `"${name}" is not a limit; the limits are ${Object.keys(RATE_LIMIT_DEFAULTS).join(', ')}.`;
    if (Number(points) < 1 || Number(seconds) < 1) return `"${entry}" needs at least 1 attempt in at least 1 second.`;
    limits[name] = { points: Number(points), seconds: Number(seconds) };
  }
  return limits;
}
