import { describe, expect, it } from 'vitest';
import { addressAllowed, addressClass, WEBHOOK_TARGET_REFUSED, webhookUrlProblem } from './webhook-target';

describe('webhook targets (issue 38)', () => {
  it.each([
    ['127.0.0.1', 'private'],
    ['127.255.0.9', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.178.1', 'private'],
    ['100.64.0.1', 'private'],
    ['::1', 'private'],
    ['[::1]', 'private'],
    ['fd12:3456::1', 'private'],
    ['0.0.0.0', 'never'],
    ['169.254.169.254', 'never'],
    ['255.255.255.255', 'never'],
    ['224.0.0.1', 'never'],
    ['::', 'never'],
    ['fe80::1', 'never'],
    ['ff02::1', 'never'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:a9fe:a9fe', 'never'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::', 'private'],
    ['93.184.216.34', 'public'],
    ['172.32.0.1', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
  ])('%s is %s', (address, cls) => {
    expect(addressClass(address)).toBe(cls);
  });

  it('reads no host name or broken address as an address', () => {
    for (const text of ['example.org', '1.2.3', '1.2.3.256', '::1::2', '12345::', 'g::1']) expect(addressClass(text)).toBeNull();
    expect(addressAllowed('example.org', true)).toBe(false);
  });

  it('allows private ranges and loopback only with the intranet setting, the rest never', () => {
    expect(addressAllowed('10.0.0.5', false)).toBe(false);
    expect(addressAllowed('10.0.0.5', true)).toBe(true);
    expect(addressAllowed('169.254.169.254', true)).toBe(false);
    expect(addressAllowed('0.0.0.0', true)).toBe(false);
    expect(addressAllowed('93.184.216.34', false)).toBe(true);
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://[::1]:8443/hook',
    'https://0.0.0.0/',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.7/hook',
    'https://2130706433/hook',
    'https://0x7f.1/hook',
    'https://localhost:9000/hook',
    'https://intern.localhost/hook',
    'https://[::ffff:127.0.0.1]/',
  ])('refuses %s as written', (url) => {
    expect(webhookUrlProblem(url, false)).toBe(WEBHOOK_TARGET_REFUSED);
  });

  it('takes only https:// unless the intranet setting allows http:// too', () => {
    expect(webhookUrlProblem('http://hooks.example.org/x', false)).toMatch(/https:\/\//);
    expect(webhookUrlProblem('ftp://hooks.example.org/x', true)).toMatch(/https:\/\//);
    expect(webhookUrlProblem('https://hooks.example.org/x?token=a', false)).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.7:8080/hook', true)).toBeNull();
    expect(webhookUrlProblem('http://localhost:8080/hook', true)).toBeNull();
    expect(webhookUrlProblem('https://169.254.169.254/', true)).toBe(WEBHOOK_TARGET_REFUSED);
    expect(webhookUrlProblem('kein link', false)).toMatch(/vollständige URL/);
  });
});
