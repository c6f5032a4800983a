import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { oneAtATime, type WaitingLine } from './line.ts';
import type { WaitingRoomEntryRow } from './tables.ts';

/*
 * The line in Redis (REDIS_URL): every call is one Lua script, so a join, the draw and an admission are atomic
 * however many instances ask at once, as the room's row lock makes them in PostgreSQL. An event's keys share a
 * hash tag ({eventId}) and sit under a generation number: emptying the line starts a new generation, and the old
 * one's keys expire by themselves (LINE_TTL_SECONDS after their last write).
 *
 *   admit:wr:{E}:gen             the present generation G
 *   admit:wr:{E}:G:line          hash: drawnAt (ms), taken (the last number given), joined, inLine
 *   admit:wr:{E}:G:p:<id>        hash: a place's fields (as waiting_room_entries' columns; times in ms)
 *   admit:wr:{E}:G:b:<hash>      the place a browser holds;  …:u:<userId> an account's;  …:proof:<sig> an answer's
 *   admit:wr:{E}:G:undrawn       sorted set: the pre-queue's places by their random draw
 *
 * The draw numbers the sorted set in its order: by draw, then by id's bytes, which is preQueueLine's order
 * (queue-order.ts; redis-line.test.ts holds the two to it).
 */

const LINE_TTL_SECONDS = 30 * 24 * 3600;

const PRELUDE = `
local base = ARGV[1]
local p = base .. (redis.call('GET', KEYS[1]) or '0') .. ':'
local line = p .. 'line'
-- Numbers the pre-queue in the sorted set's order, skipping a place whose keys expired meanwhile.
local function draw(now, ttl)
  local n = 0
  for _, id in ipairs(redis.call('ZRANGE', p .. 'undrawn', 0, -1)) do
    if redis.call('EXISTS', p .. 'p:' .. id) == 1 then
      n = n + 1
      redis.call('HSET', p .. 'p:' .. id, 'seq', n)
    end
  end
  redis.call('HSET', line, 'drawnAt', now, 'taken', n)
  redis.call('HINCRBY', line, 'inLine', n)
  redis.call('EXPIRE', line, ttl)
  redis.call('DEL', p .. 'undrawn')
end
local function forget(id)
  local key = p .. 'p:' .. id
  local old = redis.call('HMGET', key, 'browserHash', 'userId', 'seq')
  if not old[1] then return end
  if redis.call('GET', p .. 'b:' .. old[1]) == id then redis.call('DEL', p .. 'b:' .. old[1]) end
  if old[2] and old[2] ~= '' and redis.call('GET', p .. 'u:' .. old[2]) == id then
    redis.call('DEL', p .. 'u:' .. old[2])
  end
  redis.call('ZREM', p .. 'undrawn', id)
  redis.call('DEL', key)
  redis.call('HINCRBY', line, 'joined', -1)
  if old[3] then redis.call('HINCRBY', line, 'inLine', -1) end
end
`;

const SCRIPTS = {
  find: `
local id = redis.call('GET', p .. 'b:' .. ARGV[2])
if not id and ARGV[3] ~= '' then id = redis.call('GET', p .. 'u:' .. ARGV[3]) end
if not id then return {} end
return redis.call('HGETALL', p .. 'p:' .. id)`,
  findById: `return redis.call('HGETALL', p .. 'p:' .. ARGV[2])`,
  numbers: `
local out = {}
for i = 2, #ARGV do
  local fields = redis.call('HMGET', p .. 'p:' .. ARGV[i], 'id', 'seq')
  if fields[1] then
    table.insert(out, ARGV[i])
    table.insert(out, fields[2] or '')
  end
end
return out`,
  proofUsed: `return redis.call('EXISTS', p .. 'proof:' .. ARGV[2])`,
  // ARGV: base, id, browserHash, userId, addressGroup, draw, proof, now, replacing, opensAt, ttl, eventId
  join: `
if ARGV[9] ~= '' then forget(ARGV[9]) end
local ttl = tonumber(ARGV[11])
if redis.call('EXISTS', p .. 'proof:' .. ARGV[7]) == 1 or redis.call('EXISTS', p .. 'b:' .. ARGV[3]) == 1 then
  return {}
end
if ARGV[4] ~= '' and redis.call('EXISTS', p .. 'u:' .. ARGV[4]) == 1 then return {} end
local drawn = redis.call('HEXISTS', line, 'drawnAt') == 1
if not drawn and tonumber(ARGV[8]) >= tonumber(ARGV[10]) then
  draw(ARGV[8], ttl)
  drawn = true
end
local key = p .. 'p:' .. ARGV[2]
redis.call('HSET', key, 'id', ARGV[2], 'eventId', ARGV[12], 'browserHash', ARGV[3], 'userId', ARGV[4],
  'addressGroup', ARGV[5], 'draw', ARGV[6], 'proof', ARGV[7], 'joinedAt', ARGV[8])
if drawn then
  redis.call('HSET', key, 'seq', redis.call('HINCRBY', line, 'taken', 1))
  redis.call('HINCRBY', line, 'inLine', 1)
else
  redis.call('ZADD', p .. 'undrawn', ARGV[6], ARGV[2])
  redis.call('EXPIRE', p .. 'undrawn', ttl)
end
redis.call('HINCRBY', line, 'joined', 1)
redis.call('SET', p .. 'b:' .. ARGV[3], ARGV[2], 'EX', ttl)
if ARGV[4] ~= '' then redis.call('SET', p .. 'u:' .. ARGV[4], ARGV[2], 'EX', ttl) end
redis.call('SET', p .. 'proof:' .. ARGV[7], ARGV[2], 'EX', ttl)
redis.call('EXPIRE', key, ttl)
redis.call('EXPIRE', line, ttl)
redis.call('EXPIRE', KEYS[1], ttl)
return redis.call('HGETALL', key)`,
  // ARGV: base, now, opensAt, ttl
  ensureDrawn: `
if redis.call('HEXISTS', line, 'drawnAt') == 0 and tonumber(ARGV[2]) >= tonumber(ARGV[3]) then
  draw(ARGV[2], tonumber(ARGV[4]))
end
return 1`,
  isDrawn: `return redis.call('HEXISTS', line, 'drawnAt')`,
  // ARGV: base, at, ids…; returns each existing place's id and first admission
  markAdmitted: `
local out = {}
for i = 3, #ARGV do
  local key = p .. 'p:' .. ARGV[i]
  if redis.call('EXISTS', key) == 1 then
    redis.call('HSETNX', key, 'admittedAt', ARGV[2])
    table.insert(out, ARGV[i])
    table.insert(out, redis.call('HGET', key, 'admittedAt'))
  end
end
return out`,
  counts: `return redis.call('HMGET', line, 'joined', 'inLine')`,
  clear: `
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`,
} as const;

type ScriptName = keyof typeof SCRIPTS;

/** Each script with the prelude, and the SHA-1 Redis knows it by: worked out once, not on every call. */
const LOADED = new Map(
  Object.entries(SCRIPTS).map(([name, body]) => {
    const lua = PRELUDE + body;
    return [name, { lua, sha: createHash('sha1').update(lua).digest('hex') }] as const;
  }),
);

const strings = z.array(z.union([z.string(), z.null()]));
const ms = z.coerce.number().int();
const placeFields = z.object({
  id: z.string(),
  eventId: z.string(),
  browserHash: z.string(),
  userId: z.string(),
  addressGroup: z.string(),
  draw: ms,
  seq: ms.optional(),
  proof: z.string(),
  joinedAt: ms,
  admittedAt: ms.optional(),
});

/** A script's reply that is a flat list of keys and values (HGETALL's shape), as pairs. */
function pairsOf(reply: unknown): [string, string][] {
  const flat = strings.parse(reply);
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i] ?? '', flat[i + 1] ?? '']);
  return pairs;
}

/** A place from a script's HGETALL; null when there is none. */
function placeOf(reply: unknown): WaitingRoomEntryRow | null {
  const pairs = pairsOf(reply);
  if (pairs.length === 0) return null;
  const f = placeFields.parse(Object.fromEntries(pairs));
  return {
    ...f,
    userId: f.userId || null,
    seq: f.seq ?? null,
    joinedAt: new Date(f.joinedAt),
    admittedAt: f.admittedAt === undefined ? null : new Date(f.admittedAt),
  };
}

const countOf = (value: string | null | undefined) => Number(value ?? 0);

/** How often a lost connection is logged: ioredis reports each failed reconnection. */
const ERROR_LOG_MS = 60_000;

/** The line in Redis at `url`: one connection per process, shared by every room. */
export function redisLine(url: string, onError: (error: unknown) => void): WaitingLine {
  // A few retries, then an error: a join while Redis is away fails clearly rather than hanging.
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; the listener keeps a lost connection from crashing the process, and says so.
  let logged = 0;
  redis.on('error', (error) => {
    if (Date.now() - logged < ERROR_LOG_MS) return;
    logged = Date.now();
    onError(error);
  });

  /** Runs a script on the event's line by its hash, sending it first when this Redis has not seen it. */
  async function run(name: ScriptName, eventId: string, ...args: (string | number)[]): Promise<unknown> {
    const base = `admit:wr:{${eventId}}:`;
    const script = LOADED.get(name);
    if (!script) throw new Error(`no waiting line script named ${name}`);
    const { lua, sha } = script;
    try {
      return await redis.evalsha(sha, 1, `${base}gen`, base, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(lua, 1, `${base}gen`, base, ...args);
    }
  }

  const drawing = oneAtATime();
  return {
    kind: 'redis',
    find: async (_db, eventId, who) => placeOf(await run('find', eventId, who.browserHash, who.userId ?? '')),
    findById: async (_db, eventId, id) => placeOf(await run('findById', eventId, id)),
    async numbers(_db, eventId, ids) {
      if (ids.length === 0) return [];
      const pairs = pairsOf(await run('numbers', eventId, ...ids));
      return pairs.map(([id, seq]) => ({ id, seq: seq ? Number(seq) : null }));
    },
    proofUsed: async (_db, eventId, proof) => (await run('proofUsed', eventId, proof)) === 1,
    async join(_db, room, place, replacing) {
      const { eventId, browserHash, userId, addressGroup, draw, proof } = place;
      const reply = await run(
        'join',
        eventId,
        randomUUID(),
        browserHash,
        userId ?? '',
        addressGroup,
        draw,
        proof,
        Date.now(),
        replacing ?? '',
        room.opensAt.getTime(),
        LINE_TTL_SECONDS,
        eventId,
      );
      return placeOf(reply);
    },
    ensureDrawn: (_db, room) =>
      drawing(room.eventId, async () => {
        await run('ensureDrawn', room.eventId, Date.now(), room.opensAt.getTime(), LINE_TTL_SECONDS);
      }),
    isDrawn: async (_db, room) => (await run('isDrawn', room.eventId)) === 1,
    async markAdmitted(_db, eventId, ids, at) {
      const noted = new Map<string, Date>(ids.map((id) => [id, at]));
      if (ids.length === 0) return noted;
      for (const [id, first] of pairsOf(await run('markAdmitted', eventId, at.getTime(), ...ids))) {
        noted.set(id, new Date(Number(first)));
      }
      return noted;
    },
    async counts(_db, eventId) {
      const [joined, inLine] = strings.parse(await run('counts', eventId));
      return { joined: countOf(joined), inLine: countOf(inLine) };
    },
    clear: async (_db, eventId) => void (await run('clear', eventId, LINE_TTL_SECONDS)),
    close: async () => void (await redis.quit().catch(() => undefined)),
  };
}
