import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { isNoAnswer, networkStatus, noteResponse, SAVED_COPY_HEADER } from './network-status.ts';

describe('what the app believes of the network', () => {
  it('tells a request that got no answer from one that got an error for an answer', () => {
    expect(isNoAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoAnswer(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }))).toBe(true);
    expect(isNoAnswer(new CombinedGraphQLErrors({ errors: [{ message: 'Not found' }] }))).toBe(false);
    expect(isNoAnswer(new Error('Something else'))).toBe(false);
    expect(isNoAnswer(null)).toBe(false);
  });

  it('goes offline when a request gets no answer or only the saved copy, and online when the network answers', () => {
    const seen: boolean[] = [];
    const stop = networkStatus.subscribe(() => seen.push(networkStatus.isOffline()));
    networkStatus.answered();
    networkStatus.noAnswer();
    expect(networkStatus.isOffline()).toBe(true);
    noteResponse(new Response('{}'));
    expect(networkStatus.isOffline()).toBe(false);
    noteResponse(new Response('{}', { headers: { [SAVED_COPY_HEADER]: '1' } }));
    expect(networkStatus.isOffline()).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(networkStatus.isOffline()).toBe(false);
    window.dispatchEvent(new Event('offline'));
    expect(networkStatus.isOffline()).toBe(true);
    stop();
    expect(seen).toEqual([true, false, true, false, true]);
  });
});
