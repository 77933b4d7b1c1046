import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const paypal = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const maps = ['https://www.openstreetmap.org', 'https://*.openstreetmap.org'];

/** Helmet with a CSP that admits the PayPal SDK and the consented map embed, and nothing else from outside. */
export async function registerSecurityHeaders(app: FastifyInstance, tls: boolean): Promise<void> {
  await app.register(helmet, {
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
}
