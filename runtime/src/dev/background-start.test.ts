import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundStart, IDLE_START_MS, type BackgroundStartOptions } from './background-start.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function parts(closed = false) {
  const ensure = vi.fn(() => Promise.resolve({}));
  const loadServer = vi.fn(() => Promise.resolve({}));
  const start = vi.fn();
  const options = {
    vite: { ensure },
    renderer: { loadServer },
    watcher: { start },
    isClosed: () => closed,
    onError: vi.fn(),
  } as unknown as BackgroundStartOptions;
  return { options, ensure, loadServer, start };
}

describe('createBackgroundStart', () => {
  it('starts Vite, the SSR entry and the watcher once', async () => {
    const { options, ensure, loadServer, start } = parts();
    const background = createBackgroundStart(options);
    background.start();
    background.start();
    await vi.runAllTimersAsync();
    expect([ensure.mock.calls.length, loadServer.mock.calls.length, start.mock.calls.length]).toEqual([1, 1, 1]);
    expect(start).toHaveBeenCalledWith(options.onError);
  });

  it('starts when idle, unless started before or cancelled', () => {
    const idle = parts();
    createBackgroundStart(idle.options).startWhenIdle();
    vi.advanceTimersByTime(IDLE_START_MS - 1);
    expect(idle.start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle.start).toHaveBeenCalledOnce();

    const early = parts();
    const background = createBackgroundStart(early.options);
    background.startWhenIdle();
    background.start();
    vi.advanceTimersByTime(IDLE_START_MS);
    expect(early.start).toHaveBeenCalledOnce();

    const cancelled = parts();
    const stopped = createBackgroundStart(cancelled.options);
    stopped.startWhenIdle();
    stopped.cancel();
    vi.advanceTimersByTime(IDLE_START_MS);
    expect(cancelled.start).not.toHaveBeenCalled();
  });

  it('starts nothing once the server is closed', () => {
    const { options, ensure, start } = parts(true);
    createBackgroundStart(options).start();
    expect([ensure.mock.calls.length, start.mock.calls.length]).toEqual([0, 0]);
  });
});
