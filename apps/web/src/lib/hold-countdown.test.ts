import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useHoldCountdown } from './hold-countdown.ts';

describe('useHoldCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down on this device’s clock from the seconds the API said were left, and stops at zero', () => {
    const { result } = renderHook(() => useHoldCountdown(90));
    expect(result.current).toBe(90);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current).toBe(0);
  });

  it('ignores how far the device’s date is from the server’s', () => {
    // A phone whose date is a day ahead: the countdown is anchored to when the answer arrived, not to a date.
    vi.setSystemTime(new Date(Date.now() + 86_400_000));
    const { result } = renderHook(() => useHoldCountdown(600));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(599);
  });

  it('counts from a fresher answer when one arrives', () => {
    const { result, rerender } = renderHook(({ seconds }) => useHoldCountdown(seconds), {
      initialProps: { seconds: 600 },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(590);
    rerender({ seconds: 300 });
    expect(result.current).toBe(300);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(295);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(581)).toBe('9:41');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('shows hours once a hold runs an hour or more (a waiting list offer)', () => {
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(3_605)).toBe('1:00:05');
  });
});
