import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressAllowed, WEBHOOK_TARGET_REFUSED, webhookUrlProblem } from '../../shared/domain/webhook-target.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution for webhook targets; tests hand in their own (a name that resolves to loopback). */
export type WebhookLookup = (hostname: string) => Promise<ResolvedAddress[]>;

const systemLookup: WebhookLookup = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

class TargetRefused extends Error {}

/**
 * The socket's own lookup, so the address checked is the address connected to: a name that answers a
 * public address to a first question and 127.0.0.1 to the next (DNS rebinding) is refused on the second.
 * A name with any address that is not allowed is refused as a whole.
 */
function guardedLookup(lookup: WebhookLookup, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((entry) => family === 0 || entry.family === family);
        if (!usable.length || !addresses.every((entry) => addressAllowed(entry.address, allowPrivate))) {
          callback(new TargetRefused(WEBHOOK_TARGET_REFUSED), '', 0);
        } else if (options.all) {
          (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, usable);
        } else {
          callback(null, usable[0].address, usable[0].family);
        }
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

export interface PostResult {
  /** The receiver's status; null when it was not reached. */
  status: number | null;
  /** A German reason for staff; never the raw error of a refused or unreachable target. */
  error: string | null;
}

export interface PostOptions {
  allowPrivate: boolean;
  /** Ports besides 443 and 80 (WEBHOOK_PORTS). */
  ports?: readonly number[];
  timeoutMs: number;
  lookup?: WebhookLookup;
}

/**
 * One POST to the webhook receiver (issue 38): only to an allowed target, checked as written and again on
 * the resolved address; redirects are not followed (a 3xx is a failed delivery).
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<PostResult> {
  const problem = webhookUrlProblem(url, options.allowPrivate, options.ports);
  if (problem) return Promise.resolve({ status: null, error: problem });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.lookup ?? systemLookup, options.allowPrivate),
        agent: false,
        timeout: options.timeoutMs,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? { status, error: null } : { status, error: `Antwort ${status}` });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      if (error instanceof TargetRefused) resolve({ status: null, error: WEBHOOK_TARGET_REFUSED });
      else if (error.message === 'timeout') resolve({ status: null, error: 'Zeitüberschreitung' });
      else if ((error as NodeJS.ErrnoException).code === 'ENOTFOUND') resolve({ status: null, error: 'Der Name des Empfängers ist unbekannt.' });
      else resolve({ status: null, error: 'Keine Verbindung zum Empfänger.' });
    });
    request.end(body);
  });
}

/**
 * The save-time check of a webhook address (configuration): as written, and the addresses its name
 * resolves to now. A name that does not resolve yet is let through; the call checks it again anyway.
 */
export async function webhookTargetProblem(
  url: string,
  allowPrivate: boolean,
  lookup: WebhookLookup = systemLookup,
  ports: readonly number[] = [],
): Promise<string | null> {
  const problem = webhookUrlProblem(url, allowPrivate, ports);
  if (problem) return problem;
  const host = new URL(url).hostname;
  if (addressAllowed(host.replace(/^\[(.*)\]$/, '$1'), allowPrivate)) return null;
  let addresses: ResolvedAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    return null;
  }
  return addresses.every((entry) => addressAllowed(entry.address, allowPrivate)) ? null : WEBHOOK_TARGET_REFUSED;
}
