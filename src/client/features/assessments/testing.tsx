import { act } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { vi } from 'vitest';
import interest from '../../../../content/assessments/interest.json';
import jpref from '../../../../content/assessments/jpref.json';
import kskill from '../../../../content/assessments/kskill.json';
import strength from '../../../../content/assessments/strength.json';
import submitted from '../../../../content/assessments/submitted.json';
import traitPhys from '../../../../content/assessments/trt-phys-cond.json';
import value from '../../../../content/assessments/value.json';
import type { BankByStep, Step } from '../../../shared/contracts/assessments';
import { renderWithApp } from '../../test/render';

/**
 * For tests only: the item banks as the server serves them (the content files plus their
 * submitted screen), and a stand-in for the API on `fetch` that records every call.
 */
const FILES = { value, strength, interest, 'trt-phys-cond': traitPhys, kskill, jpref } as const;

export function bankOf<S extends Step>(step: S): BankByStep[S] {
  return { ...FILES[step], submitted: submitted[step] } as unknown as BankByStep[S];
}

interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | ((call: RecordedCall) => { status: number; body?: unknown });

/**
 * Answers `fetch` from `routes` (`'GET /api/value/items'`…); anything else is a 404. Item banks
 * are served by default.
 */
export function fakeApi(routes: Record<string, Reply> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const itemsStep = /^GET \/api\/([a-z-]+)\/items$/.exec(key)?.[1] as Step | undefined;
    const route = routes[key];
    const reply =
      route === undefined
        ? itemsStep && itemsStep in FILES
          ? { status: 200, body: { data: bankOf(itemsStep) } }
          : { status: 404, body: { error: { code: 'NOT_FOUND', message: '찾을 수 없어요.' } } }
        : typeof route === 'function'
          ? route(call)
          : route;
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/**
 * Renders a page that suspends on its data (React's `use`) and waits until it is in: React only
 * retries a suspended render inside an awaited `act`.
 */
export async function renderLoaded(ui: ReactNode, options: { path?: string } = {}) {
  let result: ReturnType<typeof renderWithApp> | undefined;
  await act(async () => {
    result = renderWithApp(<Suspense fallback={<p>불러오는 중</p>}>{ui}</Suspense>, options);
  });
  if (!result) throw new Error('render did not run');
  return result;
}
