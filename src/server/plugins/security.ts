import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOST_REQUIRED = '요청에 Host 헤더가 있어야 해요.';

/**
 * Security headers (a strict Content-Security-Policy with no inline script, HSTS on https)
 * and the refusal of state-changing requests that a browser sends from another origin.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(config));
  const apiHeaders = apiHeadersOf(headers);
  // One synchronous hook: it runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApi(request.url) ? apiHeaders : headers);
    // HTTP/1.1 requires Host (RFC 9112 §3.2), as Node checks by default; HTTP/1.0 (old health
    // checkers) may leave it out.
    if (!request.headers.host && request.raw.httpVersion !== '1.0') {
      done(new AppError('VALIDATION_ERROR', { fields: { host: HOST_REQUIRED } }));
      return;
    }
    if (STATE_CHANGING.has(request.method) && isCrossOrigin(request, config.publicOrigin)) {
      done(new AppError('FORBIDDEN_ORIGIN'));
      return;
    }
    done();
  });
}

/** `/api/*` answers JSON, except the readable OpenAPI index at `/api/docs`. */
function isJsonApi(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * What a JSON answer needs of the page headers (OWASP REST Security Cheat Sheet): a policy that
 * lets it load and frame nothing, `nosniff`, the referrer policy, same-origin resource policy and
 * HSTS on https. The page-only headers (the page CSP, DNS prefetch, download options …) would
 * only be bytes on every API answer, about half the size of a small one such as the auth check.
 */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ];
  const headers: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  for (const name of kept) {
    const value = pageHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        // Style attributes (a bar's width) come in the server-rendered HTML; they cannot run code.
        // `<style>` elements stay allowed only by their hashes (plugins/web/page-html.ts).
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        ...(config.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Helmet's default would stop Google's and Naver's pop-up-free redirects from working.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * The headers Helmet sets, worked out once at start-up: @fastify/helmet rebuilds Helmet (and
 * parses the whole CSP) on every request, a large share of a small API answer's time
 * (docs/performance.md). The headers do not depend on the request, so one probe request to an
 * instance with Helmet, compared with one without, gives them.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const instance = Fastify({ logger: false });
    if (withHelmet) await instance.register(helmet, options);
    instance.get('/', async () => 'probe');
    const res = await instance.inject({ method: 'GET', url: '/' });
    await instance.close();
    return res.headers;
  };
  const [plain, secured] = await Promise.all([probe(false), probe(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (name in plain || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * A browser always sends `Origin` on a state-changing fetch, and `Sec-Fetch-Site` on modern
 * ones; clients that send neither (curl, server-to-server) are not browsers and carry no
 * ambient cookie risk. The request's own host counts as same-origin too, but only with
 * PUBLIC_ORIGIN's scheme: with an https product, `http://<host>` is a page an attacker on the
 * network could serve, not the product.
 */
function isCrossOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === publicOrigin) return false;
    const scheme = publicOrigin.slice(0, publicOrigin.indexOf('://'));
    return origin !== `${scheme}://${request.host}`;
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
