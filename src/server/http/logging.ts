import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets; their values are cut out of every logged URL. */
const SECRET_PARAM = /^(?:session_token|token|auth|password|secret)$/i;

/** A ticket link (/tickets/<token>) carries its secret in the path: everything after /tickets/ up to the query goes (issue 29). */
const SECRET_PATH = /^(\/+tickets\/+)[^?#]+/i;

/** A name or path as the server reads it: '%65' is 'e' (issue 38: '?tok%65n=' was logged in full). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals >= 0 && SECRET_PARAM.test(decoded(pair.slice(0, equals)).trim()) ? `${pair.slice(0, equals)}=[redacted]` : pair;
    })
    .join('&');
}

export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash >= 0 ? url.slice(0, hash) : url;
  const question = withoutHash.indexOf('?');
  const path = question >= 0 ? withoutHash.slice(0, question) : withoutHash;
  const query = question >= 0 ? withoutHash.slice(question + 1) : null;
  // The path is matched as decoded ('/tick%65ts/…' is a ticket link too) and, if it is one, cut after /tickets/.
  const ticketPath = SECRET_PATH.exec(decoded(path));
  const safePath = ticketPath ? `${ticketPath[1]}[redacted]` : path;
  return query === null ? safePath : `${safePath}?${redactQuery(query)}`;
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
