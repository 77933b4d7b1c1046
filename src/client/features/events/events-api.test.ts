import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fetchEventInfo } from './events-api';

const musical = { name: 'musical', title: 'Zeitsprung' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('one event offline', () => {
  it('comes from the stored event list when events/info.php cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('events/info.php')) throw new TypeError('Failed to fetch');
        return json({ success: true, events: [musical] });
      }),
    );
    await expect(fetchEventInfo('musical')).resolves.toMatchObject({ title: 'Zeitsprung' });
  });

  it('is still unknown when the server says so, and offline when the list lacks it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, code: 'NOT_FOUND', message: 'Event nicht gefunden' }, 404)),
    );
    await expect(fetchEventInfo('musical')).rejects.toMatchObject({ status: 404 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('events/info.php')) throw new TypeError('Failed to fetch');
        return json({ success: true, events: [] });
      }),
    );
    const error = await fetchEventInfo('musical').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).offline).toBe(true);
  });
});
