import ipaddr from 'ipaddr.js';

/** One line of the configuration's "IP-Sperrliste": an address or a network (CIDR), IPv4 or IPv6. */
export interface BlockedRange {
  text: string;
  range: [ipaddr.IPv4 | ipaddr.IPv6, number];
}

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is the IPv4 address it carries. */
function normalise(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/**
 * Reads the list: one entry per line; empty lines and text after `#` are ignored. Answers the ranges
 * and, per unreadable line, a German error naming it.
 */
export function parseBlockList(text: string): { ranges: BlockedRange[]; errors: string[] } {
  const ranges: BlockedRange[] = [];
  const errors: string[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    try {
      if (line.includes('/')) {
        const [address, bits] = ipaddr.parseCIDR(line);
        ranges.push({ text: line, range: [normalise(address), address.kind() === 'ipv6' && normalise(address).kind() === 'ipv4' ? bits - 96 : bits] });
      } else {
        const address = normalise(ipaddr.parse(line));
        ranges.push({ text: line, range: [address, address.kind() === 'ipv4' ? 32 : 128] });
      }
    } catch {
      errors.push(`Zeile ${index + 1}: „${line.slice(0, 60)}“ ist keine IP-Adresse und kein Netz (z. B. 203.0.113.7, 198.51.100.0/24 oder 2001:db8::/32).`);
    }
  }
  return { ranges, errors };
}

/** The entry that blocks this client address, or undefined. Unreadable addresses are never blocked. */
export function blockingEntry(address: string, ranges: readonly BlockedRange[]): BlockedRange | undefined {
  if (!ranges.length || !ipaddr.isValid(address.replace(/%.*$/, ''))) return undefined;
  const client = normalise(ipaddr.parse(address.replace(/%.*$/, '')));
  return ranges.find(({ range }) => range[0].kind() === client.kind() && client.match(range));
}

export const BLOCKED_MESSAGE = 'Der Zugriff von deiner Adresse ist gesperrt. Wende dich bitte an die Schule, wenn das ein Irrtum ist.';
