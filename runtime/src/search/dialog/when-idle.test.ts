import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the task through requestIdleCallback with the timeout, and cancels it', () => {
    const callbacks = new Map<number, () => void>();
    const requestIdleCallback = vi.fn((callback: () => void, options?: { timeout: number }) => {
      expect(options).toEqual({ timeout: 1500 });
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancelIdleCallback = vi.fn((handle: number) => callbacks.delete(handle));
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const task = vi.fn();
    whenIdle(task, 1500);
    const cancel = whenIdle(task, 1500);
    expect(task).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(2);
    for (const callback of callbacks.values()) callback();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const task = vi.fn();
    whenIdle(task, 2000, 200);
    const cancelled = vi.fn();
    whenIdle(cancelled, 2000, 200)();
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
