import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './use-screen-wake-lock.ts';

/** A stand-in for the Screen Wake Lock API: each request gives a lock the test can see released. */
class FakeSentinel {
  released = false;
  release = vi.fn(async () => {
    this.released = true;
  });
}

let locks: FakeSentinel[] = [];
let visibility: DocumentVisibilityState = 'visible';
const request = vi.fn(async (type: string) => {
  expect(type).toBe('screen');
  const lock = new FakeSentinel();
  locks.push(lock);
  return lock;
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  locks = [];
  visibility = 'visible';
  request.mockClear();
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  vi.restoreAllMocks();
});

const settle = () => act(async () => undefined);

describe('useScreenWakeLock', () => {
  it('keeps the screen on while a valid ticket is shown, and lets go when the page leaves', async () => {
    const { unmount } = renderHook(() => useScreenWakeLock(true));
    await settle();
    expect(locks).toHaveLength(1);
    expect(locks[0]?.released).toBe(false);
    unmount();
    expect(locks[0]?.released).toBe(true);
  });

  it('asks again when the page comes back into view (the browser drops the lock when it is hidden)', async () => {
    renderHook(() => useScreenWakeLock(true));
    await settle();
    // What the browser does on hiding the page.
    const first = locks[0];
    if (first) first.released = true;
    setVisibility('hidden');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    expect(locks[1]?.released).toBe(false);
  });

  it('asks for nothing for a refunded ticket', async () => {
    renderHook(() => useScreenWakeLock(false));
    await settle();
    expect(request).not.toHaveBeenCalled();
  });

  it('works on without the API or when the browser refuses', async () => {
    request.mockRejectedValueOnce(new DOMException('battery saver', 'NotAllowedError'));
    const { unmount } = renderHook(() => useScreenWakeLock(true));
    await settle();
    unmount();
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(() => renderHook(() => useScreenWakeLock(true))).not.toThrow();
  });
});
