import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMmSs, secondsUntil } from './countdown';
import { useCountdown } from './useCountdown';

afterEach(() => vi.useRealTimers());

describe('countdown', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [600, '10:00'],
    [-3, '00:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatMmSs(seconds)).toBe(text);
  });

  it('rounds up partial seconds and stops at zero', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });

  it('ticks each second', () => {
    vi.useFakeTimers({ now: 0 });
    const { result } = renderHook(() => useCountdown(3000));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });
});
