import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { type HttpAnswer, HttpUser } from '../../scripts/lib/http-user';

/**
 * What one simulated person does against the server, as the web app would call the API:
 * looks around the job browser as a visitor, signs up (and logs out and in again, mistyping
 * the password once), takes the three card-sort steps (saving drafts, then submitting), reads
 * the recommendations, puts the best job on the dream list, makes a roadmap for it and
 * completes missions; then comes back a few times (searches, recommendations, one more
 * mission, today's missions) before leaving and making room for a new person.
 */

/** Every call's outcome, as the load run counts it. */
export interface CallRecord {
  label: string;
  ms: number;
  /** Not what the journey expected: a network error, an unexpected status or answer. */
  failure?: string;
}

export interface JourneyContext {
  baseUrl: string;
  origin: string;
  agent: http.Agent;
  /** Resolves after a random think time; the journey stops at its next call once `stopped()`. */
  think(): Promise<void>;
  stopped(): boolean;
  record(call: CallRecord): void;
  /** Unique per run, so that runs against a kept database never collide. */
  runId: string;
}

const SEARCHES = ['개발', 'ㄱㅂㅈ', '간호', '디자인', '교사', '데이터', '상담', '요리', '엔지니어', '환자를'];
const CARD_STEPS = ['value', 'strength', 'interest'] as const;
const PASSWORD = 'LoadTest2026!';
/** Return visits before a person leaves (and a new one arrives in their place). */
const RETURN_VISITS = 3;

class JourneyFailed extends Error {}
class Stopped extends Error {}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new JourneyFailed('nothing to pick from');
  return item;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** One person's browser with timing and checking around every call. */
class Session {
  readonly user: HttpUser;
  constructor(private readonly ctx: JourneyContext) {
    this.user = new HttpUser(ctx.baseUrl, ctx.origin, ctx.agent);
  }

  /**
   * Thinks, then makes one call; records it; throws (ending this person's journey) when the answer
   * is not the expected status, or when `check` says the body is wrong.
   */
  async call(
    label: string,
    method: string,
    path: string,
    options: { body?: unknown; expect?: number; check?: (answer: HttpAnswer) => string | undefined } = {},
  ): Promise<HttpAnswer> {
    await this.ctx.think();
    if (this.ctx.stopped()) throw new Stopped();
    const started = performance.now();
    let answer: HttpAnswer;
    try {
      answer = await this.user.request(method, path, options.body);
    } catch (err) {
      const failure = `network error: ${err instanceof Error ? err.message : String(err)}`;
      this.ctx.record({ label, ms: performance.now() - started, failure });
      throw new JourneyFailed(failure);
    }
    const ms = performance.now() - started;
    const expected = options.expect ?? 200;
    let failure: string | undefined;
    if (answer.status !== expected) {
      failure = `${answer.status} (expected ${expected}) ${JSON.stringify(answer.body).slice(0, 200)}`;
    } else {
      failure = options.check?.(answer);
    }
    this.ctx.record(failure ? { label, ms, failure } : { label, ms });
    if (failure) throw new JourneyFailed(failure);
    return answer;
  }
}

interface JobSummary {
  name: string;
}

async function browse(s: Session): Promise<void> {
  const found = await s.call('GET /api/jobs?q=', 'GET', `/api/jobs?q=${encodeURIComponent(pick(SEARCHES))}&limit=20`);
  const industries = await s.call('GET /api/jobs/industries', 'GET', '/api/jobs/industries');
  const industry = pick(industries.body.data as Array<{ id: string }>).id;
  const byIndustry = await s.call('GET /api/jobs?industry=', 'GET', `/api/jobs?industry=${industry}`, {
    check: (a) => (a.body.data.length > 0 ? undefined : `no jobs in industry ${industry}`),
  });
  const jobs = [...(found.body.data as JobSummary[]), ...(byIndustry.body.data as JobSummary[])];
  await s.call('GET /api/jobs/:name', 'GET', `/api/jobs/${encodeURIComponent(pick(jobs).name)}`);
}

async function signUp(s: Session, email: string): Promise<void> {
  await s.call('POST /api/auth/register', 'POST', '/api/auth/register', {
    body: { email, password: PASSWORD },
    expect: 201,
  });
  await s.call('POST /api/auth/logout', 'POST', '/api/auth/logout', { expect: 204 });
  await s.call('POST /api/auth/login (wrong password → 401)', 'POST', '/api/auth/login', {
    body: { email, password: `${PASSWORD}0` },
    expect: 401,
  });
  await s.call('POST /api/auth/login', 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
}

async function takeCardSteps(s: Session): Promise<void> {
  for (const step of CARD_STEPS) {
    const bank = (await s.call('GET /api/:step/items', 'GET', `/api/${step}/items`)).body.data as {
      cards: Array<{ id: string }>;
      select: { min: number; max: number };
      priority: { min: number };
    };
    await s.call('PUT /api/:step (draft)', 'PUT', `/api/${step}`, {
      body: { comeup: ['성장하는 느낌', '사람을 돕기'] },
    });
    const count = bank.select.min + Math.floor(Math.random() * Math.min(4, bank.select.max - bank.select.min + 1));
    const selected = shuffled(bank.cards.map((c) => c.id)).slice(0, count);
    const priority = selected.slice(0, bank.priority.min);
    await s.call('PUT /api/:step (draft)', 'PUT', `/api/${step}`, { body: { selected, priority } });
    await s.call('POST /api/:step/submit', 'POST', `/api/${step}/submit`, {
      body: {},
      check: (a) => (a.body.data.isComplete === true ? undefined : 'not complete after submit'),
    });
  }
}

async function recommendations(s: Session): Promise<string[]> {
  const answer = await s.call('GET /api/job-rec', 'GET', '/api/job-rec', {
    check: (a) => (a.body.data.length > 0 ? undefined : 'no recommendations after three steps'),
  });
  return (answer.body.data as Array<{ job: JobSummary }>).map((r) => r.job.name);
}

interface Roadmap {
  id: string;
  missionIds: string[];
}

async function makeRoadmap(s: Session, jobName: string): Promise<Roadmap> {
  const created = await s.call('POST /api/user-roadmap', 'POST', '/api/user-roadmap', {
    body: { jobName },
    expect: 201,
  });
  const id = created.body.data._id as string;
  const full = await s.call('GET /api/user-roadmap/:id', 'GET', `/api/user-roadmap/${id}`);
  const milestones = full.body.data.milestones as Array<{ missions: Array<{ id: string }> }>;
  return { id, missionIds: milestones.flatMap((m) => m.missions.map((mission) => mission.id)) };
}

async function completeNext(s: Session, roadmap: Roadmap): Promise<void> {
  const missionId = roadmap.missionIds.shift();
  if (!missionId) return;
  await s.call(
    'POST /api/user-roadmap/:id/missions/:id/complete',
    'POST',
    `/api/user-roadmap/${roadmap.id}/missions/${missionId}/complete`,
    {
      body: { reflection: '해 보니 생각보다 재미있었어요.' },
      check: (a) =>
        a.body.data.isCompleted === true && a.body.data.xpChange > 0 ? undefined : 'completion gave no XP',
    },
  );
}

/** One person from arrival to leaving. Resolves when they leave, fail, or the run stops. */
async function onePerson(ctx: JourneyContext, index: number): Promise<void> {
  const s = new Session(ctx);
  await browse(s);
  await signUp(s, `load-${ctx.runId}-${index}-${randomBytes(3).toString('hex')}@example.com`);
  await takeCardSteps(s);
  const recommended = await recommendations(s);
  const [best = '', ...others] = recommended;
  await s.call('POST /api/my-job', 'POST', '/api/my-job', { body: { jobName: best }, expect: 201 });
  await s.call('GET /api/my-job', 'GET', '/api/my-job');
  let roadmap = await makeRoadmap(s, best);
  for (let i = 0; i < 3; i += 1) await completeNext(s, roadmap);

  for (let visit = 0; visit < RETURN_VISITS; visit += 1) {
    await s.call('GET /api/auth/check', 'GET', '/api/auth/check');
    await browse(s);
    await recommendations(s);
    await s.call('GET /api/missions/daily', 'GET', '/api/missions/daily');
    if (roadmap.missionIds.length === 0 && others.length > 0) roadmap = await makeRoadmap(s, others.shift() ?? '');
    await completeNext(s, roadmap);
    await s.call('GET /api/user-roadmap', 'GET', '/api/user-roadmap');
  }
  await s.call('POST /api/auth/logout', 'POST', '/api/auth/logout', { expect: 204 });
}

/** A simulated user slot: one person after another until the run stops. */
export async function simulatedUser(ctx: JourneyContext, slot: number): Promise<void> {
  for (let person = 0; !ctx.stopped(); person += 1) {
    try {
      await onePerson(ctx, slot * 10_000 + person);
    } catch (err) {
      if (err instanceof Stopped) return;
      if (!(err instanceof JourneyFailed)) throw err;
      // Recorded already; this person gives up and the next one arrives.
    }
  }
}
