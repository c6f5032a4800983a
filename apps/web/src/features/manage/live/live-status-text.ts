import type { LiveStatus } from './use-sse-subscription.ts';

/** A live dashboard's connection, in words (announced to screen readers as a status). */
export const LIVE_STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  paused: 'Paused while this tab is hidden',
  reconnecting: 'Reconnecting…',
  refused: 'Not available to you',
};
