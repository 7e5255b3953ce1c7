import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiConfig } from '../../config';
import { createTestApp, loginAs, SAME_ORIGIN, type TestApp } from '../../test/test-app';
import { getJobCatalog } from '../jobs/jobs.service';
import { getRoadmapTemplates } from '../roadmaps/roadmaps.service';
import { phraseWhys } from './ai-phrasing';
import { getMissionMarket } from './mission-market';
import { getDailyMissions } from './missions.service';

/**
 * A tiny fake of an OpenAI-compatible `/chat/completions` endpoint, so the AI path runs for real
 * (HTTP, JSON, time limit) without the internet. `mode` says how it answers the next requests.
 */
type Mode = 'ok' | 'error-500' | 'slow' | 'not-json' | 'wrong-count' | 'one-unusable';
let mode: Mode = 'ok';
const received: Array<{ url: string; authorization: string | undefined; body: string }> = [];
let server: Server;
let ai: AiConfig;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

function completion(content: string) {
  return JSON.stringify({
    id: 'fake',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
    const count = (JSON.parse(body).messages[1].content.match(/^\d+\. /gm) ?? []).length;
    const reasons = Array.from(
      { length: count },
      (_, i) => `오늘은 이 미션으로 한 걸음 더 가까워질 수 있어요 (${i + 1})`,
    );
    response.setHeader('content-type', 'application/json');
    switch (mode) {
      case 'error-500':
        response.statusCode = 500;
        response.end('{"error":"boom"}');
        return;
      case 'slow':
        setTimeout(() => response.end(completion(JSON.stringify({ reasons }))), 5_000);
        return;
      case 'not-json':
        response.end(completion('미안해요, 지금은 답할 수 없어요.'));
        return;
      case 'wrong-count':
        response.end(completion(JSON.stringify({ reasons: reasons.slice(1) })));
        return;
      case 'one-unusable':
        response.end(completion(JSON.stringify({ reasons: ['x', ...reasons.slice(1)] })));
        return;
      default:
        // Models often wrap JSON in a code fence; the parser takes the object inside.
        response.end(completion(`\`\`\`json\n${JSON.stringify({ reasons })}\n\`\`\``));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ai = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`,
    apiKey: 'test-key',
    model: 'fake-model',
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

const items = [
  { missionTitle: '고용24에서 관심 직업 하나 요약하기', why: '흥미 유형 I(탐구형)과 잘 맞아요' },
  { missionTitle: '10분 산책하기', why: '10분이면 해 볼 수 있는 가벼운 습관·웰빙 미션이에요' },
];
const builtIn = items.map((item) => item.why);

describe('phraseWhys', () => {
  it('uses the endpoint’s sentences, calling /chat/completions with the model and the key', async () => {
    const phrased = await phraseWhys(ai, '흥미 유형: I·R', items);
    expect(phrased).toEqual([
      '오늘은 이 미션으로 한 걸음 더 가까워질 수 있어요 (1)',
      '오늘은 이 미션으로 한 걸음 더 가까워질 수 있어요 (2)',
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/v1/chat/completions');
    expect(received[0]?.authorization).toBe('Bearer test-key');
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ model: 'fake-model' });
  });

  it('falls back to the built-in sentences on a 500', async () => {
    mode = 'error-500';
    const warnings: unknown[] = [];
    const phrased = await phraseWhys(ai, '요약', items, { log: { warn: (...args: unknown[]) => warnings.push(args) } });
    expect(phrased).toEqual(builtIn);
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the endpoint does not answer in time, without waiting for it', async () => {
    mode = 'slow';
    // The endpoint answers after 5 s with a usable list: had the 200 ms bound not held, the phrased
    // sentences would come back instead of the built-in ones (no wall-clock assertion needed).
    expect(await phraseWhys({ ...ai, timeoutMs: 200 }, '요약', items)).toEqual(builtIn);
  });

  it('falls back on an answer that is not the list asked for', async () => {
    mode = 'not-json';
    expect(await phraseWhys(ai, '요약', items)).toEqual(builtIn);
    mode = 'wrong-count';
    expect(await phraseWhys(ai, '요약', items)).toEqual(builtIn);
  });

  it('keeps the built-in sentence for an unusable one only', async () => {
    mode = 'one-unusable';
    const phrased = await phraseWhys(ai, '요약', items);
    expect(phrased[0]).toBe(builtIn[0]);
    expect(phrased[1]).toBe('오늘은 이 미션으로 한 걸음 더 가까워질 수 있어요 (2)');
  });

  it('calls nothing without a configuration, or with nothing to phrase', async () => {
    expect(await phraseWhys(undefined, '요약', items)).toEqual(builtIn);
    expect(await phraseWhys(ai, '요약', [])).toEqual([]);
    expect(received).toHaveLength(0);
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const unreachable = { ...ai, baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 500 };
    expect(await phraseWhys(unreachable, '요약', items)).toEqual(builtIn);
  });
});

describe("today's missions with AI phrasing configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A time limit no busy machine reaches: whether the phrased or the built-in sentences come back
    // depends on how the endpoint answers, never on how fast the test runs (it once fell back under
    // load at the app's 3 s).
    t = await createTestApp({ ai: { ...ai, timeoutMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function personWithRoadmap() {
    const person = await loginAs(t, `ai-${Date.now()}-${Math.random()}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-roadmap',
      headers: { ...SAME_ORIGIN, cookie: person.cookie },
      payload: { jobName: '데이터 분석가' },
    });
    expect(res.statusCode).toBe(201);
    return person;
  }

  it('answers the phrased sentences, having sent no e-mail and no id', async () => {
    const { userId, email, cookie } = await personWithRoadmap();
    const res = await t.app.inject({ method: 'GET', url: '/api/missions/daily', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    for (const item of res.json().data) expect(item.why).toMatch(/^오늘은 이 미션으로 한 걸음 더 가까워질 수 있어요/);
    expect(received).toHaveLength(1);
    const sent = received[0]?.body ?? '';
    expect(sent).toContain('데이터 분석가');
    expect(sent).not.toContain(email);
    expect(sent).not.toContain(userId);
    // Chosen once a day: a second call asks the endpoint nothing.
    await t.app.inject({ method: 'GET', url: '/api/missions/daily', headers: { cookie } });
    expect(received).toHaveLength(1);
  });

  it('answers the built-in sentences when the endpoint fails with 500', async () => {
    mode = 'error-500';
    const { cookie } = await personWithRoadmap();
    const res = await t.app.inject({ method: 'GET', url: '/api/missions/daily', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].why).toMatch(/^로드맵 ‘데이터 분석가’의 다음 마일스톤/);
  });

  it('answers the built-in sentences when the endpoint times out', async () => {
    mode = 'slow';
    const { userId } = await personWithRoadmap();
    const market = getMissionMarket();
    const answer = await getDailyMissions(
      t.database.db,
      {
        roadmapContent: { market, templates: getRoadmapTemplates(market), catalog: getJobCatalog() },
        ai: { ...ai, timeoutMs: 200 },
      },
      userId,
      new Date(),
    );
    expect(answer.data[0]?.why).toMatch(/^로드맵 ‘데이터 분석가’의 다음 마일스톤/);
  });
});
