/**
 * The key under which a client's open holds are counted (HOLD_LIMIT_PER_ADDRESS). An IPv4 address counts
 * as itself (also when written IPv4-mapped); an IPv6 address by its /64 network, since one household gets
 * a whole /64 and could otherwise step through addresses. Anything unreadable counts as itself.
 */
export function holdBucket(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail, ...more] = address.replace(/%.*$/, '').split('::');
  if (more.length) return address;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return address;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The wider network a client's address belongs to (issue 52: the waiting list's joins are throttled per
 * address and per network): an IPv4 address by its /24, an IPv6 address by its /48 (one site's allocation),
 * so stepping through a provider's neighbouring addresses still meets a limit. Unreadable counts as itself.
 */
export function networkBucket(address: string): string {
  const bucket = holdBucket(address);
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(bucket);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const v6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(bucket);
  return v6 ? `${v6[1]}::/48` : bucket;
}
