/**
 * Where an outgoing webhook may go (issue 38). The server makes the call, so an address a staff member
 * types would otherwise reach whatever the server reaches: its own ports, the school's network, a cloud's
 * metadata service. Allowed are https:// addresses on the public internet; a receiver in the school's own
 * network needs the operator's explicit WEBHOOK_ALLOW_PRIVATE (then private ranges, loopback and http://).
 * Unspecified, link-local (the metadata service 169.254.169.254), multicast and reserved ranges never are.
 */
export type AddressClass = 'public' | 'private' | 'never';

type Range = readonly [prefix: number[], bits: number, cls: Exclude<AddressClass, 'public'>];

/** IPv4 ranges that are not the public internet (RFC 6890), as [first octets, prefix length, class]. */
const V4_RANGES: readonly Range[] = [
  [[0], 8, 'never'], // "this network", 0.0.0.0
  [[10], 8, 'private'],
  [[100, 64], 10, 'private'], // carrier-grade NAT
  [[127], 8, 'private'], // loopback
  [[169, 254], 16, 'never'], // link-local, cloud metadata
  [[172, 16], 12, 'private'],
  [[192, 0, 0], 24, 'never'],
  [[192, 0, 2], 24, 'never'], // documentation
  [[192, 88, 99], 24, 'never'],
  [[192, 168], 16, 'private'],
  [[198, 18], 15, 'never'], // benchmarking
  [[198, 51, 100], 24, 'never'],
  [[203, 0, 113], 24, 'never'],
  [[224], 3, 'never'], // multicast, reserved and broadcast (224.0.0.0 – 255.255.255.255)
];

function parseV4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail included), or null. */
function parseV6(text: string): number[] | null {
  let address = text.toLowerCase().replace(/%.*$/, '');
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (v4Tail) {
    const v4 = parseV4(v4Tail[1]);
    if (!v4) return null;
    address = `${address.slice(0, -v4Tail[1].length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array(Math.max(missing, 0)).fill('0'), ...tail];
  if (all.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => Number.parseInt(group, 16));
}

function classifyV4(octets: number[]): AddressClass {
  const value = ((octets[0] << 24) | (octets[1] << 16) | (octets[2] << 8) | octets[3]) >>> 0;
  for (const [prefix, bits, cls] of V4_RANGES) {
    const start = prefix.reduce((sum, octet, index) => sum + octet * 256 ** (3 - index), 0);
    const size = 2 ** (32 - bits);
    if (value >= start && value < start + size) return cls;
  }
  return 'public';
}

function classifyV6(groups: number[]): AddressClass {
  const [first] = groups;
  const allZero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const v4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255];
  if (allZero(0, 7)) return groups[7] === 1 ? 'private' : 'never'; // ::1 loopback, :: unspecified
  // IPv4 inside IPv6 (mapped ::ffff:a.b.c.d, translated 64:ff9b::/96, 6to4 2002::/16) counts as that IPv4.
  if (allZero(0, 5) && groups[5] === 0xffff) return classifyV4(v4Of(groups[6], groups[7]));
  if (first === 0x64 && groups[1] === 0xff9b && allZero(2, 6)) return classifyV4(v4Of(groups[6], groups[7]));
  if (first === 0x2002) return classifyV4(v4Of(groups[1], groups[2]));
  if ((first & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return 'never'; // link-local
  if ((first & 0xff00) === 0xff00) return 'never'; // multicast
  if (first === 0x2001 && groups[1] === 0x0db8) return 'never'; // documentation
  if (first === 0x2001 && groups[1] === 0) return 'never'; // Teredo tunnels an address that cannot be checked
  if (allZero(0, 6)) return 'never'; // the old IPv4-compatible form ::a.b.c.d
  return 'public';
}

/** The class of an IP address as text (IPv4 or IPv6, brackets allowed); null when it is no address. */
export function addressClass(address: string): AddressClass | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const v4 = parseV4(bare);
  if (v4) return classifyV4(v4);
  const v6 = bare.includes(':') ? parseV6(bare) : null;
  return v6 ? classifyV6(v6) : null;
}

/** Whether a webhook may connect to this address; anything unreadable is refused. */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  const cls = addressClass(address);
  return cls === 'public' || (cls === 'private' && allowPrivate);
}

export const WEBHOOK_TARGET_REFUSED = 'Ziel nicht erlaubt: Webhooks gehen nur über https:// an öffentliche Adressen.';

/**
 * What is wrong with a webhook address as it is written, before any name is looked up: null when it may
 * be tried. A host name is checked again on the address it resolves to, when the call is made.
 */
export function webhookUrlProblem(text: string, allowPrivate: boolean, extraPorts: readonly number[] = []): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Bitte eine vollständige URL (https://…) eingeben.';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'Die Webhook-URL muss mit https:// beginnen.';
  // The URL parser writes every IPv4 form (0x7f.1, 2130706433) as dotted decimal and IPv6 in brackets.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const literal = addressClass(host);
  const local = host === 'localhost' || host.endsWith('.localhost');
  if ((literal !== null || local) && !(local ? allowPrivate : addressAllowed(host, allowPrivate))) return WEBHOOK_TARGET_REFUSED;
  return webhookPartsProblem(url, extraPorts);
}

/**
 * Issue 52: the receiver authenticates the signature, not a password in the address (which every log and
 * proxy would see); and only the web's ports and those the school names (WEBHOOK_PORTS), so a typed address
 * cannot knock on a database or mail server. The parser leaves `port` empty for the scheme's own port.
 */
function webhookPartsProblem(url: URL, extraPorts: readonly number[]): string | null {
  if (url.username || url.password) return 'Die Webhook-URL darf keinen Benutzernamen und kein Passwort enthalten; der Empfänger prüft die Signatur.';
  const port = url.port ? Number(url.port) : null;
  if (port === null || port === 443 || port === 80 || extraPorts.includes(port)) return null;
  const allowed = ['443', '80', ...extraPorts.map(String)].join(', ');
  return `Die Webhook-URL darf nur diese Ports nutzen: ${allowed} (weitere über WEBHOOK_PORTS).`;
}
