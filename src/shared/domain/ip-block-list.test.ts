import { describe, expect, it } from 'vitest';
import { blockingEntry, parseBlockList } from './ip-block-list';

const list = (text: string) => parseBlockList(text).ranges;

describe('IP block list', () => {
  it('blocks a single IPv4 address, also written IPv4-mapped', () => {
    const ranges = list('203.0.113.7');
    expect(blockingEntry('203.0.113.7', ranges)?.text).toBe('203.0.113.7');
    expect(blockingEntry('::ffff:203.0.113.7', ranges)?.text).toBe('203.0.113.7');
    expect(blockingEntry('203.0.113.8', ranges)).toBeUndefined();
  });

  it('blocks IPv4 and IPv6 networks given as CIDR', () => {
    const ranges = list('198.51.100.0/24\n2001:db8:abcd::/48 # Schulnetz\n');
    expect(blockingEntry('198.51.100.255', ranges)).toBeDefined();
    expect(blockingEntry('198.51.101.1', ranges)).toBeUndefined();
    expect(blockingEntry('2001:db8:abcd:12::1', ranges)?.text).toBe('2001:db8:abcd::/48');
    expect(blockingEntry('2001:db8:abce::1', ranges)).toBeUndefined();
  });

  it('blocks a single IPv6 address in any spelling', () => {
    const ranges = list('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(blockingEntry('2001:db8::1', ranges)).toBeDefined();
    expect(blockingEntry('2001:db8::2', ranges)).toBeUndefined();
  });

  it('names every unreadable line and ignores empty ones and comments', () => {
    const { ranges, errors } = parseBlockList('\n# Kommentar\n10.0.0.1\nkeine-adresse\n10.0.0.0/33\n');
    expect(ranges).toHaveLength(1);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^Zeile 4: „keine-adresse“/);
  });

  it('never blocks an unreadable client address', () => {
    expect(blockingEntry('unknown', list('0.0.0.0/0'))).toBeUndefined();
  });
});

describe('IP block list entries in detail', () => {
  it('reads an IPv4-mapped network as the IPv4 network it carries', () => {
    const [entry] = list('::ffff:203.0.113.0/120');
    expect(entry?.range[0].kind()).toBe('ipv4');
    expect(entry?.range[1]).toBe(24);
    expect(blockingEntry('203.0.113.99', list('::ffff:203.0.113.0/120'))).toBeDefined();
    expect(blockingEntry('203.0.114.1', list('::ffff:203.0.113.0/120'))).toBeUndefined();
  });

  it('keeps a plain IPv6 network as it is', () => {
    const [entry] = list('2001:db8::/32');
    expect(entry?.range[0].kind()).toBe('ipv6');
    expect(entry?.range[1]).toBe(32);
  });

  it('reads a single address as a network of just that address', () => {
    expect(list('203.0.113.7\n2001:db8::1').map((entry) => entry.range[1])).toEqual([32, 128]);
  });

  it('quotes at most 60 characters of an unreadable line', () => {
    const long = 'x'.repeat(80);
    expect(parseBlockList(long).errors).toEqual([
      `Zeile 1: „${'x'.repeat(60)}“ ist keine IP-Adresse und kein Netz (z. B. 203.0.113.7, 198.51.100.0/24 oder 2001:db8::/32).`,
    ]);
  });

  it('blocks a link-local client address that carries its interface', () => {
    expect(blockingEntry('fe80::1%eth0', list('fe80::/10'))?.text).toBe('fe80::/10');
  });
});
