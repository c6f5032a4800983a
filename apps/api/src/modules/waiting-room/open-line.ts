import type { WaitingLine } from './line.ts';
import { postgresLine } from './postgres-line.ts';
import { redisLine } from './redis-line.ts';

/** The rooms' lines: in Redis when REDIS_URL is set (shared by every instance), else in the database. */
export const openWaitingLine = (redisUrl: string | null, onError: (error: unknown) => void): WaitingLine =>
  redisUrl ? redisLine(redisUrl, onError) : postgresLine();
