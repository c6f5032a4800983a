import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitName, RateLimits } from './limits.ts';

/** Counters of attempts, in this process or in Redis; answers in seconds to wait, or null when allowed. */
export type RateLimiter = {
  /** Counts one attempt under `key`: null while within the limit, else the seconds until it is allowed again. */
  consume(name: RateLimitName, key: string): Promise<number | null>;
  /** The seconds to wait if `key` is already at its limit, without counting anything. */
  blockedFor(name: RateLimitName, key: string): Promise<number | null>;
  close(): Promise<void>;
};

const secondsUntil = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * rate-limiter-flexible: fixed windows per key, atomic in Redis (one Lua call per attempt). With REDIS_URL the
 * counters are shared by every API instance; if Redis stops answering, each instance falls back to counting in
 * its own memory (the library's insurance limiter) rather than letting everything through or refusing everyone.
 */
export function createRateLimiter(limits: RateLimits, redisUrl: string | null): RateLimiter {
  // enableOfflineQueue off: while Redis is away, calls fail at once and the insurance limiter answers.
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  // ioredis reconnects by itself; an 'error' listener keeps a lost connection from crashing the process.
  redis?.on('error', () => undefined);
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, { points, seconds }] of Object.entries(limits) as [RateLimitName, RateLimits[RateLimitName]][]) {
    const options = { keyPrefix: `admit:rl:${name}`, points, duration: seconds };
    const memory = new RateLimiterMemory(options);
    limiters.set(
      name,
      redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory,
    );
  }
  const limiterFor = (name: RateLimitName): RateLimiterAbstract => {
    const limiter = limiters.get(name);
    if (!limiter) throw new Error(`no rate limit named ${name}`);
    return limiter;
  };

  return {
    async consume(name, key) {
      try {
        await limiterFor(name).consume(key);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return secondsUntil(rejection);
        throw rejection;
      }
    },
    async blockedFor(name, key) {
      const state = await limiterFor(name).get(key);
      return state && state.consumedPoints >= limits[name].points ? secondsUntil(state) : null;
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
