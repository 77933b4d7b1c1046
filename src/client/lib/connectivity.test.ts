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

describe('the probe', () => {
  it("reads its answer to the end (an unread body keeps the request open: Lighthouse waited 45 s for 'network quiet')", async () => {
    const answers: Response[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const answer = new Response('{"success":true}', { status: 200 });
        answers.push(answer);
        return answer;
      }),
    );
    startConnectivityWatch('/api/health.php');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await vi.waitFor(() => expect(isOnline()).toBe(true));
    expect(answers[0].bodyUsed).toBe(true);
  });
});
