import { describe, expect, it } from 'vitest';
import { ignoreSupersededWork, isAbortError } from './superseded-work.ts';

/** An unhandledrejection event as the browser raises it (happy-dom has no PromiseRejectionEvent to make one). */
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

describe('superseded work', () => {
  it('keeps an aborted navigation or query out of the page’s errors, and reports anything else', () => {
    const target = new EventTarget();
    ignoreSupersededWork(target as unknown as Window);
    const aborted = rejection(new DOMException('The operation was aborted.', 'AbortError'));
    const failed = rejection(new TypeError('Failed to fetch'));
    target.dispatchEvent(aborted);
    target.dispatchEvent(failed);
    expect(aborted.defaultPrevented).toBe(true);
    expect(failed.defaultPrevented).toBe(false);
  });

  it('knows an AbortError by its name, whatever made it', () => {
    expect(isAbortError(Object.assign(new Error('stop'), { name: 'AbortError' }))).toBe(true);
    expect(isAbortError('AbortError')).toBe(false);
    expect(isAbortError(new Error('AbortError'))).toBe(false);
  });
});
