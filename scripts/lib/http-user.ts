import http from 'node:http';

/**
 * One person's browser, reduced to what the API sees: a cookie jar, the `Origin` header a
 * same-origin page sends on writes, and JSON in and out. Built on `node:http` with a keep-alive
 * agent so that a load run measures the server, not the client.
 */
export interface HttpAnswer {
  status: number;
  /** The parsed JSON body, or `null` (204, empty or not JSON). */
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field by tests and journeys
  body: any;
  headers: http.IncomingHttpHeaders;
}

export class HttpUser {
  private readonly cookies = new Map<string, string>();

  constructor(
    /** Where the requests go, e.g. `http://127.0.0.1:3000`. */
    readonly baseUrl: string,
    /** The product's public origin, sent as `Origin` on writes. */
    readonly origin: string,
    private readonly agent: http.Agent = new http.Agent({ keepAlive: true }),
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  /** The cookie header this browser would send, e.g. `sid=…`. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes the cookies of another browser (the same person on another instance). */
  copyCookiesFrom(other: HttpUser): void {
    for (const [name, value] of other.cookies) this.cookies.set(name, value);
  }

  get(path: string, timeoutMs?: number): Promise<HttpAnswer> {
    return this.request('GET', path, undefined, timeoutMs);
  }

  post(path: string, body?: unknown, timeoutMs?: number): Promise<HttpAnswer> {
    return this.request('POST', path, body, timeoutMs);
  }

  put(path: string, body?: unknown, timeoutMs?: number): Promise<HttpAnswer> {
    return this.request('PUT', path, body, timeoutMs);
  }

  request(method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = { accept: 'application/json', ...this.extraHeaders };
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.origin;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    const cookie = this.cookieHeader;
    if (cookie) headers.cookie = cookie;
    return new Promise((resolve, reject) => {
      const req = http.request(new URL(path, this.baseUrl), { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          this.keepCookies(res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          if (text && String(res.headers['content-type'] ?? '').includes('json')) {
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = null;
            }
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${path}: no answer in ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((s) => s.trim().toLowerCase());
        return (key === 'max-age' && Number(val) <= 0) || (key === 'expires' && Date.parse(val) <= Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
