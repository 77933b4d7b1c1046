import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const paypal = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const maps = ['https://www.openstreetmap.org', 'https://*.openstreetmap.org'];

/**
 * Helmet with a CSP that admits the PayPal SDK and the consented map embed, and nothing else from outside.
 * Built once: @fastify/helmet built helmet's middleware, CSP parsing included, again for every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, tls: boolean): Promise<void> {
  const setHeaders = helmet({
    hsts: tls,
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
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
