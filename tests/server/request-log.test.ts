import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/http/logging';
import { buy, line, upcomingShow } from '../helpers/orders';
import { createTestApp, noteSecret, type TestApp } from '../helpers/test-app';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ onLog: (line) => lines.push(line) });
});
afterAll(async () => {
  await t.close();
});

describe('the request log (issue 29)', () => {
  it('hides a ticket link’s token in the path as it hides tokens in query strings', async () => {
    const show = await upcomingShow(t.db);
    const { captured } = await buy(t.app, [line(show, show.adults, 1)]);
    const token = (captured.json().ticket_url as string).split('/tickets/')[1];
    // The run's log check (tests/helpers/log-secrecy.ts) looks for it in every log line too.
    noteSecret(token);
    for (const url of [
      `/tickets/${token}`,
      `/tickets/${token}?utm=mail`,
      `/tickets/${token}/`,
      `/api/tickets/order.php?token=${token}`,
      `/api/tickets/order.php?tok%65n=${token}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    // The log stream writes line by line behind the requests.
    await expect.poll(() => lines.filter((entry) => entry.includes('tickets/')).length).toBeGreaterThanOrEqual(5);
    const logged = lines.join('');
    expect(logged).toContain('/tickets/[redacted]');
    expect(logged).not.toContain(token);
  });

  it.each([
    ['/tickets/abc123', '/tickets/[redacted]'],
    ['/tickets/abc123?x=1', '/tickets/[redacted]?x=1'],
    ['//tickets/abc123', '//tickets/[redacted]'],
    ['/Tickets/abc123/pdf', '/Tickets/[redacted]'],
    ['/api/tickets/order.php?token=abc', '/api/tickets/order.php?token=[redacted]'],
    ['/api/tickets/public_keys.php', '/api/tickets/public_keys.php'],
    ['/event/musical?session_token=x&page=2', '/event/musical?session_token=[redacted]&page=2'],
    // Issue 38: the names are read as the server reads them, percent-decoded.
    ['/api/tickets/order.php?tok%65n=abc', '/api/tickets/order.php?tok%65n=[redacted]'],
    ['/api/tickets/order.php?%74%6F%6B%65%6E=abc&x=1', '/api/tickets/order.php?%74%6F%6B%65%6E=[redacted]&x=1'],
    ['/api/x.php?session%5Ftoken=abc', '/api/x.php?session%5Ftoken=[redacted]'],
    ['/api/x.php?TOKEN=abc#frag', '/api/x.php?TOKEN=[redacted]'],
    ['/api/x.php?a=1&token=abc&token=def', '/api/x.php?a=1&token=[redacted]&token=[redacted]'],
    ['/tick%65ts/abc123', '/tickets/[redacted]'],
    ['/tickets%2Fabc123', '/tickets/[redacted]'],
    ['/api/x.php?bad%=1&token=abc', '/api/x.php?bad%=1&token=[redacted]'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
