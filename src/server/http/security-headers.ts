import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const paypal = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const maps = ['https://www.openstreetmap.org', 'https://*.openstreetmap.org'];

/** Helmet's own value: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet with a CSP that admits the PayPal SDK and the consented map embed, and nothing else from outside.
 * Built once: @fastify/helmet built helmet's middleware, CSP parsing included, again for every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, tls: boolean): Promise<void> {
  const setHeaders = helmet({
    // Set below per request: behind a TLS proxy the server itself speaks plain HTTP (issue 52).
    hsts: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypal, ...maps],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...paypal],
        frameSrc: ["'self'", ...paypal, ...maps],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol believes X-Forwarded-Proto only from a TRUST_PROXY sender, so no one else can switch it on.
    if (tls || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
