import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiEventStream, onSessionRefused } from './api-client';
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
    const error = await apiEventStream('checkin/events.php', () => undefined, { auth: true }).catch((caught: unknown) => caught);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refused).toEqual(['token-1']);
  });
});
