import { describe, expect, it } from 'vitest';
import { holdBucket, networkBucket } from './client-address';

describe('holdBucket: which addresses share one hold budget', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2::ab:cd', '2001:db8:1:2::/64'],
    ['1:2:3:4::5:6:7', '1:2:3:4::/64'],
  ])('%s counts as %s', (address, bucket) => {
    expect(holdBucket(address)).toBe(bucket);
  });

  it('keeps what it cannot read as it is', () => {
    expect(holdBucket('')).toBe('');
    expect(holdBucket('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(holdBucket('zz::1')).toBe('zz::1');
    for (const text of ['1::ffff:203.0.113.7', '1::2::3', '1:2:3:4::5:6:7:8', '12345::1', '64:ff9b::203.0.113.7', '::ffff:203.0.113.7%1', 'unknown']) {
      expect(holdBucket(text)).toBe(text);
    }
  });
});

describe('networkBucket: which addresses share one network (issue 52)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.200', '203.0.113.0/24'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::1', '2001:db8:1::/48'],
    ['::1', '0:0:0::/48'],
    ['unknown', 'unknown'],
  ])('%s belongs to %s', (address, network) => {
    expect(networkBucket(address)).toBe(network);
  });
});
