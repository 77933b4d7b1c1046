import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets; they are cut out of every logged URL. */
const SECRET_PARAMS = /([?&](?:session_token|token|auth|password)=)[^&]*/gi;

/** A ticket link (/tickets/<token>) carries its secret in the path: everything after /tickets/ up to the query goes (issue 29). */
const SECRET_PATH = /^(\/+tickets\/+)[^?#]+/i;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Request logs name the method, path and status, never headers or bodies: passwords, password hashes
 * and session tokens do not reach the logs.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    redact: { paths: ['req.headers.authorization', 'headers.authorization', '*.password', '*.auth'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  } as FastifyServerOptions['logger'];
}
