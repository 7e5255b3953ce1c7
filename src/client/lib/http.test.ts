import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, http, NETWORK_ERROR_MESSAGE, OFFLINE_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('http client', () => {
  it('sends cookies and JSON, and returns the body', async () => {
    const fetchMock = stubFetch(async () => Response.json({ data: { ok: true } }));
    await expect(http.post('/api/x', { a: 1 })).resolves.toEqual({ data: { ok: true } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns an error body into an HttpError with its Korean message and code', async () => {
    stubFetch(async () =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: '입력한 내용을 다시 확인해 주세요.',
            fields: { email: '이메일을 입력해주세요.' },
          },
        },
        { status: 400 },
      ),
    );
    const error = await http.get('/api/x').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'status',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { email: '이메일을 입력해주세요.' },
    });
  });

  it("keeps the rest of the body's error as details, for routes that document more (a 404's nearest jobs)", async () => {
    const nearest = [{ id: 'job-1', name: '게임 기획자' }];
    stubFetch(async () =>
      Response.json({ error: { code: 'NOT_FOUND', message: '없어요.', nearest } }, { status: 404 }),
    );
    const error = await http.get('/api/x').catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: '없어요.', details: { nearest } });
    stubFetch(async () => Response.json({ error: { code: 'NOT_FOUND', message: '없어요.' } }, { status: 404 }));
    expect(await http.get('/api/x').catch((err: unknown) => err)).toHaveProperty('details', undefined);
  });

  it('explains a bad status without a body in Korean', async () => {
    stubFetch(async () => new Response('oops', { status: 502 }));
    const error = await http.get('/api/x').catch((err: unknown) => err);
    expect(error).toMatchObject({ kind: 'status', status: 502 });
    expect((error as Error).message).toContain('502');
  });

  it('reports a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.get('/api/x')).rejects.toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('says to try again once online when the browser knows it is offline', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(http.post('/api/x', { a: 1 })).rejects.toMatchObject({
        kind: 'network',
        message: OFFLINE_ERROR_MESSAGE,
      });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('gives up after 10 seconds with a time-out error', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/api/slow').catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
  });

  it('returns nothing for 204', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    await expect(http.delete('/api/x')).resolves.toBeUndefined();
  });
});
