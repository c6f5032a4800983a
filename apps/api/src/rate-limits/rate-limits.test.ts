import { ErrorCode } from '@admit/shared';
import { Redis } from 'ioredis';
import { print, type DocumentNode } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlUpload } from '../test/multipart.ts';
import {
  CREATE_EVENT,
  CREATE_ORG,
  CREATE_TICKET_TYPE,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  eventInput,
  invite,
  publishedEvent,
  ticketTypeInput,
  createHiddenType,
} from '../test/org-fixtures.ts';
import { reserve, setDetails, startPayment } from '../test/checkout-fixtures.ts';
import { startRedisServer } from '../test/redis-server.ts';
import { createTestApi, csrfHeader, type TestApi } from '../test/test-api.ts';
import { addressGroup } from './attempts.ts';
import { parseRateLimits } from './limits.ts';

type Answer = {
  status: number;
  retryAfter: string | undefined;
  code: string | undefined;
  body: {
    data?: { event?: { ticketTypes: { name: string }[] } } | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
};

const GUESS = `query($slug: String!, $code: String) { event(slug: $slug) { ticketTypes(unlockCode: $code) { name } } }`;

/** A GraphQL POST from a given address, optionally through a proxy that forwards another. */
async function ask(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  from: { address?: string; forwardedFor?: string; token?: string } = {},
): Promise<Answer> {
  const res = await api.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: from.address ?? '203.0.113.10',
    headers: {
      'content-type': 'application/json',
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
      ...(from.token ? { authorization: `Bearer ${from.token}` } : {}),
    },
    payload: { query, variables },
  });
  const body = res.json<Answer['body']>();
  const retry = res.headers['retry-after'];
  return {
    status: res.statusCode,
    retryAfter: typeof retry === 'string' ? retry : undefined,
    code: body.errors?.[0]?.extensions?.['code'] as string | undefined,
    body,
  };
}

const RESERVE_WITH_CODE = `mutation($eventId: ID!, $crew: ID!) {
  reserveTickets(eventId: $eventId, input: { lines: [{ ticketTypeId: $crew, quantity: 1 }], unlockCode: "GUESS-1" }) {
    claimToken
  }
}`;

/** An event with one hidden type behind a code. */
async function hiddenEvent(api: TestApi) {
  const owner = (await api.newAccount('owner')).idToken;
  const { event } = await publishedEvent(api, owner);
  const crew = await createHiddenType(api, owner, event.id, 'CREW-2031', { name: 'Crew' });
  return { ...event, crewId: crew.id };
}

describe('rate limits (in memory)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ RATE_LIMITS: 'unlockCode=3/600,imageResize=2/60' });
  });
  afterAll(() => api.close());

  it('count wrong unlock codes per event and address; past the limit even the right code waits, with 429 and Retry-After', async () => {
    const event = await hiddenEvent(api);
    const names = async (code: string, address?: string) =>
      (await ask(api, GUESS, { slug: event.slug, code }, { address })).body.data?.event?.ticketTypes.map((t) => t.name);

    // The right code is not counted, however often it comes back.
    for (let i = 0; i < 5; i++) expect(await names('crew-2031')).toContain('Crew');
    for (const wrong of ['AAAAAA', 'BBBBBB', 'CCCCCC']) expect(await names(wrong)).not.toContain('Crew');

    const refused = await ask(api, GUESS, { slug: event.slug, code: 'CREW-2031' });
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(ErrorCode.RATE_LIMITED);
    expect(Number(refused.retryAfter)).toBeGreaterThan(500);
    expect(refused.body.errors?.[0]?.extensions?.['retryAfter']).toBe(Number(refused.retryAfter));
    expect(refused.body.errors?.[0]?.message).toMatch(
      /Too many wrong codes for this event\. Try again in 1\d minutes\./,
    );
    // The HTTP details are for the transport, not the body.
    expect(refused.body.errors?.[0]?.extensions?.['http']).toBeUndefined();

    // Another address, or the same page without a code, is not affected.
    expect(await names('CREW-2031', '198.51.100.7')).toContain('Crew');
    expect((await ask(api, GUESS, { slug: event.slug })).status).toBe(200);
    // Nor is another event.
    const other = await hiddenEvent(api);
    expect((await ask(api, GUESS, { slug: other.slug, code: 'CREW-2031' })).status).toBe(200);
  });

  it('count wrong codes per event from everyone too: fresh addresses and accounts meet the same cap', async () => {
    const capped = await createTestApi({ RATE_LIMITS: 'unlockCode=3/600,unlockCodeEvent=5/600' });
    try {
      const event = await hiddenEvent(capped);
      // Five guessers, one wrong code each: none reaches their own limit.
      for (let i = 0; i < 4; i++) {
        expect(
          (await ask(capped, GUESS, { slug: event.slug, code: `WRONG${i}` }, { address: `198.51.100.${i}` })).status,
        ).toBe(200);
      }
      const fresh = (await capped.newAccount('fresh-guesser')).idToken;
      expect((await ask(capped, GUESS, { slug: event.slug, code: 'WRONG9' }, { token: fresh })).status).toBe(200);
      // The event's cap is reached: anyone's code waits, the right one too, and the message says why.
      const refused = await ask(capped, GUESS, { slug: event.slug, code: 'CREW-2031' }, { address: '192.0.2.77' });
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.message).toMatch(
        /^Too many wrong codes tried on this event by everyone\. Try again in \d+ minutes\.$/,
      );
      // Checkout is no way around it.
      expect(
        (await ask(capped, RESERVE_WITH_CODE, { eventId: event.id, crew: event.crewId }, { address: '192.0.2.78' }))
          .code,
      ).toBe(ErrorCode.RATE_LIMITED);
      // The event page without a code, and another event, are not affected.
      expect((await ask(capped, GUESS, { slug: event.slug }, { address: '192.0.2.77' })).status).toBe(200);
      const other = await hiddenEvent(capped);
      expect(
        (await ask(capped, GUESS, { slug: other.slug, code: 'CREW-2031' })).body.data?.event?.ticketTypes,
      ).toContainEqual({
        name: 'Crew',
      });
    } finally {
      await capped.close();
    }
  });

  it('count free orders against the same per-person limit as paid ones', async () => {
    const limited = await createTestApi({ RATE_LIMITS: 'checkout=2/3600' });
    try {
      const owner = (await limited.newAccount('free-owner')).idToken;
      const { event } = await publishedEvent(limited, owner);
      const free = await createTicketType(limited, owner, event.id, { name: 'Free', priceMinor: 0 });
      const paid = await createTicketType(limited, owner, event.id, { name: 'Paid', priceMinor: 900 });
      const buyer = (await limited.newAccount('free-buyer')).idToken;
      const checkout = async (ticketTypeId: string) => {
        const { order } = dataOf(
          await reserve(limited, event.id, [{ ticketTypeId, quantity: 1 }], { token: buyer }),
        ).reserveTickets;
        dataOf(await setDetails(limited, buyer, order.id, ['Guest']));
        return startPayment(limited, buyer, order.id);
      };
      expect(dataOf(await checkout(free.id)).startPayment.order.status).toBe('PAID');
      expect(dataOf(await checkout(free.id)).startPayment.order.status).toBe('PAID');
      expect(errorOf(await checkout(free.id)).code).toBe(ErrorCode.RATE_LIMITED);
      expect(errorOf(await checkout(paid.id)).code).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await limited.close();
    }
  });

  it('count an IPv6 visitor by their /64, which they can fill with new addresses at will', async () => {
    const event = await hiddenEvent(api);
    const block = ['2001:db8:7:1::1', '2001:db8:7:1:ffff::9', '2001:DB8:7:1:a:b:c:d'];
    for (const address of block) await ask(api, GUESS, { slug: event.slug, code: 'WRONG6' }, { address });
    const same = await ask(api, GUESS, { slug: event.slug, code: 'WRONG6' }, { address: '2001:db8:7:1::42' });
    expect(same.code).toBe(ErrorCode.RATE_LIMITED);
    const neighbour = await ask(api, GUESS, { slug: event.slug, code: 'CREW-2031' }, { address: '2001:db8:7:2::1' });
    expect(neighbour.body.data?.event?.ticketTypes).toContainEqual({ name: 'Crew' });
  });

  it('believe X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const event = await hiddenEvent(api);
    // Not trusted (the default): every forwarded address is the proxy's one, and shares its count.
    for (let i = 0; i < 3; i++) {
      await ask(
        api,
        GUESS,
        { slug: event.slug, code: 'WRONG1' },
        { address: '192.0.2.1', forwardedFor: `198.51.100.${i}` },
      );
    }
    const spoofed = await ask(
      api,
      GUESS,
      { slug: event.slug, code: 'WRONG1' },
      { address: '192.0.2.1', forwardedFor: '198.51.100.99' },
    );
    expect(spoofed.code).toBe(ErrorCode.RATE_LIMITED);

    const behindProxy = await createTestApi({ TRUST_PROXY: '192.0.2.1', RATE_LIMITS: 'unlockCode=3/600' });
    try {
      const proxied = await hiddenEvent(behindProxy);
      for (let i = 0; i < 3; i++) {
        await ask(
          behindProxy,
          GUESS,
          { slug: proxied.slug, code: 'WRONG1' },
          { address: '192.0.2.1', forwardedFor: '198.51.100.1' },
        );
      }
      const same = await ask(
        behindProxy,
        GUESS,
        { slug: proxied.slug, code: 'WRONG1' },
        { address: '192.0.2.1', forwardedFor: '198.51.100.1' },
      );
      expect(same.code).toBe(ErrorCode.RATE_LIMITED);
      // A different person behind the same trusted proxy has their own count.
      const someoneElse = await ask(
        behindProxy,
        GUESS,
        { slug: proxied.slug, code: 'WRONG1' },
        { address: '192.0.2.1', forwardedFor: '198.51.100.2' },
      );
      expect(someoneElse.status).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('count what each signed-in user creates, whatever address they come from', async () => {
    const limited = await createTestApi({
      RATE_LIMITS:
        'createOrganization=2/3600,createEvent=1/3600,createTicketType=1/3600,invitation=1/3600,upload=1/3600',
    });
    try {
      const { idToken } = await limited.newAccount('busy');
      const send = (query: string | DocumentNode, variables: Record<string, unknown>) =>
        ask(limited, typeof query === 'string' ? query : print(query), variables, {
          token: idToken,
          address: '198.51.100.50',
        });

      await createOrganization(limited, idToken, 'First');
      const org = await createOrganization(limited, idToken, 'Second');
      const third = await send(CREATE_ORG, { input: { name: 'Third', slug: `third-${Date.now()}` } });
      expect([third.status, third.code]).toEqual([429, ErrorCode.RATE_LIMITED]);
      expect(third.body.errors?.[0]?.message).toMatch(/Too many new organizations/);
      // Someone else is not held up by it.
      await createOrganization(limited, (await limited.newAccount('other')).idToken, 'Unaffected');

      const event = await createEvent(limited, idToken, org.id);
      const secondEvent = await send(CREATE_EVENT, { organizationId: org.id, input: eventInput() });
      expect(secondEvent.code).toBe(ErrorCode.RATE_LIMITED);

      await createTicketType(limited, idToken, event.id, { name: 'One' });
      const secondType = await send(CREATE_TICKET_TYPE, { eventId: event.id, input: ticketTypeInput({ name: 'Two' }) });
      expect(secondType.code).toBe(ErrorCode.RATE_LIMITED);

      await invite(limited, idToken, org.id, 'first@example.test', 'MANAGER');
      const secondInvite = await send(
        `mutation($o: ID!) { inviteMember(organizationId: $o, input: { email: "second@example.test", role: MANAGER }) { id } }`,
        { o: org.id },
      );
      expect(secondInvite.code).toBe(ErrorCode.RATE_LIMITED);

      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer();
      const upload = () =>
        graphqlUpload<{ errors?: { extensions?: { code?: string } }[] }>(limited, {
          query: `mutation($e: ID!, $file: File!) { uploadEventImage(eventId: $e, kind: GALLERY, file: $file) { id } }`,
          variables: { e: event.id },
          uploadFor: event.id,
          file: { bytes: photo, type: 'image/jpeg', name: 'a.jpg' },
          token: idToken,
          headers: csrfHeader,
        });
      expect((await upload()).body.errors ?? []).toEqual([]);
      const secondUpload = await upload();
      expect(secondUpload.status).toBe(429);
      expect(secondUpload.body.errors?.[0]?.extensions?.code).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await limited.close();
    }
  });

  it('count image resizes of sizes not made yet, per address; copies already made are served freely', async () => {
    const { idToken } = await api.newAccount('pictures');
    const org = await createOrganization(api, idToken);
    const event = await createEvent(api, idToken, org.id);
    const photo = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#654321' } })
      .jpeg()
      .toBuffer();
    const uploaded = await graphqlUpload<{ data: { uploadEventImage: { coverImage: { id: string } } } }>(api, {
      query: `mutation($e: ID!, $file: File!) { uploadEventImage(eventId: $e, kind: COVER, file: $file) { coverImage { id } } }`,
      variables: { e: event.id },
      uploadFor: event.id,
      file: { bytes: photo, type: 'image/jpeg', name: 'c.jpg' },
      token: idToken,
      headers: csrfHeader,
    });
    const id = uploaded.body.data.uploadEventImage.coverImage.id;
    const get = (width: number, address = '203.0.113.77') =>
      api.inject({ method: 'GET', url: `/media/${id}/${width}.webp`, remoteAddress: address });
    expect((await get(320)).statusCode).toBe(200);
    expect((await get(640)).statusCode).toBe(200);
    const third = await get(960);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Already made: served without counting.
    expect((await get(320)).statusCode).toBe(200);
    expect((await get(960, '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('requests per client address', () => {
  it('answer a flood from one address with 429 before reading it, and leave other addresses alone', async () => {
    const limited = await createTestApi({ RATE_LIMITS: 'request=5/60,requestWithToken=8/60' });
    try {
      const read = (address: string, token?: string) =>
        ask(limited, '{ featuredEvents(first: 1) { id } }', {}, { address, ...(token ? { token } : {}) });
      for (let i = 0; i < 5; i++) expect((await read('198.51.100.20')).status).toBe(200);
      const refused = await read('198.51.100.20');
      expect([refused.status, refused.code]).toEqual([429, ErrorCode.RATE_LIMITED]);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body.errors?.[0]?.message).toMatch(
        /^Too many requests from your address\. Try again in \d+ seconds\.$/,
      );
      expect((await read('198.51.100.21')).status).toBe(200);

      // Requests with a token have a count of their own, larger (a venue's door staff share one address).
      const { idToken } = await limited.newAccount('door');
      for (let i = 0; i < 8; i++) expect((await read('198.51.100.20', idToken)).status).toBe(200);
      expect((await read('198.51.100.20', idToken)).code).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits in Redis, shared by every instance', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { REDIS_URL: redis.url, RATE_LIMITS: 'unlockCode=3/600' };
    first = await createTestApi(env);
    second = await createTestApi(env, { sharing: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.stop();
  });

  it('counts guesses made at either instance together, in Redis', async () => {
    const event = await hiddenEvent(first);
    await ask(first, GUESS, { slug: event.slug, code: 'WRONG1' });
    await ask(second, GUESS, { slug: event.slug, code: 'WRONG2' });
    await ask(first, GUESS, { slug: event.slug, code: 'WRONG3' });
    // Each instance alone has seen fewer than three; together they have.
    const refused = await ask(second, GUESS, { slug: event.slug, code: 'CREW-2031' });
    expect(refused.code).toBe(ErrorCode.RATE_LIMITED);

    const client = new Redis(redis.url);
    try {
      // The guesser's count, and the event's for everyone.
      expect((await client.keys('admit:rl:unlockCode*')).sort()).toEqual([
        expect.stringMatching(new RegExp(`^admit:rl:unlockCode:${event.id}:`)),
        `admit:rl:unlockCodeEvent:event:${event.id}`,
      ]);
    } finally {
      client.disconnect();
    }
  });
});

describe('RATE_LIMITS', () => {
  it('overrides some limits and keeps the rest', () => {
    const limits = parseRateLimits('invitation=20/3600, unlockCode=5/600');
    expect(limits).toMatchObject({
      invitation: { points: 20, seconds: 3600 },
      unlockCode: { points: 5, seconds: 600 },
    });
    expect(limits).toHaveProperty('upload.points', 100);
  });

  it.each([
    ['invitations=20/3600', /"invitations" is not a limit/],
    ['invitation=20', /not name=attempts\/seconds/],
    ['invitation=0/60', /at least 1 attempt/],
  ])('refuses %s with a reason', (value, reason) => {
    expect(parseRateLimits(value)).toMatch(reason);
  });
});

describe('addresses as the limits count them', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:1::', '2001:db8:0:0::/64'],
    ['2001:db8:aa:bb:cc:dd:ee:ff', '2001:db8:aa:bb::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});
