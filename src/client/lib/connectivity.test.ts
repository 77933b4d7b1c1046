import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, probeOftenWhile, reportNetworkFailure, startConnectivityWatch } from './connectivity';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the connection check', () => {
  it('asks every 5 s while unreachable, and twice a second while work waits for the server', async () => {
    vi.useFakeTimers();
    let up = false;
    const probe = vi.fn(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', probe);
    startConnectivityWatch('/api/health.php');
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(false);
    probe.mockClear();

    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(1);

    probeOftenWhile('reads', true);
    probe.mockClear();
    await vi.advanceTimersByTimeAsync(3000);
    expect(probe).toHaveBeenCalledTimes(6);

    up = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(isOnline()).toBe(true);

    probeOftenWhile('reads', false);
    reportNetworkFailure();
    probe.mockClear();
    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).not.toHaveBeenCalled();
  });
});
