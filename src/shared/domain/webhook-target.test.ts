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
    expect(webhookUrlProblem('http://10.0.0.7:8080/hook', true, [8080])).toBeNull();
    expect(webhookUrlProblem('http://localhost:8080/hook', true, [8080])).toBeNull();
    expect(webhookUrlProblem('https://169.254.169.254/', true)).toBe(WEBHOOK_TARGET_REFUSED);
    expect(webhookUrlProblem('kein link', false)).toMatch(/vollständige URL/);
  });

  it("refuses a password in the address and any port but 443, 80 and the school's own (issue 52)", () => {
    expect(webhookUrlProblem('https://user:pass@hooks.example.org/x', false)).toMatch(/kein Passwort/);
    expect(webhookUrlProblem('https://user@hooks.example.org/x', false)).toMatch(/Benutzernamen/);
    expect(webhookUrlProblem('https://hooks.example.org:5432/x', false)).toBe(
      'Die Webhook-URL darf nur diese Ports nutzen: 443, 80 (weitere über WEBHOOK_PORTS).',
    );
    expect(webhookUrlProblem('https://hooks.example.org:8443/x', false, [8443])).toBeNull();
    expect(webhookUrlProblem('https://hooks.example.org:443/x', false)).toBeNull();
    expect(webhookUrlProblem('https://hooks.example.org:80/x', false)).toBeNull();
  });
});

describe('reading addresses strictly (issue 38)', () => {
  it.each([
    ['11.0.0.0', 'public'], // just past 10.0.0.0/8
    ['172.32.0.0', 'public'], // just past 172.16.0.0/12
    ['169.255.0.0', 'public'],
    ['223.255.255.255', 'public'], // the last address below multicast
    ['2a00:1450:4001:80b:0:0:0:200e', 'public'], // eight groups, no "::"
    ['fd00:0:0:0:0:0:0:1', 'private'],
    ['fe80::1%eth0', 'never'], // a zone index names the interface, not another address
    ['fd00::1%2', 'private'],
    ['::ffff:192.168.100.200', 'private'],
    ['::ffff:93.184.216.34', 'public'],
    ['64:ff9b::10.20.30.40', 'private'],
    ['2001:db8::1', 'never'], // documentation
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'never'], // Teredo
    ['2001:4860:4860::8888', 'public'],
    ['2a00:db8::1', 'public'],
    ['2a00:0:1::1', 'public'],
    ['::a00:1', 'never'], // the old IPv4-compatible form
    ['::8.8.8.8', 'never'],
    ['2a00::ffff:7f00:1', 'public'], // ffff in the sixth group maps IPv4 only after 80 zero bits
    ['abcd:ff9b::a00:1', 'public'], // the NAT64 prefix is 64:ff9b::/96 only
    ['64:ff9a::a00:1', 'public'],
    ['::1:a9fe:a9fe', 'public'], // not read as 169.254.169.254: only ::ffff:0:0/96 maps IPv4
  ])('%s is %s', (address, cls) => {
    expect(addressClass(address)).toBe(cls);
  });

  it.each([
    '1.2.3.4a',
    '1.2.3.0004',
    '::ffff:1.2.3.256',
    '::ffff:10.0.0.1:',
    '::11.2.3.4:',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4::5:6:7:8',
    '[::1]1',
    '1[::1]',
    '[::1',
  ])('reads %s as no address', (text) => {
    expect(addressClass(text)).toBeNull();
  });

  it('accepts "::" standing for a single zero group', () => {
    expect(addressClass('2a00:1:2:3::5:6:7')).toBe('public');
  });

  it('reads a host name with a trailing dot as the same host', () => {
    expect(webhookUrlProblem('https://localhost./hook', false)).toBe(WEBHOOK_TARGET_REFUSED);
    expect(webhookUrlProblem('https://localhost./hook', true)).toBeNull();
    expect(webhookUrlProblem('https://hooks.example.org./x', false)).toBeNull();
  });
});
