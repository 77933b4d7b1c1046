import net from 'node:net';
import path from 'node:path';

/** Everything the server reads from its environment, parsed and checked once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where backups are written (BACKUP_DIR, default DATA_DIR/backups). Outside the database on purpose: a backup
   * inside the database it backs up dies with it. Point it at another disk or a network share.
   */
  backupDir: string;
  /** The built client to serve; defaults to dist/client of this checkout. */
  clientDir?: string;
  /** PostgreSQL connection string; when unset the server starts its embedded PostgreSQL in `dataDir`. */
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminPassword?: string;
  demoMode: boolean;
  production: boolean;
  tls?: { certFile: string; keyFile: string };
  /**
   * Which senders may state the client address in X-Forwarded-For (Fastify's trustProxy): nobody by default,
   * the listed proxy addresses/networks, or everyone (`true`).
   */
  trustProxy: boolean | string[];
  paypal: {
    clientId?: string;
    clientSecret?: string;
    sandbox: boolean;
    webhookId?: string;
    /** Overrides PayPal's REST address (a stub in tests); normally derived from sandbox/live. */
    apiBase?: string;
    /** How long one call to the payment provider may take before it counts as failed. */
    timeoutMs: number;
  };
  /**
   * Most tickets one client address may hold in open, unpaid orders at a time; 0 switches the limit
   * off (load tests from one address). Generous, since a whole school may share one NAT address.
   */
  holdLimitPerAddress: number;
  /**
   * HOLD_BATCH_SIZE (issue 55): most public holds of one performance decided in one transaction, one commit;
   * 0 gives every hold its own. 50 stays below the 64 subtransactions PostgreSQL keeps per transaction in
   * shared memory (each member is one), past which every other session's snapshots get slower.
   */
  holdBatchSize: number;
  /**
   * MAIL_YIELD_MAX_MS: how long the mail worker lets buyers' requests go first before it sends anyway
   * (mail-worker.ts). 5 s by default; a shop that is busy all evening may want its mails sooner.
   */
  mailYieldMaxMs: number;
  /**
   * WAITING_LIST_JOINS_PER_ADDRESS and WAITING_LIST_JOINS_PER_NETWORK (issue 52): sign-ups to the waiting
   * list one client address (an IPv6 /64) and one network (an IPv4 /24, an IPv6 /48) may send per hour;
   * each sends a mail to the address it names. 0 switches a limit off.
   */
  waitingListJoins: { perAddress: number; perNetwork: number };
  /**
   * WEBHOOK_ALLOW_PRIVATE (issue 38): outgoing webhooks go only over https:// to public addresses unless
   * this is set for a receiver in the school's own network (private ranges, loopback; http:// too).
   */
  webhookAllowPrivate: boolean;
  /**
   * WEBHOOK_PORTS (issue 52): ports a webhook receiver may use besides 443 and 80, named by the school
   * (e.g. 8443); any other port is refused, so a typed address cannot reach a service on an odd port.
   */
  webhookPorts: number[];
  /** argon2id cost; lowered only by tests. */
  argon2: { memoryCost: number; timeCost: number };
}

export class ConfigError extends Error {}

/**
 * Tickets one address may hold unpaid at once: far more than any household buys (a category allows 10
 * per order), so parents ordering from one school's Wi-Fi during the rush still get through, yet far
 * below a hall, so one client cannot hold a whole performance with new e-mail addresses.
 */
export const DEFAULT_HOLD_LIMIT_PER_ADDRESS = 200;
export const DEFAULT_MAIL_YIELD_MAX_MS = 5_000;

/**
 * Waiting-list sign-ups per hour: a family signs up for a show or two, a school's shared Wi-Fi a few dozen;
 * one address putting 60 strangers on a list in 2 s (issue 52) meets the limit after the tenth.
 */
export const DEFAULT_WAITING_LIST_JOINS = { perAddress: 10, perNetwork: 30 };

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} muss eine ganze Zahl von ${min} bis ${max} sein (gelesen: "${raw}").`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error();
    return raw;
  } catch {
    throw new ConfigError(`${name} ist keine gültige URL (${protocols.join(', ')}).`);
  }
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} muss true oder false sein (gelesen: "${raw}").`);
}

/** proxy-addr's names for address ranges, accepted by Fastify beside addresses and CIDR networks. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return (/^\d+$/.test(prefix) && Number(prefix) <= bits) || (family === 4 && net.isIPv4(prefix));
}

function webhookPorts(env: NodeJS.ProcessEnv): number[] {
  const raw = env.WEBHOOK_PORTS?.trim();
  if (!raw) return [];
  const entries = raw.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !/^\d{1,5}$/.test(entry) || Number(entry) < 1 || Number(entry) > 65535);
  if (invalid !== undefined) throw new ConfigError(`WEBHOOK_PORTS muss eine Liste von Ports sein, z. B. 8443,9443 (ungültig: "${invalid}").`);
  return entries.map(Number);
}

function trustProxy(env: NodeJS.ProcessEnv): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  if (['false', 'no', 'off', '0'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) {
    // Fastify 5 ignores hop counts: the hop next to the server would be trusted whoever it is.
    throw new ConfigError(
      `TRUST_PROXY nimmt keine Anzahl von Proxys an (gelesen: "${raw}"); bitte die Adresse des Proxys angeben, z. B. TRUST_PROXY=127.0.0.1.`,
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined) {
    throw new ConfigError(`TRUST_PROXY muss true, false oder eine Liste von Proxy-Adressen/Netzen sein, z. B. 127.0.0.1,10.0.0.0/8 (ungültig: "${invalid}").`);
  }
  return entries;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const certFile = env.TLS_CERT;
  const keyFile = env.TLS_KEY;
  if (Boolean(certFile) !== Boolean(keyFile)) {
    throw new ConfigError('TLS_CERT und TLS_KEY müssen zusammen gesetzt werden.');
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD muss mindestens 8 Zeichen lang sein.');
  }
  const scheme = certFile ? 'https' : 'http';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `${scheme}://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Musical-Tickets <tickets@localhost>',
    adminPassword,
    demoMode: flag(env, 'DEMO_MODE', !production),
    production,
    tls: certFile && keyFile ? { certFile, keyFile } : undefined,
    trustProxy: trustProxy(env),
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID || undefined,
      clientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
      sandbox: flag(env, 'PAYPAL_SANDBOX', true),
      webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
      apiBase: url(env, 'PAYPAL_API_BASE', ['http:', 'https:'])?.replace(/\/$/, ''),
      timeoutMs: integer(env, 'PAYPAL_TIMEOUT_MS', 15_000, 100, 120_000),
    },
    holdLimitPerAddress: integer(env, 'HOLD_LIMIT_PER_ADDRESS', DEFAULT_HOLD_LIMIT_PER_ADDRESS, 0, 1_000_000),
    holdBatchSize: integer(env, 'HOLD_BATCH_SIZE', 50, 0, 64),
    mailYieldMaxMs: integer(env, 'MAIL_YIELD_MAX_MS', DEFAULT_MAIL_YIELD_MAX_MS, 0, 60_000),
    waitingListJoins: {
      perAddress: integer(env, 'WAITING_LIST_JOINS_PER_ADDRESS', DEFAULT_WAITING_LIST_JOINS.perAddress, 0, 1_000_000),
      perNetwork: integer(env, 'WAITING_LIST_JOINS_PER_NETWORK', DEFAULT_WAITING_LIST_JOINS.perNetwork, 0, 1_000_000),
    },
    webhookAllowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    webhookPorts: webhookPorts(env),
    argon2: { memoryCost: 19456, timeCost: 2 },
  };
}
