import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiPath } from '../../shared/api/route-access';
import { ApiError, apiEventStream, apiRequest, onSessionRefused } from './api-client';
import { writeAuthUser } from './auth-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  writeAuthUser(null);
});

describe('the event stream of a session that ended (issue 30)', () => {
  it('reports the refused session, so the app signs out instead of retrying while showing "Online"', async () => {
    writeAuthUser({ user: 'tuer', session: 'token-1' });
    const body = { success: false, code: 'SESSION_EXPIRED', message: 'Die Sitzung ist abgelaufen. Bitte melde dich erneut an.' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    const refused: string[] = [];
    const stop = onSessionRefused((token) => refused.push(token));
    const error = await apiEventStream('checkin/events.php', () => undefined).catch((caught: unknown) => caught);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refused).toEqual(['token-1']);
  });
});

describe('whether a call carries the session follows from the route (issue 51)', () => {
  function recordAuthorization(): Array<string | undefined> {
    const sent: Array<string | undefined> = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      sent.push((init?.headers as Record<string, string> | undefined)?.Authorization);
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    return sent;
  }

  it('sends the stored session to a staff call although the caller does not ask for it', async () => {
    writeAuthUser({ user: 'sekretariat', session: 'token-1' });
    const sent = recordAuthorization();
    await apiRequest('waiting-list/list.php', { query: { performance_id: 1 } });
    expect(sent).toEqual(['Bearer token-1']);
  });

  it('never sends the session to a public call, signed in or not', async () => {
    writeAuthUser({ user: 'sekretariat', session: 'token-1' });
    const sent = recordAuthorization();
    await apiRequest('waiting-list/open.php', { query: { event_id: 1 } });
    expect(sent).toEqual([undefined]);
  });

  it('sends a named token instead of the stored one, but not to a public call', async () => {
    writeAuthUser({ user: 'sekretariat', session: 'token-1' });
    const sent = recordAuthorization();
    await apiRequest('auth/check_session.php', { method: 'POST', session: 'token-2' });
    expect(sent).toEqual(['Bearer token-2']);
    await expect(apiRequest('events/list_detailed.php', { session: 'token-2' })).rejects.toThrow(/public/);
  });

  it('refuses a path the API does not have instead of guessing', async () => {
    recordAuthorization();
    await expect(apiRequest('waiting-list/nonsense.php' as ApiPath)).rejects.toThrow(/no call of the API/);
  });
});
